// `npm run bench`: builds the site, serves it with `next start` on 127.0.0.1, and measures
//  1. per key route and the bare page: the 1-minute load average, first paint against the last
//     script's arrival (bench/first-paint.ts), Lighthouse (mobile defaults, system Chromium)
//     five runs with simulated throttling and three with applied throttling, medians kept;
//     and, under Lighthouse's mobile conditions applied for real, how long each of its controls
//     takes to answer and, in rounds that load the bare page and every key route in turn, when
//     the page hydrates (bench/interactivity.ts);
//  2. the JavaScript every registered route transfers on a first visit, as floor + overhead,
//     the floor being a bare Next.js page built with the same next and react (bench/bare.ts).
// Writes bench/report.json and bench/report.md. Run it alone on the machine: Lighthouse's
// blocking-time figures are meaningless when other processes share the two cores.
//
// Options: --skip-build (measure the current .next), --runs N (Lighthouse runs per route),
//          --applied-runs N (applied-throttling runs), --lighthouse /a,/b (routes to audit),
//          --port N.
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BARE_DIR, buildBare } from "./bare.ts";
import { measureFirstPaint } from "./first-paint.ts";
import {
  CONDITIONS,
  FLOOR_INTERACTIONS,
  FLOOR_ROUTE,
  HYDRATION_OVER_BARE_MS,
  HYDRATION_ROUNDS,
  measureHydrationRounds,
  SLOWER_CPU,
  SLOWEST_CPU,
  measureInteractions,
  INTERACTION_RUNS,
} from "./interactivity.ts";
import { launchBrowser, measureScripts, type ScriptLoad } from "./js-weight.ts";
import { weighRoutes } from "./page-weight.ts";
import { BLOCKED_URL_PATTERNS, lighthouse, type LighthouseResult } from "./lighthouse.ts";
import {
  chromiumVersion,
  gitState,
  kb,
  KEY_ROUTES,
  log,
  median,
  packageVersion,
  ROOT,
  run,
  settle,
  startNext,
} from "./lib.ts";
import { writeMarkdown } from "./report.ts";

const { values: options } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    "applied-runs": { type: "string", default: "3" },
    lighthouse: {
      type: "string",
      default: KEY_ROUTES.join(","),
    },
    port: { type: "string", default: "3311" },
  },
});
const RUNS = Number(options.runs);
const APPLIED_RUNS = Number(options["applied-runs"]);
const LIGHTHOUSE_ROUTES = options.lighthouse.split(",").filter(Boolean);
const PORT = Number(options.port);
/** Routes whose controls are timed though Lighthouse does not audit them (the list). */
const INTERACTION_ONLY_ROUTES = ["/ip-deadline-calculator"];

export const TARGETS: {
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  lcpMs: number;
  tbtOverBareMs: number;
  appliedLcpOverBareMs: number;
  cls: number;
  hydrationOverBareMs: number;
  interactionMs: number;
  paintedFirst: number;
  overheadKb: Record<string, number>;
} = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1500,
  /** TBT and applied-throttling LCP are judged against the bare page's, measured in the same run. */
  tbtOverBareMs: 100,
  appliedLcpOverBareMs: 400,
  cls: 0.01,
  /** Hydration (4x CPU, 150 ms RTT, 1.6 Mbps) within this much of the bare page's. */
  hydrationOverBareMs: HYDRATION_OVER_BARE_MS,
  /** Every measured interaction's slowest event (INP's measure), ms. */
  interactionMs: 100,
  /** First paint before the last script arrives, in at least this many of five loads. */
  paintedFirst: 4,
  /** First-load JS over the floor, KB (1,024 bytes) of compressed transfer. */
  overheadKb: { home: 60, content: 25 },
};

/** Registered routes, read from the running site's sitemap (generated from the registry). */
async function registeredRoutes(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  if (paths.length === 0) throw new Error("sitemap.xml lists no routes");
  return [...new Set(paths)];
}

/** "home", "content" (a service or audience page of the shared [slug] route) or "page". */
function routeKinds(): (route: string) => string {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, ".next", "prerender-manifest.json"), "utf8"),
  ) as { routes: Record<string, { srcRoute?: string | null }> };
  const kinds = new Map<string, string>();
  for (const [route, info] of Object.entries(manifest.routes))
    kinds.set(route, route === "/" ? "home" : info.srcRoute === "/[slug]" ? "content" : "page");
  return (route) => kinds.get(route) ?? "page";
}

type ScriptsMeasure = Awaited<ReturnType<typeof measureScripts>>;

async function measureAllScripts(origin: string, bareOrigin: string, routes: string[]) {
  const browser = await launchBrowser();
  try {
    const floorRuns: ScriptsMeasure[] = [];
    for (let i = 0; i < 3; i++) floorRuns.push(await measureScripts(browser, `${bareOrigin}/`));
    const floor = {
      atLoad: median(floorRuns.map((r) => r.atLoad)),
      total: median(floorRuns.map((r) => r.total)),
      count: floorRuns[0]!.count,
      encodings: floorRuns[0]!.encodings,
      scripts: floorRuns[0]!.scripts.map(({ url, bytes }) => ({ url, bytes })),
    };
    log(`floor: ${kb(floor.total)} KB of script in ${floor.count} files`);
    const kindOf = routeKinds();
    const results: (ScriptsMeasure & { path: string; kind: string })[] = [];
    for (const route of routes) {
      const m = await measureScripts(browser, origin + route, { withMarkers: true });
      results.push({ path: route, kind: kindOf(route), ...m });
      log(
        `js ${route}: ${kb(m.atLoad)} KB at load, ${kb(m.total)} KB after idle (${m.count} files)`,
      );
    }
    return { floor, results };
  } finally {
    await browser.close();
  }
}

async function timeControls(origin: string, routes: string[]) {
  const timed: {
    path: string;
    loadAverage: number;
    interactions: Awaited<ReturnType<typeof measureInteractions>>;
  }[] = [];
  for (const route of routes) {
    const loadAverage = await settle();
    const browser = await launchBrowser();
    const interactions = await measureInteractions(browser, origin, route).finally(() =>
      browser.close(),
    );
    log(
      `interactions ${route}: worst ${interactions.worst.name} ${interactions.worst.durationMs} ms`,
    );
    timed.push({ path: route, loadAverage, interactions });
  }
  return timed;
}

/**
 * Throttled first paint and hydration of the bare page and every key route, loaded in the same
 * rotating rounds so that the gap between them is not the machine's drift between two batches.
 */
async function timeHydration(
  bareOrigin: string,
  siteOrigin: string,
  routes: string[],
  cpuSlowdown = CONDITIONS.cpuSlowdown,
) {
  const loadAverage = await settle();
  const bareUrl = `${bareOrigin}/`;
  const browser = await launchBrowser();
  const byUrl = await measureHydrationRounds(
    browser,
    [bareUrl, ...routes.map((route) => siteOrigin + route)],
    HYDRATION_ROUNDS,
    cpuSlowdown,
  ).finally(() => browser.close());
  const loadAfter = os.loadavg()[0]!;
  for (const [url, { firstPaintMs, hydratedMs }] of byUrl)
    log(
      `hydration ${url} at ${cpuSlowdown}x CPU: painted ${firstPaintMs} ms, hydrated ${hydratedMs} ms (throttled)`,
    );
  return {
    cpuSlowdown,
    loadAverage: { before: loadAverage, after: loadAfter },
    floor: byUrl.get(bareUrl),
    routes: new Map(routes.map((route) => [route, byUrl.get(siteOrigin + route)])),
  };
}

type Hydration =
  Awaited<ReturnType<typeof measureHydrationRounds>> extends Map<string, infer H> ? H : never;
type RunResult = LighthouseResult & { loadAverage: { before: number; after: number } };

async function auditRoutes(origin: string, routes: string[], prefix: string) {
  const audited: {
    path: string;
    loadAverage: number;
    firstPaint: Awaited<ReturnType<typeof measureFirstPaint>>;
    interactions: Awaited<ReturnType<typeof measureInteractions>>;
    applied: { runs: number; lcpMs: number | null; fcpMs: number | null };
    median: ReturnType<typeof medians>;
    runs: RunResult[];
    hydration?: Hydration;
  }[] = [];
  for (const route of routes) {
    const name = `${prefix}${route === "/" ? "home" : route.slice(1).replace(/\//g, "_")}`;
    // Above ~1 on two cores, something besides this benchmark was competing for the CPU; the
    // previous route's own Chromium runs count too, so let the machine settle first.
    const loadAverage = await settle();
    const browser = await launchBrowser();
    let firstPaint: Awaited<ReturnType<typeof measureFirstPaint>>;
    let interactions: Awaited<ReturnType<typeof measureInteractions>>;
    try {
      firstPaint = await measureFirstPaint(browser, origin + route, 5);
      // The bare page has no controls: its app's second page holds the interactions' floor.
      interactions = prefix
        ? await measureInteractions(
            browser,
            origin,
            FLOOR_ROUTE,
            INTERACTION_RUNS,
            FLOOR_INTERACTIONS,
          )
        : await measureInteractions(browser, origin, route);
    } finally {
      await browser.close();
    }
    log(
      `first paint ${prefix}${route}: ${firstPaint.firstPaintMs} ms, last script ${firstPaint.lastScriptMs} ms, ` +
        `painted first in ${firstPaint.paintedFirst} of ${firstPaint.runs}` +
        (interactions
          ? `; worst interaction ${interactions.worst.name} ${interactions.worst.durationMs} ms`
          : ""),
    );
    const applied: LighthouseResult[] = [];
    for (let i = 1; i <= APPLIED_RUNS; i++) {
      const result = await lighthouse(origin + route, `${name}-applied-${i}`, {
        throttling: "devtools",
      });
      log(
        `lighthouse (applied) ${prefix}${route} #${i}: LCP ${Math.round(result.metrics.lcpMs ?? 0)} ms`,
      );
      applied.push(result);
    }
    const runs: RunResult[] = [];
    for (let i = 1; i <= RUNS; i++) {
      const label = `${name}-${i}`;
      const loadBefore = os.loadavg()[0]!;
      // Above ~1 on two cores, something besides this run was competing for the CPU.
      const result: RunResult = {
        ...(await lighthouse(origin + route, label)),
        loadAverage: { before: loadBefore, after: os.loadavg()[0]! },
      };
      log(
        `lighthouse ${prefix}${route} #${i}: perf ${result.scores.performance}, a11y ${result.scores.accessibility}, ` +
          `bp ${result.scores["best-practices"]}, seo ${result.scores.seo}, ` +
          `LCP ${Math.round(result.metrics.lcpMs ?? 0)} ms, TBT ${Math.round(result.metrics.tbtMs ?? 0)} ms`,
      );
      runs.push(result);
    }
    audited.push({
      path: route,
      loadAverage,
      firstPaint,
      interactions,
      applied: {
        runs: applied.length,
        lcpMs: median(applied.map((r) => r.metrics.lcpMs)),
        fcpMs: median(applied.map((r) => r.metrics.fcpMs)),
      },
      median: medians(runs),
      runs,
    });
  }
  return audited;
}

function medians(runs: RunResult[]) {
  const first = runs[0]!;
  const pick = (get: (run: RunResult) => number | null) => median(runs.map(get));
  const scores: Record<string, number | null> = {};
  for (const id of Object.keys(first.scores)) scores[id] = pick((r) => r.scores[id] ?? null);
  const metrics = {} as Record<keyof RunResult["metrics"], number | null>;
  for (const id of Object.keys(first.metrics) as (keyof RunResult["metrics"])[])
    metrics[id] = pick((r) => r.metrics[id]);
  // Audits that cost points, with how many of the runs they failed in.
  type Failing = RunResult["failing"][string][number] & { runs: number };
  const failing: Record<string, Failing[]> = {};
  for (const category of Object.keys(first.failing)) {
    const seen = new Map<string, Failing>();
    for (const r of runs)
      for (const audit of r.failing[category] ?? []) {
        const entry = seen.get(audit.id) ?? { ...audit, runs: 0 };
        entry.runs += 1;
        seen.set(audit.id, entry);
      }
    failing[category] = [...seen.values()];
  }
  const lcpElements = [
    ...new Set(runs.map((r) => r.lcpElement).filter((e): e is string => Boolean(e))),
  ];
  // The run whose TBT is the median one: its long tasks and bytes explain the figures.
  const typical = runs.slice().sort((a, b) => a.metrics.tbtMs! - b.metrics.tbtMs!)[
    Math.floor(runs.length / 2)
  ]!;
  return {
    scores,
    metrics,
    failing,
    lcpElements,
    longTasks: typical.longTasks,
    bytesByType: typical.bytesByType,
    loadAverage: {
      min: Math.min(...runs.map((r) => r.loadAverage.before)),
      max: Math.max(...runs.map((r) => Math.max(r.loadAverage.before, r.loadAverage.after))),
    },
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    retries: runs.reduce((total, r) => total + (r.retries ?? 0), 0),
  };
}

/**
 * Per route: first-load JS (requested before the visitor engages) over the floor, the target that
 * applies, and whether it is met. Scripts requested later are lazy islands (the particles) and
 * Next's prefetches of the routes the page links to: reported, not counted.
 */
function weighJs({ floor, results }: Awaited<ReturnType<typeof measureAllScripts>>) {
  const firstLoad = (r: ScriptsMeasure) => r.scripts.filter((x) => x.firstLoad);
  // Scripts every route loads (the shared layout) versus those a route adds on its own.
  const common = results
    .map((r) => new Set(firstLoad(r).map((x) => x.url)))
    .reduce((a, b) => new Set([...a].filter((url) => b.has(url))));
  const brief = ({ url, bytes, holds }: ScriptLoad) => ({ url, bytes, holds });
  return results.map((r) => {
    const targetKb = TARGETS.overheadKb[r.kind] ?? null;
    const overhead = r.atLoad - floor.atLoad!;
    const shared = firstLoad(r).filter((x) => common.has(x.url));
    return {
      path: r.path,
      kind: r.kind,
      status: r.status,
      atLoad: r.atLoad,
      total: r.total,
      overhead,
      targetKb,
      met: targetKb == null ? null : overhead <= targetKb * 1024,
      scriptCount: r.count,
      encodings: r.encodings,
      sharedBytes: shared.reduce((t, x) => t + x.bytes, 0),
      sharedScripts: shared.map(brief),
      ownScripts: firstLoad(r)
        .filter((x) => !common.has(x.url))
        .map(brief),
      laterScripts: r.scripts.filter((x) => !x.firstLoad).map(brief),
    };
  });
}

/** The whole report, as bench/report.json holds it and report.mjs writes it out. */
function assembleReport({
  started,
  js,
  floorAudit,
  audited,
  interactionOnly,
  hydration,
  slowerHydration,
  slowestHydration,
  pageWeights,
}: {
  started: number;
  js: Awaited<ReturnType<typeof measureAllScripts>>;
  floorAudit: Awaited<ReturnType<typeof auditRoutes>>[number];
  audited: Awaited<ReturnType<typeof auditRoutes>>;
  interactionOnly: Awaited<ReturnType<typeof timeControls>>;
  hydration: Awaited<ReturnType<typeof timeHydration>>;
  slowerHydration: Awaited<ReturnType<typeof timeHydration>>;
  slowestHydration: Awaited<ReturnType<typeof timeHydration>>;
  pageWeights: Awaited<ReturnType<typeof weighRoutes>>;
}) {
  const weights = weighJs(js);
  return {
    generatedAt: new Date().toISOString(),
    durationSeconds: Math.round((Date.now() - started) / 1000),
    environment: {
      node: process.version,
      next: packageVersion("next"),
      react: packageVersion("react"),
      lighthouse: packageVersion("lighthouse"),
      chromium: chromiumVersion(),
      cpus: os.cpus().length,
      ...gitState(),
    },
    method: {
      lighthouseRuns: RUNS,
      appliedRuns: APPLIED_RUNS,
      lighthouseFormFactor: "mobile (Lighthouse defaults: simulated throttling)",
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      captcha: "off (no reCAPTCHA keys in the bench server's environment)",
      interactivityConditions: CONDITIONS,
      hydration: {
        rounds: HYDRATION_ROUNDS,
        loadAverage: hydration.loadAverage,
      },
      jsMeasurement:
        "Chromium via Playwright, Moto G4 emulation, empty cache; compressed script bytes (responseBodySize)",
    },
    targets: TARGETS,
    // Before-and-after figures recorded while each change was made (bench/changes.json).
    changes: JSON.parse(readFileSync(path.join(ROOT, "bench", "changes.json"), "utf8")),
    floor: {
      ...js.floor,
      lighthouse: floorAudit.median,
      loadAverage: floorAudit.loadAverage,
      firstPaint: floorAudit.firstPaint,
      hydration: floorAudit.hydration,
      interactions: floorAudit.interactions,
      applied: floorAudit.applied,
    },
    lighthouse: audited,
    interactionOnly,
    // The same rounds on a slower phone's CPU (SLOWER_CPU): gaps against max(300 ms, 20%).
    slowerHydration: {
      cpuSlowdown: slowerHydration.cpuSlowdown,
      loadAverage: slowerHydration.loadAverage,
      floor: slowerHydration.floor,
      routes: [...slowerHydration.routes].map(([path, hydration]) => ({ path, hydration })),
    },
    // And slower still (SLOWEST_CPU), against the same allowance.
    slowestHydration: {
      cpuSlowdown: slowestHydration.cpuSlowdown,
      loadAverage: slowestHydration.loadAverage,
      floor: slowestHydration.floor,
      routes: [...slowestHydration.routes].map(([path, hydration]) => ({ path, hydration })),
    },
    // What each page weighs as served: HTML, inline React payload, elements (bench/page-weight.ts).
    pageWeights,
    js: weights,
  };
}

export type Report = ReturnType<typeof assembleReport>;

async function main() {
  const started = Date.now();
  if (!options["skip-build"]) {
    log("building the site (npm run build)");
    await run("npm", ["run", "build"]);
  }
  await buildBare();

  const site = await startNext({ port: PORT, name: "site" });
  const bare = await startNext({ cwd: BARE_DIR, port: PORT + 1, name: "bare" });
  let js: Awaited<ReturnType<typeof measureAllScripts>>;
  let floorAudit: Awaited<ReturnType<typeof auditRoutes>>[number];
  let audited: Awaited<ReturnType<typeof auditRoutes>>;
  let interactionOnly: Awaited<ReturnType<typeof timeControls>>;
  let hydration: Awaited<ReturnType<typeof timeHydration>>;
  let slowerHydration: Awaited<ReturnType<typeof timeHydration>>;
  let slowestHydration: Awaited<ReturnType<typeof timeHydration>>;
  let pageWeights: Awaited<ReturnType<typeof weighRoutes>>;
  try {
    const routes = await registeredRoutes(site.origin);
    log(`${routes.length} registered routes`);
    js = await measureAllScripts(site.origin, bare.origin, routes);
    floorAudit = (await auditRoutes(bare.origin, ["/"], "bare-"))[0]!;
    audited = await auditRoutes(site.origin, LIGHTHOUSE_ROUTES, "");
    interactionOnly = await timeControls(site.origin, INTERACTION_ONLY_ROUTES);
    hydration = await timeHydration(bare.origin, site.origin, LIGHTHOUSE_ROUTES);
    floorAudit.hydration = hydration.floor;
    for (const audit of audited) audit.hydration = hydration.routes.get(audit.path);
    slowerHydration = await timeHydration(bare.origin, site.origin, LIGHTHOUSE_ROUTES, SLOWER_CPU);
    slowestHydration = await timeHydration(
      bare.origin,
      site.origin,
      LIGHTHOUSE_ROUTES,
      SLOWEST_CPU,
    );
    pageWeights = [
      ...(await weighRoutes(bare.origin, ["/"])).map((w) => ({ ...w, path: "bare page" })),
      ...(await weighRoutes(site.origin, LIGHTHOUSE_ROUTES)),
    ];
  } finally {
    await bare.stop();
    await site.stop();
  }

  const report = assembleReport({
    started,
    js,
    floorAudit,
    audited,
    interactionOnly,
    hydration,
    slowerHydration,
    slowestHydration,
    pageWeights,
  });
  writeFileSync(path.join(ROOT, "bench", "report.json"), JSON.stringify(report, null, 2) + "\n");
  writeMarkdown(report, path.join(ROOT, "bench", "report.md"));
  log(`wrote bench/report.md and bench/report.json in ${report.durationSeconds} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
