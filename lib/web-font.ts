// How every page gets Inter, the site's face: the script and styles app/layout.tsx puts in each
// page's <head>, prerendered or rendered per request alike.
//
// The face is declared `font-display: optional`: used from the first frame when it is at hand,
// never swapped in under a reader. A first visit has it in time only when it is preloaded and
// the link brings it within Chromium's 100 ms block period; on a slower link a preload would hold
// the first paint (measured in bench/report.md, 'What each change bought') and take bandwidth
// from the page's scripts. So the script in <head>:
//  - declares it, and preloads it, when the browser's estimate of the connection
//    (`navigator.connection`: round trip plus the file at its bandwidth) says it arrives within
//    FONT_BUDGET_MS; a browser without that estimate is assumed fast;
//  - declares it without a preload when this load likely finds it in the cache (a reload,
//    back/forward, or a visitor arriving from another page of the site);
//  - otherwise leaves the text in the metric-matched fallback (app/globals.css), downloads the
//    face once the page's scripts have arrived (FontFace.load() fetches without applying), and
//    applies it at the next client-side navigation to another page, when the page's content
//    changes anyway (not at a new address for the same page, such as a calculation's: there it
//    would set every line again under the reader, and in the click's frame).
// Without JavaScript a <noscript> copy declares it, with no preload.
import subset from "@/app/fonts/inter-subset.json";
// "Once the page's scripts have arrived": a prerendered page's chunk loader
// (scripts/optimize-html.ts) says so; a page rendered per request loads its scripts as the
// parser finds them, so there the window's load event does.
import { AFTER_SCRIPTS, SCRIPTS_LOADING } from "./script-signals.ts";

/** Chromium's block period for `optional` faces, within which a preloaded font is used. */
export const FONT_BUDGET_MS = 100;

export const FONT_FAMILY = "Inter";
const WEIGHT = "400 800";

/** The face's @font-face rule, `optional`, for the file at `url`. */
export function fontFaceCss(url: string): string {
  return (
    `@font-face{font-family:${FONT_FAMILY};src:url(${url}) format("woff2");` +
    `font-weight:${WEIGHT};font-style:normal;font-display:optional;unicode-range:${subset.unicodeRange}}`
  );
}

/** The script at the top of every page's <head> (see above), for the file at `url`. */
export function webFontScript(url: string): string {
  const face = JSON.stringify([
    FONT_FAMILY,
    `url(${url}) format("woff2")`,
    { weight: WEIGHT, unicodeRange: subset.unicodeRange, display: "swap" },
  ]);
  return (
    `(function(){try{var n=performance.getEntriesByType("navigation")[0],r=document.referrer,c=navigator.connection,h=document.head,l,s;` +
    `var cached=(n&&n.type!=="navigate")||(r&&new URL(r).origin===location.origin);` +
    `var soon=!c||(!c.saveData&&c.downlink>0&&c.rtt+${subset.bytes * 8}/(c.downlink*1e3)<=${FONT_BUDGET_MS});` +
    `if(cached||soon){if(!cached){l=document.createElement("link");l.rel="preload";l.as="font";l.type="font/woff2";l.crossOrigin="";l.href=${JSON.stringify(url)};h.appendChild(l)}` +
    `s=document.createElement("style");s.textContent=${JSON.stringify(fontFaceCss(url))};h.appendChild(s);return}` +
    `if(!window.FontFace||!document.fonts)return;` +
    `var d=0;function later(){if(d)return;d=1;var a=${face},f=new FontFace(a[0],a[1],a[2]);` +
    `f.load().then(function(){var u=0,here=location.pathname;function use(){if(u||location.pathname===here)return;u=1;document.fonts.add(f)}` +
    `var p=history.pushState;history.pushState=function(){var x=p.apply(this,arguments);use();return x};addEventListener("popstate",use)},function(){})}` +
    `self.${AFTER_SCRIPTS}=later;` +
    `addEventListener("load",function(){if(!self.${SCRIPTS_LOADING})later()})}catch(e){}})()`
  );
}
