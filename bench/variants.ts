// `npm run bench:variants`: Next's own features beside the site's rewrites of Next's output, in
// one run, so that a rewrite is kept only where it pays (docs/delivery.md). Each variant is a
// copy of the site built with `npm run build`:
//  - site: as it is;
//  - next-inline-css: `experimental.inlineCss` in next.config.ts, Next inlining the stylesheet
//    itself (the site's own inlining then finds no stylesheet link and steps aside);
//  - next-font: Inter and Newsreader through `next/font/local` (`display: "optional"`,
//    `adjustFontFallback`), in place of the head script of lib/build/web-font.ts.
// Then, with every variant and the bare page served at once: Lighthouse mobile on each route of
// each variant, in rotating rounds, simulated (--runs) and with applied throttling
// (--applied-runs, LCP only: there Chromium's own holding of the first paint, for a preloaded
// font say, counts), and the hydration rounds of the bench (4x CPU, its link), the bare page
// among them. Medians. Run it alone, as the bench.
//
//   npm run bench:variants [-- --routes /,/patent-drafting,/contact-us] [-- --runs 5]
//                          [-- --applied-runs 3] [-- --variants site,next-font]
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { copyProject, removeProject } from "../scripts/project-copy.ts";
import { BARE_DIR, buildBare } from "./bare.ts";
import { measureHydrationRounds } from "./interactivity.ts";
import { launchBrowser } from "./js-weight.ts";
import { lighthouse, type LighthouseResult } from "./lighthouse.ts";
import { log, median, OUT, run, settle, startNext, table } from "./lib.ts";

const { values: options } = parseArgs({
  options: {
    routes: { type: "string", default: "/,/patent-drafting,/contact-us" },
    runs: { type: "string", default: "5" },
    "applied-runs": { type: "string", default: "3" },
    variants: { type: "string", default: "" },
    port: { type: "string", default: "3341" },
  },
});

type Patch = [file: string, from: string, to: string];

/** Each variant: the edits that make it from the site as it is. */
const VARIANTS: Record<string, Patch[]> = {
  site: [],
  "next-inline-css": [
    [
      "next.config.ts",
      "  poweredByHeader: false,",
      "  poweredByHeader: false,\n  experimental: { inlineCss: true },",
    ],
  ],
  "next-font": [
    [
      "app/layout.tsx",
      'import "./globals.css";',
      'import localFont from "next/font/local";\nimport "./globals.css";\n\n' +
        'const inter = localFont({ src: "./fonts/inter-subset.woff2", display: "optional", ' +
        'adjustFontFallback: "Arial", weight: "400 700", variable: "--font-inter" });\n' +
        'const newsreader = localFont({ src: "./fonts/newsreader-subset.woff2", ' +
        'display: "optional", adjustFontFallback: "Times New Roman", weight: "600", ' +
        'variable: "--font-newsreader" });',
    ],
    [
      "app/layout.tsx",
      '<html lang="en">',
      '<html lang="en" className={`${inter.variable} ${newsreader.variable}`}>',
    ],
    [
      "app/layout.tsx",
      "<script dangerouslySetInnerHTML={{ __html: webFontScript(fontUrls) }} />",
      "",
    ],
    ["app/layout.tsx", "<style dangerouslySetInnerHTML={{ __html: fontFaceCss(fontUrls) }} />", ""],
    ["app/globals.css", "--font-sans: Inter,", "--font-sans: var(--font-inter),"],
    [
      "app/globals.css",
      '    Newsreader, "Newsreader Metric Fallback"',
      '    var(--font-newsreader), "Newsreader Metric Fallback"',
    ],
  ],
};

function makeVariant(name: string, patches: Patch[]): string {
  const dir = copyProject(`variant-${name}`);
  for (const [file, from, to] of patches) {
    const full = path.join(dir, file);
    const text = readFileSync(full, "utf8");
    if (!text.includes(from)) throw new Error(`${name}: ${file} no longer holds ${from}`);
    writeFileSync(full, text.replace(from, to));
  }
  return dir;
}

const routes = options.routes.split(",").filter(Boolean);
const runs = Number(options.runs);
const dirs = new Map<string, string>();
const servers: { stop: () => Promise<void> }[] = [];
try {
  const chosen = options.variants.split(",").filter(Boolean);
  for (const [name, patches] of Object.entries(VARIANTS)) {
    if (chosen.length && !chosen.includes(name)) continue;
    const dir = makeVariant(name, patches);
    dirs.set(name, dir);
    log(`building ${name} in ${dir}`);
    await run("npm", ["run", "build"], { cwd: dir });
  }
  await buildBare();
  const origins = new Map<string, string>();
  let port = Number(options.port);
  for (const [name, dir] of dirs) {
    const server = await startNext({ cwd: dir, port: port++, name: `variant-${name}` });
    servers.push(server);
    origins.set(name, server.origin);
  }
  const bare = await startNext({ cwd: BARE_DIR, port: port++, name: "bare" });
  servers.push(bare);

  const pages = [...origins].flatMap(([name, origin]) =>
    routes.map((route) => ({ name, route, url: origin + route })),
  );
  const loadBefore = await settle();
  const audits = new Map(pages.map((page) => [page.url, [] as LighthouseResult[]]));
  for (let round = 0; round < runs; round++)
    for (let i = 0; i < pages.length; i++) {
      const page = pages[(round + i) % pages.length]!;
      const label = `variant-${page.name}-${page.route.replace(/\W+/g, "_")}-${round}`;
      audits.get(page.url)!.push(await lighthouse(page.url, label));
    }
  const applied = new Map(pages.map((page) => [page.url, [] as LighthouseResult[]]));
  for (let round = 0; round < Number(options["applied-runs"]); round++)
    for (let i = 0; i < pages.length; i++) {
      const page = pages[(round + i) % pages.length]!;
      const label = `variant-${page.name}-${page.route.replace(/\W+/g, "_")}-applied-${round}`;
      applied.get(page.url)!.push(await lighthouse(page.url, label, { throttling: "devtools" }));
    }
  const loadMiddle = os.loadavg()[0]!;
  const browser = await launchBrowser();
  const bareUrl = `${bare.origin}/`;
  const hydration = await measureHydrationRounds(
    browser,
    [bareUrl, ...pages.map((page) => page.url)],
    runs,
  ).finally(() => browser.close());
  const loadAfter = os.loadavg()[0]!;
  const floor = hydration.get(bareUrl)!.hydratedMs;

  const rows = pages.map(({ name, route, url }) => {
    const lh = audits.get(url)!;
    const pick = (f: (r: LighthouseResult) => unknown) => median(lh.map(f));
    const h = hydration.get(url)!;
    return {
      variant: name,
      route,
      performance: pick((r) => r.scores.performance),
      lcpMs: pick((r) => r.metrics.lcpMs),
      appliedLcpMs: median(applied.get(url)!.map((r) => r.metrics.lcpMs)),
      tbtMs: pick((r) => r.metrics.tbtMs),
      cls: pick((r) => r.metrics.cls),
      hydratedMs: h.hydratedMs,
      overBareMs: h.hydratedMs - floor,
    };
  });
  mkdirSync(OUT, { recursive: true });
  const result = {
    generatedAt: new Date().toISOString(),
    runs,
    loadAverage: { before: loadBefore, afterLighthouse: loadMiddle, after: loadAfter },
    bareHydratedMs: floor,
    rows,
  };
  writeFileSync(path.join(OUT, "variants.json"), JSON.stringify(result, null, 2) + "\n");
  console.log(
    [
      `Variants, medians of ${runs} (load average ${loadBefore.toFixed(2)} before, ${loadMiddle.toFixed(2)} after Lighthouse, ${loadAfter.toFixed(2)} after hydration; bare page hydrated at ${floor} ms).`,
      "",
      table(
        [
          "Variant",
          "Route",
          "Performance",
          "LCP",
          "LCP (applied)",
          "TBT",
          "CLS",
          "Hydrated",
          "− bare",
        ],
        rows.map((r) => [
          r.variant,
          `\`${r.route}\``,
          r.performance,
          r.lcpMs,
          r.appliedLcpMs,
          r.tbtMs,
          r.cls,
          r.hydratedMs,
          r.overBareMs,
        ]),
      ),
    ].join("\n"),
  );
} finally {
  for (const server of servers) await server.stop();
  for (const dir of dirs.values()) removeProject(dir);
}
