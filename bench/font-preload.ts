// `npm run bench:font`: what preloading the web font costs and buys on a first visit, link by
// link. Each load is a new context from the bench's throttledPage (phone size, 4x CPU), over a
// link emulated through the DevTools protocol; the page's own choice (lib/build/web-font.ts) is
// overridden through `navigator.connection`, so that both variants load the same build:
// "preloaded" reports a round trip of 0 ms, "not preloaded" one of 1,000 ms. The variants
// alternate load by load. Per variant, the medians of the first paint, the largest contentful
// paint and the hydration, the worst layout shift total, and in how many loads the <h1> was drawn
// in its web face, Newsreader (the two faces travel together). Run it alone, as the bench: nothing else may compete for the two cores.
//
//   npm run bench:font [-- --skip-build] [-- --routes /,/contact-us] [-- --runs 5]
//                      [-- --links loopback,60/5,100/1.5,150/1.6]   (round trip ms / Mbps)
import os from "node:os";
import { parseArgs } from "node:util";
import type { Browser } from "@playwright/test";
import { type Link, loadAndHydrate, PHONE, throttledPage } from "./interactivity.ts";
import { launchBrowser } from "./js-weight.ts";
import { log, median, run, settle, startNext, table } from "./lib.ts";

const { values: options } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    routes: { type: "string", default: "/patent-drafting,/contact-us,/" },
    runs: { type: "string", default: "5" },
    links: { type: "string", default: "loopback,60/5,100/1.5,150/1.6" },
    port: { type: "string", default: "3323" },
  },
});

/** An emulated link and its label; `null` is loopback as it is. */
type LabelledLink = ({ label: string } & NonNullable<Link>) | null;

interface Load {
  paint: number;
  lcp: number;
  hydrated: number;
  cls: number;
  webFace: boolean;
  preloaded: boolean;
}

type FontWindow = Window & { __font: { lcp: number; cls: number } };

function parseLink(text: string): LabelledLink {
  if (text === "loopback") return null;
  const [latency, mbps] = text.split("/").map(Number);
  if (!Number.isFinite(latency) || !Number.isFinite(mbps)) throw new Error(`bad link: ${text}`);
  return { label: `${latency} ms / ${mbps} Mbps`, latencyMs: latency!, downKbps: mbps! * 1024 };
}

async function loadOnce(
  browser: Browser,
  url: string,
  link: LabelledLink,
  preload: boolean,
): Promise<Load> {
  const { context, page, cdp } = await throttledPage(browser, PHONE, link);
  await page.addInitScript(
    (rtt) => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ rtt, downlink: 10, effectiveType: "4g", saveData: false }),
      });
    },
    preload ? 0 : 1000,
  );
  await page.addInitScript(() => {
    const w = window as unknown as FontWindow;
    w.__font = { lcp: 0, cls: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__font.lcp = e.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!e.hadRecentInput) w.__font.cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  try {
    const { paint, hydrated } = await loadAndHydrate(page, url);
    // Late shifts, if any, land within this.
    await page.waitForTimeout(300);
    const marks = await page.evaluate(() => ({
      ...(window as unknown as FontWindow).__font,
      preloaded: document.querySelector('link[rel="preload"][as="font"]') !== null,
    }));
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    const webFace = fonts.some((font) => /^newsreader$/i.test(font.familyName));
    return { paint, hydrated, ...marks, webFace };
  } finally {
    await context.close();
  }
}

if (!options["skip-build"]) {
  log("building the site (npm run build)");
  await run("npm", ["run", "build"]);
}
const site = await startNext({ port: Number(options.port), name: "site" });
try {
  const routes = options.routes.split(",").filter(Boolean);
  const runs = Number(options.runs);
  const loadBefore = await settle();
  const browser = await launchBrowser();
  const rows: (string | number)[][] = [];
  try {
    for (const link of options.links.split(",").map(parseLink))
      for (const route of routes) {
        const loads: Record<"on" | "off", Load[]> = { on: [], off: [] };
        for (let i = 0; i < runs; i++)
          for (const variant of i % 2 ? (["off", "on"] as const) : (["on", "off"] as const))
            loads[variant].push(
              await loadOnce(browser, site.origin + route, link, variant === "on"),
            );
        for (const variant of ["off", "on"] as const) {
          const rowsOf = loads[variant];
          const ms = (key: "paint" | "lcp" | "hydrated") =>
            Math.round(median(rowsOf.map((row) => row[key])) ?? 0);
          if (rowsOf.some((row) => row.preloaded !== (variant === "on")))
            throw new Error(`${route}: the override did not decide the preload`);
          rows.push([
            link?.label ?? "loopback",
            `\`${route}\``,
            variant === "on" ? "preloaded" : "not preloaded",
            ms("paint"),
            ms("lcp"),
            ms("hydrated"),
            Math.max(...rowsOf.map((row) => row.cls)).toFixed(3),
            `${rowsOf.filter((row) => row.webFace).length} of ${rowsOf.length}`,
          ]);
        }
      }
  } finally {
    await browser.close();
  }
  const loadAfter = os.loadavg()[0]!;
  console.log(
    [
      `The web font preloaded or not on a first visit: medians of ${runs} loads per variant (ms), alternating; 4x CPU, phone size.`,
      `Load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (the run's own Chromium counts).`,
      "",
      table(
        [
          "Link",
          "Route",
          "Font",
          "First paint",
          "LCP",
          "Hydrated",
          "CLS (worst)",
          "h1 in Newsreader",
        ],
        rows,
      ),
    ].join("\n"),
  );
} finally {
  await site.stop();
}
