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
import { AFTER_SCRIPTS, SCRIPTS_LOADING } from "../lib/script-signals.ts";

/** The page's <main> (app/layout.tsx), a child of <body> right after the site's header. */
const MAIN = /(?<=<\/header>)<main id="main"/;

/**
 * Round trip (ms, by the browser's estimate) above which the chunks are fetched early: over a link
 * this slow the pipe would otherwise sit idle between the HTML's arrival and the first paint
 * (bench/changes.json). Chromium reports exactly 100 while it has no
 * estimate, which is what a Lighthouse run's unthrottled load sees; there the early fetch lands
 * chunks before the largest paint in some loads (Lighthouse then charges them to it), so 100
 * stays out.
 */
export const EARLY_CHUNKS_RTT_MS = 100;

/**
 * On a slow link, fetches the chunks (without running them) as soon as the parser reaches the
 * page's <main>, from a script between the header and <main> (a child of <body>, where React's
 * hydration passes over elements it did not render). By then the head, with the styles, and the
 * header have arrived; on a phone's CPU the parser is slower than the link, so the rest of the
 * HTML usually has too, and the chunks take a link that would otherwise sit idle until the first
 * paint: pages hydrate sooner than with the fetch from the first frame, for a little of the
 * first paint on the longest page (figures in bench/changes.json).
 * Waiting for the HTML's last byte does not work: the main thread hears of it only once the
 * parser lets it, which on the home page is after the first paint. The loader at the end of
 * <body> then finds them arrived or on the way. On a fast link (or a browser without
 * `navigator.connection`) this does nothing: there a chunk could land before the paint that
 * Lighthouse counts as the largest, and would be charged to it.
 */
export function preloadScript(sources: string[]): string {
  return (
    `(function(){var c=navigator.connection;if(!c||!(c.rtt>${EARLY_CHUNKS_RTT_MS}))return;` +
    `${JSON.stringify(sources)}.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=u;document.head.appendChild(l)})})()`
  );
}

/**
 * Starts the chunks after the first contentful paint has been presented (one more frame, so
 * content parsed after that paint is on screen too); a page that never paints (a hidden tab)
 * starts them after 3 s. One script element per task: inserting them all at once makes one long
 * task on a slow phone. While
 * they arrive it sets SCRIPTS_LOADING, and once every one has arrived it calls AFTER_SCRIPTS
 * when the page defines it (the web font's deferred download, lib/web-font.ts).
 */
export function loaderScript(sources: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=0,n=0;self.${SCRIPTS_LOADING}=1;` +
    `function done(){if(++n===s.length&&self.${AFTER_SCRIPTS})self.${AFTER_SCRIPTS}()}` +
    `function add(i){if(i<s.length){var e=document.createElement("script");e.src=s[i];e.async=true;e.onload=e.onerror=done;document.head.appendChild(e);setTimeout(function(){add(i+1)},0)}}` +
    `function go(){if(d)return;d=1;add(0)}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})}catch(e){go()}` +
    `setTimeout(go,3000)})()`
  );
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
