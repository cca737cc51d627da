// Rewrites every prerendered page, as the build finishes (scripts/site-build.mjs), so that it
// paints from its HTML alone and its scripts load only once it has painted.
//
// - The site's stylesheet is inlined in a <style> element. Its <link> stays, marked `disabled`
//   (never fetched), so React still finds the stylesheet it rendered and does not add it again.
// - The async chunk scripts in <head> (and the preload of the entry chunk) are replaced by one
//   inline loader at the end of <body> that adds them after the first contentful paint. Async
//   scripts that arrive first run before the first frame and compete with the HTML for the link.
// - The web font never holds up or shifts a page the visitor is reading; it is declared
//   `font-display: optional` (app/layout.tsx): used from the first frame when it is at hand, never
//   swapped in later. Its @font-face rule leaves the inlined styles, and a script in <head>
//   declares it again when it can be at hand in time: this load likely finds it in the cache (a
//   reload, back/forward, or arriving from another page of this site), or the browser's estimate
//   of the connection (Network Information API) says the file arrives within FONT_BUDGET_MS, in
//   which case the script also preloads it. Otherwise (a slow link: the font would then take
//   bandwidth from the scripts) text paints in the metric-matched fallback (app/globals.css), and
//   the loader downloads the font once the chunks have arrived and applies it at the next
//   client-side navigation, when the page's content changes anyway. Without JavaScript a <noscript> copy
//   declares it for the layout, with no preload.
import { readFileSync, statSync } from "node:fs";

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const ENTRY_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;
/** An @font-face rule that loads a file (the fallback faces use `local()` and stay inline). */
const WEB_FONT_FACE = /@font-face\{[^}]*src:url\([^}]*\}/g;
/**
 * How long a first visit may wait for the font: Chromium's block period for `optional` faces
 * (100 ms), within which a preloaded font is used for the first paint.
 */
export const FONT_BUDGET_MS = 100;
/** The page's <main> (app/layout.tsx), a child of <body> right after the site's header. */
const MAIN = /(?<=<\/header>)<main id="main"/;
const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"]+\.css)" data-precedence="next"\/>/g;

/**
 * Round trip (ms, by the browser's estimate) above which the chunks are fetched early: over a link
 * this slow the pipe would otherwise sit idle between the HTML's arrival and the first paint
 * (measured against 150 ms in bench/report.md). Chromium reports exactly 100 while it has no
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
 * paint: at 4x CPU, 150 ms and 1.6 Mbps they start 170-230 ms sooner than from the first frame,
 * for 30-40 ms of first paint on the longest page (bench/changes.json). Waiting for the HTML's
 * last byte does not work: the main thread hears of it only once the parser lets it, which on
 * the home page is after the first paint. The loader at the end of <body> then finds them
 * arrived or on the way. On a fast link (or a browser without `navigator.connection`) this does
 * nothing: there a chunk could land before the paint that Lighthouse counts as the largest, and
 * would be charged to it.
 */
export function preloadScript(sources) {
  return (
    `(function(){var c=navigator.connection;if(!c||!(c.rtt>${EARLY_CHUNKS_RTT_MS}))return;` +
    `${JSON.stringify(sources)}.forEach(function(u){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=u;document.head.appendChild(l)})})()`
  );
}

/**
 * Starts the chunks after the first contentful paint has been presented (one more frame, so
 * content parsed after that paint is on screen too); a page that never paints (a hidden tab)
 * starts them after 3 s. One script element per task: inserting one costs the main thread a few
 * milliseconds on a slow phone (about 60 ms for ten at 4x CPU slowdown, in one long task).
 */
export function loaderScript(sources, faces = []) {
  // Once every chunk has arrived, download the faces (FontFace.load() fetches without applying),
  // then add them to the document at the next history entry the router pushes or the visitor pops.
  const font = faces.length
    ? `function font(){if(!window.FontFace||!document.fonts)return;var f=${JSON.stringify(faces)}.map(function(a){return new FontFace(a[0],a[1],a[2])});` +
      `Promise.all(f.map(function(x){return x.load()})).then(function(){var u=0;function use(){if(u)return;u=1;f.forEach(function(x){document.fonts.add(x)})}` +
      `var p=history.pushState;history.pushState=function(){var r=p.apply(this,arguments);use();return r};addEventListener("popstate",use)},function(){})}`
    : "function font(){}";
  return (
    `(function(){var s=${JSON.stringify(sources)},d=0,n=0;${font}` +
    `function done(){if(++n===s.length)font()}` +
    `function add(i){if(i<s.length){var e=document.createElement("script");e.src=s[i];e.async=true;e.onload=e.onerror=done;document.head.appendChild(e);setTimeout(function(){add(i+1)},0)}}` +
    `function go(){if(d)return;d=1;add(0)}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})}catch(e){go()}` +
    `setTimeout(go,3000)})()`
  );
}

/**
 * Declares the web font in <head> (`optionalCss`) when this load can have it in time: it likely
 * finds it in the cache (a reload or back/forward, or a visitor arriving from another page of
 * this site), or the connection brings its `bytes` within FONT_BUDGET_MS, by the browser's own
 * estimate of round trip and bandwidth (`navigator.connection`; a browser without that estimate
 * is assumed fast enough): then it also preloads the files (`urls`).
 */
export function earlyFontScript(optionalCss, urls, bytes) {
  const preload = urls
    .map(
      (url) =>
        `l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=${JSON.stringify(url)};h.appendChild(l);`,
    )
    .join("");
  return (
    `(function(){try{var n=performance.getEntriesByType("navigation")[0],r=document.referrer,c=navigator.connection,h=document.head,l,s;` +
    `var cached=(n&&n.type!=="navigate")||(r&&new URL(r).origin===location.origin);` +
    `var soon=!c||(!c.saveData&&c.downlink>0&&c.rtt+${bytes * 8}/(c.downlink*1e3)<=${FONT_BUDGET_MS});` +
    `if(!cached&&soon){${preload}}` +
    `if(cached||soon){s=document.createElement("style");s.textContent=${JSON.stringify(optionalCss)};h.appendChild(s)}}catch(e){}})()`
  );
}

/** The URL path of the file an @font-face rule loads. */
export function fontFaceUrl(rule) {
  const url = rule.match(/src:url\((["']?)([^)"']+)\1\)/)?.[2];
  if (!url) throw new Error(`unexpected @font-face rule: ${rule}`);
  return url;
}

/** [family, source, descriptors] for `new FontFace()`, read from an @font-face rule. */
export function fontFaceArgs(rule) {
  const family = rule.match(/font-family:([^;}]+)/)?.[1]?.replace(/^(["'])(.*)\1$/, "$2");
  const source = rule.match(/src:(url\([^)]+\)\s*format\([^)]+\))/)?.[1];
  if (!family || !source) throw new Error(`unexpected @font-face rule: ${rule}`);
  const descriptors = {};
  for (const [key, name] of [
    ["weight", "font-weight"],
    ["style", "font-style"],
    ["unicodeRange", "unicode-range"],
  ]) {
    const value = rule.match(new RegExp(`${name}:([^;}]+)`))?.[1];
    if (value) descriptors[key] = value;
  }
  return [family, source, { ...descriptors, display: "swap" }];
}

/**
 * The page with its stylesheets inlined and its chunk scripts deferred. `readCss` maps a
 * stylesheet's URL path to its text, `sizeOf` a font's URL path to its size in bytes. Throws
 * when the page does not have the shape this expects, so a change in Next's output fails the
 * build instead of silently shipping a slower page.
 */
export function optimizeHtml(html, readCss, sizeOf) {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  const stylesheets = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
  if (sources.length === 0) throw new Error("no async chunk scripts found");
  if (stylesheets.length === 0) throw new Error("no stylesheet link found");
  if (!html.includes("</body>")) throw new Error("no </body>");
  if (!html.includes("</head>")) throw new Error("no </head>");
  if (!MAIN.test(html)) throw new Error('no <main id="main"> after the header');

  const fonts = [];
  const inlined = (href) =>
    readCss(href).replace(WEB_FONT_FACE, (rule) => {
      fonts.push(rule);
      return "";
    });
  const page = html
    .replace(CHUNK_SCRIPT, "")
    .replace(ENTRY_PRELOAD, "")
    .replace(STYLESHEET, (link, href) => {
      const css = inlined(href);
      const disabled = link.replace("/>", ' disabled=""/>');
      return `<style>${css}</style>${disabled}`;
    });
  const optional = fonts.map((rule) => {
    const display = /font-display:[^;}]+/;
    return display.test(rule)
      ? rule.replace(display, "font-display:optional")
      : rule.replace(/\}$/, ";font-display:optional}");
  });
  const optionalCss = optional.join("");
  const urls = fonts.map((rule) => fontFaceUrl(rule));
  const bytes = urls.reduce((sum, url) => sum + sizeOf(url), 0);
  const early = fonts.length
    ? `<script>${earlyFontScript(optionalCss, urls, bytes)}</script><noscript><style>${optionalCss}</style></noscript>`
    : "";
  // The font first in <head>, before the inlined styles: a preload it adds starts as early as
  // it can.
  return page
    .replace(/<head>(<meta charSet="utf-8"\/>)?/, (head) => `${head}${early}`)
    .replace(MAIN, (main) => `<script>${preloadScript(sources)}</script>${main}`)
    .replace(
      "</body>",
      `<script>${loaderScript(sources, fonts.map(fontFaceArgs))}</script></body>`,
    );
}

/**
 * The stylesheet's text as it must read inside the page: `url(...)` references resolved against
 * the stylesheet's own URL, since relative ones would otherwise resolve against the page.
 */
export function inlinableCss(css, href) {
  return css.replace(/url\((["']?)([^)"']+)\1\)/g, (match, quote, ref) => {
    if (/^(data:|[a-z]+:|\/|#)/i.test(ref)) return match;
    const { pathname, search, hash } = new URL(ref, `http://site${href}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

/** Whether a page has been through optimizeHtml: its stylesheet inlined, no chunk script left. */
export function isOptimized(html) {
  return (
    /<link rel="stylesheet"[^>]+disabled=""\/>/.test(html) && html.match(CHUNK_SCRIPT) === null
  );
}

/** A static file's size in bytes, by its URL path: `fileOf` maps the path to the file. */
export function sizeReader(fileOf) {
  return (href) => {
    const file = fileOf(href);
    if (!file) throw new Error(`no file for ${href}`);
    return statSync(file).size;
  };
}

/**
 * Reads a stylesheet for inlining, once per URL: `fileOf` maps its URL path
 * (`/_next/static/chunks/x.css`) to the file that holds it.
 */
export function cssReader(fileOf) {
  const css = new Map();
  return (href) => {
    if (!css.has(href)) {
      const file = fileOf(href);
      if (!file) throw new Error(`no file for the stylesheet ${href}`);
      // A </style> inside the CSS would end the element early; Tailwind never writes one.
      const text = readFileSync(file, "utf8");
      if (/<\/style/i.test(text)) throw new Error(`${file} contains </style`);
      css.set(href, inlinableCss(text, href));
    }
    return css.get(href);
  };
}
