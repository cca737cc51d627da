// Rewrites a prerendered page, as the build finishes (scripts/site-build.ts), so that it paints
// from its HTML alone and its scripts load only once it has painted. Two optimisations, each
// applied to a page only where what it assumes of Next's markup holds there
// (lib/build/next-contract.ts); where it does not, that part of the page stays as Next wrote it and the
// build says which optimisation stepped aside, on which pages, and why:
//
// - inlineStyles: the site's stylesheet is inlined in a <style> element. Its <link> stays,
//   marked `disabled` (never fetched), so React still finds the stylesheet it rendered and does
//   not add it again.
// - deferChunks: the async chunk scripts (and the preloads of chunks) are replaced by one inline
//   loader at the end of <body> that adds them after the first contentful paint. Async scripts
//   that arrive first run before the first frame and compete with the HTML for the link.
//
// Next's tags are found with an HTML parser (scripts/html-tags.ts), never by their text.
import { readFileSync } from "node:fs";
import { fetchChunksEarly, startChunksAfterPaint } from "../lib/build/chunk-loader.ts";
import { inlineScript } from "../lib/build/inline-script.ts";
import type { AssumptionId } from "../lib/build/next-contract.ts";
import { AFTER_SCRIPTS, SCRIPTS_LOADING, SLOW_LINK_RTT_MS } from "../lib/build/script-signals.ts";
import { applyEdits, type Edit, relOf, type Tag, tagsOf } from "./html-tags.ts";

export const OPTIMISATIONS = {
  inlineStyles: "styles inlined in the page",
  deferChunks: "scripts started after the first paint",
} as const;
export type Optimisation = keyof typeof OPTIMISATIONS;

/** Why an optimisation left a page as Next wrote it. */
export interface StepAside {
  optimisation: Optimisation;
  assumption: AssumptionId;
  found: string;
}

export interface OptimizedPage {
  html: string;
  applied: Optimisation[];
  skipped: StepAside[];
}

const CHUNKS = "/_next/static/chunks/";
/** The attributes Next's chunk scripts carry that the loader reproduces (it sets async itself). */
const LOADER_KEEPS = new Set(["src", "async"]);

const isChunkScript = (tag: Tag) =>
  tag.name === "script" &&
  (tag.attrs.src ?? "").startsWith(CHUNKS) &&
  /\.js(\?|$)/.test(tag.attrs.src!) &&
  !("nomodule" in tag.attrs);
const isChunkPreload = (tag: Tag) =>
  tag.name === "link" &&
  relOf(tag).some((rel) => rel === "preload" || rel === "modulepreload") &&
  (tag.attrs.href ?? "").startsWith(CHUNKS) &&
  /\.js(\?|$)/.test(tag.attrs.href!);
const isNextStylesheet = (tag: Tag) =>
  tag.name === "link" &&
  relOf(tag).includes("stylesheet") &&
  (tag.attrs.href ?? "").startsWith("/_next/static/") &&
  /\.css(\?|$)/.test(tag.attrs.href!) &&
  !("disabled" in tag.attrs);

/**
 * The script placed just before <main> (a child of <body>, which React's hydration passes over):
 * on a slow link (SLOW_LINK_RTT_MS) it fetches the chunks as soon as the parser gets there, when
 * on a phone's CPU the rest of the HTML has usually arrived and the link would sit idle until the
 * first paint (bench/changes.json).
 */
export function preloadScript(sources: string[]): string {
  return inlineScript(fetchChunksEarly, [sources, SLOW_LINK_RTT_MS]);
}

/**
 * The loader at the end of <body> that starts the chunks after the first paint and signals the
 * web font's deferred download (lib/build/web-font.ts) once they have arrived.
 */
export function loaderScript(sources: string[]): string {
  return inlineScript(startChunksAfterPaint, [sources, SCRIPTS_LOADING, AFTER_SCRIPTS]);
}

/** The start tag's text with `disabled=""` added. */
function disabledTag(html: string, tag: Tag): string {
  const text = html.slice(tag.start, tag.end);
  const close = text.endsWith("/>") ? text.length - 2 : text.length - 1;
  return `${text.slice(0, close).trimEnd()} disabled=""${text.slice(close)}`;
}

function inlineStyles(
  html: string,
  tags: Tag[],
  readCss: (href: string) => string,
): Edit[] | Omit<StepAside, "optimisation"> {
  const links = tags.filter(isNextStylesheet);
  if (links.length === 0)
    return { assumption: "stylesheetLink", found: "no stylesheet link of Next's found" };
  const edits: Edit[] = [];
  for (const link of links) {
    let css;
    try {
      css = readCss(link.attrs.href!);
    } catch (error) {
      return { assumption: "stylesheetLink", found: (error as Error).message };
    }
    edits.push({
      start: link.start,
      end: link.end,
      text: `<style>${css}</style>${disabledTag(html, link)}`,
    });
  }
  return edits;
}

function deferChunks(tags: Tag[]): Edit[] | Omit<StepAside, "optimisation"> {
  const scripts = tags.filter(isChunkScript);
  if (scripts.length === 0) return { assumption: "chunkTag", found: "no chunk script found" };
  const notAsync = scripts.find((tag) => !("async" in tag.attrs));
  if (notAsync)
    return { assumption: "chunkTag", found: `a chunk script is not async: ${notAsync.attrs.src}` };
  for (const script of scripts) {
    const other = Object.keys(script.attrs).find((name) => !LOADER_KEEPS.has(name));
    if (other)
      return {
        assumption: "chunkTag",
        found: `a chunk script carries ${other}="${script.attrs[other]}", which the loader would not reproduce`,
      };
  }
  const main = tags.find((tag) => tag.name === "main" && tag.attrs.id === "main");
  const body = tags.find((tag) => tag.name === "body");
  // The early fetch goes just before <main>, a child of <body> like the loader: React's
  // hydration passes over a script there.
  if (!main || !body || main.parent !== body || body.outerEnd === body.end)
    return {
      assumption: "chunkTag",
      found: 'no <main id="main"> in a closed <body> to place the loader beside',
    };
  const sources = scripts.map((tag) => tag.attrs.src!);
  const closeBody = body.outerEnd - "</body>".length;
  return [
    ...[...scripts, ...tags.filter(isChunkPreload)].map((tag) => ({
      start: tag.start,
      end: tag.outerEnd,
      text: "",
    })),
    { start: main.start, end: main.start, text: `<script>${preloadScript(sources)}</script>` },
    { start: closeBody, end: closeBody, text: `<script>${loaderScript(sources)}</script>` },
  ];
}

/**
 * The page with each optimisation in `enabled` applied where its assumptions hold. `readCss` maps
 * a stylesheet's URL path to its text.
 */
export function optimizeHtml(
  html: string,
  readCss: (href: string) => string,
  enabled: readonly Optimisation[] = ["inlineStyles", "deferChunks"],
): OptimizedPage {
  const tags = tagsOf(html);
  const steps: Record<Optimisation, () => Edit[] | Omit<StepAside, "optimisation">> = {
    inlineStyles: () => inlineStyles(html, tags, readCss),
    deferChunks: () => deferChunks(tags),
  };
  const edits: Edit[] = [];
  const applied: Optimisation[] = [];
  const skipped: StepAside[] = [];
  for (const optimisation of enabled) {
    const result = steps[optimisation]();
    if (Array.isArray(result)) {
      edits.push(...result);
      applied.push(optimisation);
    } else skipped.push({ optimisation, ...result });
  }
  return { html: applyEdits(html, edits), applied, skipped };
}

/** Which optimisations a served page shows: its stylesheet inlined, its chunks deferred. */
export function optimisationsIn(html: string): Record<Optimisation, boolean> {
  const tags = tagsOf(html);
  const stylesheets = tags.filter(
    (tag) => tag.name === "link" && relOf(tag).includes("stylesheet"),
  );
  return {
    inlineStyles:
      stylesheets.some((tag) => "disabled" in tag.attrs) && !tags.some(isNextStylesheet),
    deferChunks: !tags.some(isChunkScript) && html.includes(SCRIPTS_LOADING),
  };
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
