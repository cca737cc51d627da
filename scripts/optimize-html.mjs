// Rewrites every prerendered page, as the build finishes (scripts/site-build.mjs), so that it
// paints from its HTML alone and its scripts load only once it has painted.
//
// - The site's stylesheet is inlined in a <style> element. Its <link> stays, marked `disabled`
//   (never fetched), so React still finds the stylesheet it rendered and does not add it again.
// - The async chunk scripts in <head> (and the preload of the entry chunk) are replaced by one
//   inline loader at the end of <body> that adds them after the first contentful paint. Async
//   scripts that arrive first run before the first frame and compete with the HTML for the link.
// - The web font never holds up or shifts a page the visitor is reading. Its @font-face rule
//   leaves the inlined styles, so the first layout does not request it; text paints in the
//   metric-matched fallback (app/globals.css). After the first paint the loader downloads the font
//   and applies it at the next client-side navigation, when the page's content changes anyway.
//   A load that likely finds the font cached (a reload, back/forward, or arriving from another
//   page of this site) declares it in <head> with `font-display: optional`: used from the first
//   frame when it is at hand within ~100 ms, never swapped in later. Without JavaScript a
//   <noscript> copy declares it the same way.
import { readFileSync } from "node:fs";

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const ENTRY_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;
/** An @font-face rule that loads a file (the fallback faces use `local()` and stay inline). */
const WEB_FONT_FACE = /@font-face\{[^}]*src:url\([^}]*\}/g;
const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"]+\.css)" data-precedence="next"\/>/g;

/**
 * Starts the chunks after the first contentful paint has been presented (one more frame, so
 * content parsed after that paint is on screen too); a page that never paints (a hidden tab)
 * starts them after 3 s. One script element per task: inserting one costs the main thread a few
 * milliseconds on a slow phone (about 60 ms for ten at 4x CPU slowdown, in one long task).
 */
export function loaderScript(sources, faces = []) {
  // Download the faces (FontFace.load() fetches without applying), then add them to the document
  // at the next history entry the router pushes or the visitor pops.
  const font = faces.length
    ? `if(window.FontFace&&document.fonts){var f=${JSON.stringify(faces)}.map(function(a){return new FontFace(a[0],a[1],a[2])});` +
      `Promise.all(f.map(function(x){return x.load()})).then(function(){var u=0;function use(){if(u)return;u=1;f.forEach(function(x){document.fonts.add(x)})}` +
      `var p=history.pushState;history.pushState=function(){var r=p.apply(this,arguments);use();return r};addEventListener("popstate",use)},function(){})}`
    : "";
  return (
    `(function(){var s=${JSON.stringify(sources)},d=0;` +
    `function add(i){if(i<s.length){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e);setTimeout(function(){add(i+1)},0)}}` +
    `function go(){if(d)return;d=1;add(0);${font}}` +
    `function later(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true})}catch(e){go()}` +
    `setTimeout(go,3000)})()`
  );
}

/**
 * Declares the web font in <head> with `font-display: optional` when this load likely finds it in
 * the cache: a reload or back/forward, or a visitor arriving from another page of this site.
 */
export function earlyFontScript(optionalCss) {
  return (
    `(function(){try{var n=performance.getEntriesByType("navigation")[0],r=document.referrer;` +
    `if((n&&n.type!=="navigate")||(r&&new URL(r).origin===location.origin)){` +
    `var s=document.createElement("style");s.textContent=${JSON.stringify(optionalCss)};document.head.appendChild(s)}}catch(e){}})()`
  );
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
 * stylesheet's URL path to its text. Throws when the page does not have the shape this expects,
 * so a change in Next's output fails the build instead of silently shipping a slower page.
 */
export function optimizeHtml(html, readCss) {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  const stylesheets = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
  if (sources.length === 0) throw new Error("no async chunk scripts found");
  if (stylesheets.length === 0) throw new Error("no stylesheet link found");
  if (!html.includes("</body>")) throw new Error("no </body>");
  if (!html.includes("</head>")) throw new Error("no </head>");

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
  const early = fonts.length
    ? `<script>${earlyFontScript(optionalCss)}</script><noscript><style>${optionalCss}</style></noscript>`
    : "";
  return page
    .replace("</head>", `${early}</head>`)
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
