// Rewrites every prerendered page, as the build finishes (scripts/site-build.ts), so that it
// paints from its HTML alone and its scripts load only once it has painted.
//
// - The site's stylesheet is inlined in a <style> element. Its <link> stays, marked `disabled`
//   (never fetched), so React still finds the stylesheet it rendered and does not add it again.
// - The async chunk scripts in <head> (and the preload of the entry chunk) are replaced by one
//   inline loader at the end of <body> that adds them after the first contentful paint. Async
//   scripts that arrive first run before the first frame and compete with the HTML for the link.
// - The web font is declared by the layout's own script in <head> (lib/web-font.ts), the same on
//   every page: on a slow link it waits for the page's scripts, which the loader tells it of.
//
// The shapes of Next's tags it rewrites are assumptions of the contract with Next
// (lib/next-contract.ts): a page where they do not hold fails the build.
import {
  CHUNK_SCRIPT,
  checkRewrittenPage,
  ContractError,
  ENTRY_PRELOAD,
  STYLESHEET,
} from "../lib/next-contract.ts";
import { readFileSync } from "node:fs";
import { fetchChunksEarly, startChunksAfterPaint } from "../lib/chunk-loader.ts";
import { inlineScript } from "../lib/inline-script.ts";
import { AFTER_SCRIPTS, SCRIPTS_LOADING, SLOW_LINK_RTT_MS } from "../lib/script-signals.ts";

/** The page's <main> (app/layout.tsx), a child of <body> right after the site's header. */
const MAIN = /(?<=<\/header>)<main id="main"/;

/**
 * The script placed between the header and <main> (a child of <body>, which React's hydration
 * passes over): on a slow link (SLOW_LINK_RTT_MS) it fetches the chunks as soon as the parser
 * gets there, when on a phone's CPU the rest of the HTML has usually arrived and the link would
 * sit idle until the first paint (bench/changes.json). Waiting for the HTML's last byte does not
 * work: the main thread hears of it only after the first paint on the longest pages.
 */
export function preloadScript(sources: string[]): string {
  return inlineScript(fetchChunksEarly, [sources, SLOW_LINK_RTT_MS]);
}

/**
 * The loader at the end of <body> that starts the chunks after the first paint and signals the
 * web font's deferred download (lib/web-font.ts) once they have arrived.
 */
export function loaderScript(sources: string[]): string {
  return inlineScript(startChunksAfterPaint, [sources, SCRIPTS_LOADING, AFTER_SCRIPTS]);
}

/**
 * The page with its stylesheets inlined and its chunk scripts deferred. `readCss` maps a
 * stylesheet's URL path to its text. Throws when the page does not have the shape this expects,
 * so a change in Next's output fails the build instead of silently shipping a slower page.
 */
export function optimizeHtml(
  html: string,
  readCss: (href: string) => string,
  file = "the page",
): string {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]!);
  const stylesheets = [...html.matchAll(STYLESHEET)].map((m) => m[1]!);
  if (sources.length === 0)
    throw new ContractError("chunkTag", file, "no async chunk scripts found");
  if (stylesheets.length === 0)
    throw new ContractError("stylesheetLink", file, "no stylesheet link found");
  if (!html.includes("</body>")) throw new Error("no </body>");
  if (!MAIN.test(html)) throw new Error('no <main id="main"> after the header');

  const rewritten = html
    .replace(CHUNK_SCRIPT, "")
    .replace(ENTRY_PRELOAD, "")
    .replace(STYLESHEET, (link, href: string) => {
      const disabled = link.replace("/>", ' disabled=""/>');
      return `<style>${readCss(href)}</style>${disabled}`;
    })
    .replace(MAIN, (main) => `<script>${preloadScript(sources)}</script>${main}`)
    .replace("</body>", `<script>${loaderScript(sources)}</script></body>`);
  checkRewrittenPage(rewritten, file);
  return rewritten;
}

/**
 * The stylesheet's text as it must read inside the page: `url(...)` references resolved against
 * the stylesheet's own URL, since relative ones would otherwise resolve against the page.
 */
export function inlinableCss(css: string, href: string): string {
  return css.replace(/url\((["']?)([^)"']+)\1\)/g, (match, quote: string, ref: string) => {
    if (/^(data:|[a-z]+:|\/|#)/i.test(ref)) return match;
    const { pathname, search, hash } = new URL(ref, `http://site${href}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

/** Whether a page has been through optimizeHtml: its stylesheet inlined, no chunk script left. */
export function isOptimized(html: string): boolean {
  return (
    /<link rel="stylesheet"[^>]+disabled=""\/>/.test(html) && html.match(CHUNK_SCRIPT) === null
  );
}

/**
 * Reads a stylesheet for inlining, once per URL: `fileOf` maps its URL path
 * (`/_next/static/chunks/x.css`) to the file that holds it.
 */
export function cssReader(fileOf: (href: string) => string | undefined): (href: string) => string {
  const css = new Map<string, string>();
  return (href) => {
    if (!css.has(href)) {
      const file = fileOf(href);
      if (!file) throw new Error(`no file for the stylesheet ${href}`);
      // A </style> inside the CSS would end the element early; Tailwind never writes one.
      const text = readFileSync(file, "utf8");
      if (/<\/style/i.test(text)) throw new Error(`${file} contains </style`);
      css.set(href, inlinableCss(text, href));
    }
    return css.get(href)!;
  };
}
