// How every page gets the site's two faces, Inter for text and Newsreader for headings: the
// script and styles app/layout.tsx puts in each page's <head>, prerendered or rendered per
// request alike. The two travel together, so a page is never half in its faces.
//
// A load that likely finds the faces cached declares them `font-display: optional`: used from
// the first frame, never swapped in under a reader. A first visit preloads them and declares them
// `fallback`: used from the first frame when they land within Chromium's 100 ms block period
// (Chromium also holds the first paint briefly for a preloaded font), else swapped in when they
// land within the next 3 s. On a fast link only a busy server's late answer misses the 100 ms
// (issue 63: two to four of eight cold visits did under a CPU burner, which left the whole page
// in the fallbacks as `optional`), and the metric-matched fallbacks (app/globals.css) keep that
// swap to a few pixels. So the script in <head>:
//  - preloads them and declares them `fallback` unless the link is truly slow: Save-Data, a 2G or 3G
//    effective type, or a round trip (`navigator.connection.rtt`) over SLOW_LINK_RTT_MS.
//    On such a link the preload lost the race in nearly every load and cost the first paint and
//    the hydration (bench/changes.json). The file's transfer time is not weighed: Chromium
//    reports a default estimate (100 ms, about 1.4 Mbps) wherever it has not measured the link,
//    any private network among them, and the transfer term counted such fast links as slow. A
//    browser without the estimate is assumed fast;
//  - declares them `optional` without a preload when this load likely finds them in the cache (a reload,
//    back/forward, or a visitor arriving from another page of the site);
//  - otherwise leaves the text in the fallbacks, downloads the faces once the page's scripts have
//    arrived (FontFace.load() fetches without applying), and applies them at the next client-side
//    navigation to another page, when the page's content changes anyway (not at a new address
//    for the same page, such as a calculation's: there it would set every line again under the
//    reader, and in the click's frame).
// Without JavaScript a <noscript> copy declares them, with no preload.
import inter from "@/app/fonts/inter-subset.json";
import newsreader from "@/app/fonts/newsreader-subset.json";
// "Once the page's scripts have arrived": a prerendered page's chunk loader
// (scripts/optimize-html.ts) says so; a page rendered per request loads its scripts as the
// parser finds them, so there the window's load event does.
import { inlineScript } from "./inline-script.ts";
import { AFTER_SCRIPTS, SCRIPTS_LOADING, SLOW_LINK_RTT_MS } from "./script-signals.ts";

/** `navigator.connection.effectiveType` values that mean a truly slow link. */
const SLOW_TYPES = ["slow-2g", "2g", "3g"];

/** The faces, in the order of the files the layout passes (scripts/subset-font.ts cuts them). */
const FACES = [
  { family: "Inter", subset: inter },
  { family: "Newsreader", subset: newsreader },
];

/** The files of the faces, as the layout has them served: Inter's, then Newsreader's. */
export type FontUrls = readonly [inter: string, newsreader: string];

/** The faces' @font-face rules for their files at `urls`, `optional` unless `display` says. */
export function fontFaceCss(urls: FontUrls, display: "optional" | "fallback" = "optional"): string {
  return FACES.map(
    ({ family, subset }, i) =>
      `@font-face{font-family:${family};src:url(${urls[i]}) format("woff2");` +
      `font-weight:${subset.weights};font-style:normal;font-display:${display};` +
      `unicode-range:${subset.unicodeRange}}`,
  ).join("");
}

/** The script at the top of every page's <head> (see above), for the faces' files at `urls`. */
export function webFontScript(urls: FontUrls): string {
  return inlineScript(chooseWebFont, [
    [...urls],
    fontFaceCss(urls),
    fontFaceCss(urls, "fallback"),
    FACES.map(({ family, subset }, i): [string, string, FontFaceDescriptors] => [
      family,
      `url(${urls[i]}) format("woff2")`,
      { weight: subset.weights, unicodeRange: subset.unicodeRange, display: "swap" },
    ]),
    SLOW_LINK_RTT_MS,
    SLOW_TYPES,
    SCRIPTS_LOADING,
    AFTER_SCRIPTS,
  ]);
}

/** `navigator.connection`, where the browser has it (Chromium): its estimate of the link. */
interface Connection {
  rtt: number;
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * The script itself, run in the page (lib/build/inline-script.ts): it reads only its parameters and
 * the page's globals. `css` declares the faces `optional`, `firstCss` `fallback`; `rttMs` is SLOW_LINK_RTT_MS, `slowTypes` SLOW_TYPES; `loading` and `after`
 * are the chunk loader's signals (lib/build/script-signals.ts). A failure leaves the fallback face.
 */
export function chooseWebFont(
  urls: string[],
  css: string,
  firstCss: string,
  faces: [string, string, FontFaceDescriptors][],
  rttMs: number,
  slowTypes: string[],
  loading: string,
  after: string,
): void {
  try {
    const w = self as unknown as Record<string, unknown>;
    const n = performance.getEntriesByType("navigation")[0] as
      PerformanceNavigationTiming | undefined;
    const r = document.referrer;
    const c = (navigator as Navigator & { connection?: Connection }).connection;
    const h = document.head;
    const cached = (n && n.type !== "navigate") || (r && new URL(r).origin === location.origin);
    const soon =
      !c || (!c.saveData && slowTypes.indexOf(c.effectiveType || "") < 0 && c.rtt <= rttMs);
    if (cached || soon) {
      if (!cached)
        for (let i = 0; i < urls.length; i++) {
          const l = document.createElement("link");
          l.rel = "preload";
          l.as = "font";
          l.type = "font/woff2";
          l.crossOrigin = "";
          l.href = urls[i]!;
          h.appendChild(l);
        }
      const s = document.createElement("style");
      s.textContent = cached ? css : firstCss;
      h.appendChild(s);
      return;
    }
    if (!window.FontFace || !document.fonts) return;
    let started = 0;
    const later = function () {
      if (started) return;
      started = 1;
      const f = faces.map(function (face) {
        return new FontFace(face[0], face[1], face[2]);
      });
      Promise.all(
        f.map(function (x) {
          return x.load();
        }),
      ).then(
        function () {
          // Applied at the next navigation to another page, when the content changes anyway.
          let applied = 0;
          const here = location.pathname;
          const apply = function () {
            if (applied || location.pathname === here) return;
            applied = 1;
            for (let i = 0; i < f.length; i++) document.fonts.add(f[i]!);
          };
          // The app router records a client-side navigation with history.pushState
          // (lib/build/next-contract.ts, "router history.pushState").
          const push = history.pushState;
          history.pushState = function (this: History, ...args: Parameters<History["pushState"]>) {
            const x = push.apply(this, args);
            apply();
            return x;
          };
          addEventListener("popstate", apply);
        },
        function () {},
      );
    };
    w[after] = later;
    addEventListener("load", function () {
      if (!w[loading]) later();
    });
  } catch {}
}
