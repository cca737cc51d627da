// After `next build`, before the CSP manifest: rewrites every prerendered page so that it paints
// from its HTML alone and its scripts load only once it has painted.
//
// - The site's stylesheet is inlined in a <style> element. Its <link> stays, marked `disabled`
//   (never fetched), so React still finds the stylesheet it rendered and does not add it again.
// - The async chunk scripts in <head> (and the preload of the entry chunk) are replaced by one
//   inline loader at the end of <body> that adds them after the first contentful paint. Async
//   scripts that arrive first run before the first frame and compete with the HTML for the link.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const ENTRY_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"]+\.js"\/>/g;
const STYLESHEET =
  /<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"]+\.css)" data-precedence="next"\/>/g;

/**
 * Starts the chunks after the first contentful paint has been presented (one more frame, so
 * content parsed after that paint is on screen too); a page that never paints (a hidden tab)
 * starts them after 3 s.
 */
export function loaderScript(sources) {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=0;` +
    `function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
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
export function optimizeHtml(html, readCss) {
  const sources = [...html.matchAll(CHUNK_SCRIPT)].map((m) => m[1]);
  const stylesheets = [...html.matchAll(STYLESHEET)].map((m) => m[1]);
  if (sources.length === 0) throw new Error("no async chunk scripts found");
  if (stylesheets.length === 0) throw new Error("no stylesheet link found");
  if (!html.includes("</body>")) throw new Error("no </body>");

  return html
    .replace(CHUNK_SCRIPT, "")
    .replace(ENTRY_PRELOAD, "")
    .replace(
      STYLESHEET,
      (link, href) => `<style>${readCss(href)}</style>${link.replace("/>", ' disabled=""/>')}`,
    )
    .replace("</body>", `<script>${loaderScript(sources)}</script></body>`);
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

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const appDir = path.join(".next", "server", "app");
  const css = new Map();
  const readCss = (href) => {
    if (!css.has(href)) {
      const file = path.join(".next", "static", href.replace(/^\/_next\/static\//, ""));
      // A </style> inside the CSS would end the element early; Tailwind never writes one.
      const text = readFileSync(file, "utf8");
      if (/<\/style/i.test(text)) throw new Error(`${file} contains </style`);
      css.set(href, inlinableCss(text, href));
    }
    return css.get(href);
  };
  const files = htmlFiles(appDir).filter((file) => !file.includes(`${path.sep}_global-error`));
  for (const file of files) {
    try {
      writeFileSync(file, optimizeHtml(readFileSync(file, "utf8"), readCss));
    } catch (error) {
      throw new Error(`${file}: ${error.message}`);
    }
  }
  console.log(`Optimized HTML: ${files.length} prerendered pages paint before their scripts load`);
}
