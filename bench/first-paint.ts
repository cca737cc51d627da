// When does a page first paint, against when its scripts arrive? The method of
// shared/tools/first-paint.mjs: headless Chromium at phone size, no throttling, a new context per
// run. Lighthouse's simulated LCP is charged for every request that finished before the observed
// largest paint, so a page that paints before its scripts arrive is charged for its HTML alone.
import type { Browser } from "@playwright/test";
import { median } from "./lib.ts";

interface Load {
  response: number;
  paint: number;
  lcp: number;
  lastScript: number;
  scripts: number;
}

type PaintWindow = Window & { __fp: { paint: number; lcp: number } };

async function once(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  await page.addInitScript(() => {
    const w = window as unknown as PaintWindow;
    w.__fp = { paint: 0, lcp: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === "first-paint") w.__fp.paint = e.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__fp.lcp = e.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(800);
  const row = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType("resource")
      .map((r) => r as PerformanceResourceTiming)
      .filter((r) => r.initiatorType === "script" || /\.js(\?|$)/.test(r.name))
      .map((r) => r.responseEnd);
    const w = window as unknown as PaintWindow;
    return {
      response: nav.responseEnd,
      paint: w.__fp.paint,
      lcp: w.__fp.lcp,
      lastScript: scripts.length ? Math.max(...scripts) : 0,
      scripts: scripts.length,
    };
  });
  await context.close();
  return row;
}

/** Medians of `runs` loads, and in how many the first paint came before the last script. */
export async function measureFirstPaint(browser: Browser, url: string, runs = 5) {
  const rows: Load[] = [];
  for (let i = 0; i < runs; i++) rows.push(await once(browser, url));
  const m = (key: keyof Load) => Math.round(median(rows.map((r) => r[key])) ?? 0);
  return {
    runs: rows.length,
    responseMs: m("response"),
    firstPaintMs: m("paint"),
    lcpMs: m("lcp"),
    lastScriptMs: m("lastScript"),
    scripts: rows[0]!.scripts,
    paintedFirst: rows.filter((r) => r.scripts === 0 || r.paint < r.lastScript).length,
  };
}
