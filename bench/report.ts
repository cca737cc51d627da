// Turns bench/report.json's object into bench/report.md: tables, then every missed target with
// how far off it is and what the measurements say about why.
import { writeFileSync } from "node:fs";
import { hydrationAllowance, INTERACTION_RUNS } from "./interactivity.ts";
import { kb, table } from "./lib.ts";
import type { Report } from "./run.ts";
import { WEIGHT_HEADERS, weightRows } from "./page-weight.ts";

type Targets = Report["targets"];
type Floor = Report["floor"];
type AuditedRoute = Report["lighthouse"][number];
type TimedRoute = AuditedRoute | Report["interactionOnly"][number];
type JsRoute = Report["js"][number];
type Brief = JsRoute["ownScripts"][number];
type Interactions = AuditedRoute["interactions"];
type Hydration = NonNullable<AuditedRoute["hydration"]>;

const ms = (value: number | null | undefined) => (value == null ? null : `${Math.round(value)} ms`);
const s = (value: number | null | undefined) => (value == null ? null : `${(value / 1000).toFixed(2)} s`);
const kbText = (bytes: number | null | undefined) => (bytes == null ? null : `${kb(bytes)} KB`);
const signedKb = (bytes: number) => `${bytes >= 0 ? "+" : "−"}${kb(Math.abs(bytes))} KB`;

const bytesOf = (byType: Record<string, number> | undefined, ...types: string[]) => types.reduce((t, type) => t + (byType?.[type] ?? 0), 0);

/** A long task's source in words: a chunk (with the libraries it holds), the HTML, or rendering. */
function taskSource(url: string | undefined, holdsByUrl: Map<string, string[] | undefined>) {
  if (!url || url === "Unattributable") return "rendering/style work";
  let pathname = url;
  try {
    pathname = new URL(url).pathname;
  } catch {
    // not a URL
  }
  if (!pathname.startsWith("/_next/")) return `the HTML of ${pathname}`;
  const holds = holdsByUrl.get(pathname);
  return `${pathname.split("/").pop()}${holds?.length ? ` (${holds.join(", ")})` : ""}`;
}

/** One bullet per route that misses a Lighthouse target, with what the run shows about why. */
function lighthouseMisses(
  route: AuditedRoute,
  targets: Targets,
  holdsByUrl: Map<string, string[] | undefined>,
  bare: Floor,
) {
  const { scores, metrics, failing, lcpElements, longTasks, bytesByType } = route.median;
  const tbtLimit = bare.lighthouse.metrics.tbtMs! + targets.tbtOverBareMs;
  const appliedLimit = bare.applied.lcpMs! + targets.appliedLcpOverBareMs;
  const misses: string[] = [];
  for (const category of ["performance", "accessibility", "best-practices", "seo"] as const)
    if (scores[category] != null && scores[category]! < targets[category])
      misses.push(`${category} ${scores[category]} (${scores[category]! - targets[category]})`);
  const { lcpMs, tbtMs, cls } = metrics as Record<keyof typeof metrics, number>;
  if (lcpMs > targets.lcpMs)
    misses.push(`LCP ${s(lcpMs)} (+${s(lcpMs - targets.lcpMs)})`);
  if (tbtMs > tbtLimit)
    misses.push(`TBT ${ms(tbtMs)} (+${ms(tbtMs - tbtLimit)} over the bare page + ${targets.tbtOverBareMs} ms)`);
  if (cls > targets.cls)
    misses.push(`CLS ${cls.toFixed(3)} (+${(cls - targets.cls).toFixed(3)})`);
  const appliedLcp = route.applied.lcpMs!;
  if (appliedLcp > appliedLimit)
    misses.push(`applied-throttling LCP ${s(appliedLcp)} (+${s(appliedLcp - appliedLimit)} over the bare page + ${s(targets.appliedLcpOverBareMs)})`);
  if (route.firstPaint.paintedFirst < targets.paintedFirst)
    misses.push(`painted before its scripts arrived in only ${route.firstPaint.paintedFirst} of ${route.firstPaint.runs} loads`);
  if (misses.length === 0) return [];

  const lines = [`- \`${route.path}\`: ${misses.join(", ")}.`];
  if (lcpMs > targets.lcpMs)
    lines.push(
      `  - LCP: ${lcpElements.length ? `the largest paint is ${lcpElements.map((e) => `"${e.slice(0, 60)}"`).join(" / ")}; ` : ""}` +
        `the page transfers ${kbText(bytesOf(bytesByType, "Script"))} of script, ${kbText(bytesOf(bytesByType, "Font"))} of font, ` +
        `${kbText(bytesOf(bytesByType, "Stylesheet"))} of CSS and ${kbText(bytesOf(bytesByType, "Document"))} of HTML, all over one simulated slow 4G link (1.6 Mbit/s, 150 ms round trips).`,
    );
  if (tbtMs > tbtLimit && longTasks?.length)
    lines.push(
      `  - TBT: the longest main-thread tasks in Lighthouse's simulation (4x CPU slowdown) are ` +
        longTasks
          .map((t) => `${taskSource(t.url, holdsByUrl)} ${t.durationMs} ms at ${s(t.startMs)}`)
          .join("; ") +
        ".",
    );
  for (const category of ["accessibility", "best-practices", "seo"])
    for (const audit of failing[category] ?? [])
      lines.push(
        `  - ${category}: ${audit.title} (\`${audit.id}\`, in ${audit.runs} of the runs)` +
          (audit.items?.length ? `: ${audit.items.filter(Boolean).join("; ")}` : "") +
          ".",
      );
  return lines;
}

function describeScripts(scripts: Brief[]) {
  return scripts
    .slice(0, 4)
    .map((x) => `${x.url.split("/").pop()} ${kbText(x.bytes)}${x.holds?.length ? ` (${x.holds.join(", ")})` : ""}`)
    .join(", ");
}

/** Routes over their JS target, grouped when they load exactly the same scripts. */
function jsMisses(report: Report) {
  const groups = new Map<string, JsRoute[]>();
  for (const r of report.js.filter((x) => x.met === false)) {
    const key = `${r.overhead}|${r.targetKb}|${r.ownScripts.map((x) => x.url).join(",")}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((routes) => {
    const r = routes[0]!;
    const over = r.overhead - r.targetKb! * 1024;
    const shared = r.sharedBytes - report.floor.atLoad!;
    const own = r.ownScripts.reduce((t, x) => t + x.bytes, 0);
    const names = routes.map((x) => `\`${x.path}\``);
    const who =
      routes.length > 4
        ? `${routes.length} ${r.kind === "content" ? "service and audience " : ""}pages (${names.slice(0, 3).join(", ")}, …)`
        : names.join(", ");
    return (
      `${who}: first-load JS ${kbText(r.overhead)} over the floor, ${kbText(over)} above the ${r.targetKb} KB target. ` +
      `The scripts every route loads come to ${kbText(r.sharedBytes)} (${signedKb(shared)} against the floor)` +
      (r.ownScripts.length
        ? `; ${routes.length > 1 ? "each" : "this route"} adds ${kbText(own)}: ${describeScripts(r.ownScripts)}.`
        : `, and ${routes.length > 1 ? "these pages add" : "this page adds"} nothing of their own: the overshoot is the shared layout's islands.`)
    );
  });
}

/** An interaction's figure: the Event Timing API reports no event shorter than 16 ms. */
const eventMs = (value: number) => (value === 0 ? "< 16 ms" : ms(value));

/** Hydration and interaction figures, and what misses their targets. */
function interactivity(report: Report) {
  const { targets, floor } = report;
  const hydrationLimit = floor.hydration!.hydratedMs + targets.hydrationOverBareMs;
  const routes: TimedRoute[] = [...report.lighthouse, ...(report.interactionOnly ?? [])];
  const misses: string[] = [];
  for (const r of routes) {
    const hydration = "hydration" in r ? r.hydration : undefined;
    if (hydration && hydration.hydratedMs > hydrationLimit)
      misses.push(
        `\`${r.path}\` hydrates at ${ms(hydration.hydratedMs)}, ${ms(hydration.hydratedMs - floor.hydration!.hydratedMs)} after the bare page (target: within ${ms(targets.hydrationOverBareMs)}).`,
      );
    for (const i of r.interactions?.interactions ?? [])
      if (i.durationMs >= targets.interactionMs)
        misses.push(`\`${r.path}\`: ${i.name} takes ${ms(i.durationMs)} (target: under ${ms(targets.interactionMs)}).`);
  }
  return { hydrationLimit, routes, misses };
}

/** How the hydration figures were taken: in rounds beside the bare page, or (older reports) in a batch per page. */
function hydrationMethod(rounds: Report["method"]["hydration"] | undefined) {
  if (!rounds) return "median of 5 loads of each page in a batch of its own. ";
  const { before, after } = rounds.loadAverage;
  const load = (value: number) => (value > 1 ? `**${value.toFixed(2)}**` : value.toFixed(2));
  return (
    `medians of ${rounds.rounds} rounds, each loading the bare page and every route once, in turn, so that the machine's drift falls on all of them alike ` +
    `(load average ${load(before)} before the rounds, ${load(after)} after, their own Chromium included). The "Load avg" column is read before each route's other measurements. `
  );
}

/** The hydration rounds again on a slower CPU: each gap in ms and as a share of the bare page. */
function slowerHydrationSection(slower: Report["slowerHydration"]) {
  const floor = slower.floor!.hydratedMs;
  const allowance = hydrationAllowance(floor);
  const gapText = (hydratedMs: number) => {
    const gap = hydratedMs - floor;
    const text = `${gap >= 0 ? "+" : "−"}${ms(Math.abs(gap))} (${Math.round((gap / floor) * 100)}%)`;
    return gap > allowance ? `**${text}**` : text;
  };
  const { before, after } = slower.loadAverage;
  return [
    `## Hydration on a slower phone (${slower.cpuSlowdown}x CPU)`,
    "",
    `The rounds of the table above again, at ${slower.cpuSlowdown}x CPU slowdown (load average ${before.toFixed(2)} before, ${after.toFixed(2)} after). Target: within max(300 ms, 20% of the bare page's time) of the bare page, ${ms(allowance)} in this run.`,
    "",
    table(
      ["Route", "First paint", "Hydrated", "Hydrated − bare (share of bare)"],
      [
        ...slower.routes.map(({ path, hydration }) => [
          `\`${path}\``,
          ms(hydration?.firstPaintMs),
          ms(hydration?.hydratedMs),
          hydration ? gapText(hydration.hydratedMs) : "—",
        ]),
        ["*bare page (floor)*", ms(slower.floor!.firstPaintMs), ms(floor), "+0 ms (0%)"],
      ],
    ),
  ];
}

function interactivitySection(report: Report) {
  const { targets, floor } = report;
  const c = report.method.interactivityConditions;
  const { hydrationLimit, routes } = interactivity(report);
  const hydrationText = (h: Hydration | undefined) =>
    h == null ? "—" : h.hydratedMs <= hydrationLimit ? ms(h.hydratedMs) : `**${ms(h.hydratedMs)}**`;
  const eventText = (durationMs: number) =>
    durationMs < targets.interactionMs ? eventMs(durationMs) : `**${ms(durationMs)}**`;
  const worstText = (i: Interactions | undefined) => (i == null ? "—" : `${i.worst.name}: ${eventText(i.worst.durationMs)}`);
  const eventRows = (label: string, r: { interactions?: Interactions }) =>
    (r.interactions?.interactions ?? []).map((i) => [label, i.name, eventText(i.durationMs)]);
  const row = (
    label: string,
    r: { loadAverage?: number; hydration?: Hydration; interactions?: Interactions },
  ) => [
    label,
    r.loadAverage == null ? null : r.loadAverage > 1 ? `**${r.loadAverage.toFixed(2)}**` : r.loadAverage.toFixed(2),
    r.hydration ? ms(r.hydration.firstPaintMs) : "—",
    hydrationText(r.hydration),
    r.hydration ? `${r.hydration.hydratedMs >= floor.hydration!.hydratedMs ? "+" : "−"}${ms(Math.abs(r.hydration.hydratedMs - floor.hydration!.hydratedMs))}` : "—",
    worstText(r.interactions),
  ];
  return [
    "## Interactivity (applied mobile conditions, medians)",
    "",
    `Headless Chromium through the DevTools protocol at Lighthouse's mobile conditions, applied for real: ${c.cpuSlowdown}x CPU slowdown, ${c.latencyMs} ms round trip, ${(c.downKbps / 1024).toFixed(1)} Mbps down, ${c.upKbps} Kbps up; a new context per load. ` +
      "\"Hydrated\" is when `<body>` first carries React's fiber (React adopts it last of the elements it hydrates), at phone size; " +
      hydrationMethod(report.method.hydration) +
      `Interactions: each control of the issue's list used on a freshly hydrated page (phone or desktop width, as a visitor would use it), ${INTERACTION_RUNS} loads; an interaction's figure is its slowest event by the Event Timing API (input delay, processing and the wait for the next paint, as INP counts it), median over the loads.`,
    "",
    table(
      ["Route", "Load avg", "First paint", "Hydrated", "Hydrated − bare", "Worst interaction"],
      [...routes.map((r) => row(`\`${r.path}\``, r)), row("*bare page (floor)*", floor)],
    ),
    "",
    `Targets: hydrated within ${ms(targets.hydrationOverBareMs)} of the bare page (≤ ${ms(hydrationLimit)} in this run); every interaction under ${ms(targets.interactionMs)}. A figure in bold misses its target.`,
    "",
    "### Every interaction",
    "",
    table(
      ["Route", "Interaction", "Slowest event"],
      [
        ...routes.flatMap((r) => eventRows(`\`${r.path}\``, r)),
        ...eventRows("*bare page (floor)*", floor),
      ],
    ),
    "",
    "The floor's interactions run on a second page of the bare app, with no client component (`/floor`): a `<details>` of as many links as the IP Services panel opening, and a submit whose required field is empty, which the browser answers by focusing the field, scrolled up into view, as the contact form's client-side checks do. What they take is the browser's own work on this machine (style, layout, paint and raster of what the interaction shows), which no change to the site can take away.",
  ];
}

export function writeMarkdown(report: Report, file: string): void {
  const { targets, floor, environment: env } = report;
  const lines: string[] = [];
  lines.push("# Benchmark report", "");
  lines.push(
    `Generated by \`npm run bench\` on ${report.generatedAt.slice(0, 16).replace("T", " ")} UTC in ${Math.round(report.durationSeconds / 60)} min, ` +
      `at commit ${env.commit ?? "?"}${env.uncommittedFiles ? ` plus ${env.uncommittedFiles} uncommitted file(s) in the working tree` : ""}. ` +
      `Node ${env.node}, next ${env.next}, react ${env.react}, Lighthouse ${env.lighthouse}, ${env.chromium ?? "Chromium"}, ${env.cpus} CPU cores.`,
    "",
  );
  lines.push("## How it was measured", "");
  lines.push(
    `- \`npm run build\`, then \`next start\` on 127.0.0.1, under the shared machine lock: no other build, browser or test ran meanwhile, though lighter work (type checks, unit tests) may have; the load average under Targets missed says how busy the two cores were.`,
    `- Lighthouse ${env.lighthouse} CLI with its mobile defaults (Moto G Power emulation, simulated slow 4G, 4x CPU slowdown), ${report.method.lighthouseRuns} runs per route; each figure is the median of the runs. A run that ends in a Lighthouse runtime error is retried up to twice. \"LCP (applied)\" is the median of ${report.method.appliedRuns} further runs with applied throttling (\`--throttling-method=devtools\`: the load itself is slowed rather than simulated).`,
    "- First paint against scripts: each route loaded 5 times in headless Chromium at phone size without throttling (the method of `shared/tools/first-paint.mjs`); medians of the first paint and of the moment the last script finished arriving, and in how many loads the page painted first. Lighthouse's simulated LCP is charged for every request that finished before the observed paint.",
    "- The 1-minute load average is read before each route; on two cores a figure above 1.0 means something else competed for the CPU, and the report says so.",
    "- Lighthouse loads each page and does not interact with it, so what waits for the visitor's first movement, scroll, touch or key press (the hero's particles on /, the phone drawer's code) and what waits for a hovered or touched link (route prefetch) is outside its figures. The JavaScript table below counts the engagement-loaded code under \"Later\".",
    `- Third-party requests were blocked during Lighthouse (\`${report.method.blockedUrlPatterns.join("`, `")}\`): the machine has no internet, and reCAPTCHA was off (no keys set), so no route asked for them except map frames where a page has them.`,
    "- JavaScript: every route in sitemap.xml (the registry) opened once in Chromium with an empty cache and phone emulation; the compressed bytes of every script response are summed. " +
      "\"First load\" counts the scripts requested before the visitor engages (all a page loads on its own to render and hydrate, including the chunks its loader starts after the first paint); what the page requests once it has been scrolled (the visitor's first engagement), is listed apart. Inline scripts inside the HTML count as HTML, not here.",
    `- Floor: a bare Next.js page (one heading, no client component) built in a temporary directory outside the repository with the same next and react: **${kbText(floor.atLoad)}** of script in ${floor.count} files (${floor.encodings.join(", ")}). Overhead = route − floor. KB = 1,024 bytes.`,
    "",
  );

  lines.push("## Lighthouse (mobile, medians)", "");
  const fmtScore = (value: number | null | undefined, target: number) => (value == null ? null : value >= target ? `${value}` : `**${value}**`);
  const fmtMetric = (value: number | null | undefined, target: number, text: string | null | undefined) => (value == null ? null : value <= target ? text : `**${text}**`);
  const tbtLimit = floor.lighthouse.metrics.tbtMs! + targets.tbtOverBareMs;
  const appliedLimit = floor.applied.lcpMs! + targets.appliedLcpOverBareMs;
  const lhRow = (label: string, route: AuditedRoute | Floor, isBare = false) => {
    const m = "median" in route ? route.median : route.lighthouse;
    const fp = route.firstPaint;
    return [
      label,
      route.loadAverage == null ? null : route.loadAverage > 1 ? `**${route.loadAverage.toFixed(2)}**` : route.loadAverage.toFixed(2),
      fmtScore(m.scores.performance, targets.performance),
      fmtScore(m.scores.accessibility, targets.accessibility),
      fmtScore(m.scores["best-practices"], targets["best-practices"]),
      fmtScore(m.scores.seo, targets.seo),
      fmtMetric(m.metrics.lcpMs, targets.lcpMs, s(m.metrics.lcpMs)),
      isBare ? s(route.applied.lcpMs) : fmtMetric(route.applied.lcpMs, appliedLimit, s(route.applied.lcpMs)),
      isBare ? ms(m.metrics.tbtMs) : fmtMetric(m.metrics.tbtMs, tbtLimit, ms(m.metrics.tbtMs)),
      fmtMetric(m.metrics.cls, targets.cls, m.metrics.cls?.toFixed(3)),
      s(m.metrics.fcpMs),
      `${fp.firstPaintMs} / ${fp.lastScriptMs} ms`,
      fp.paintedFirst >= targets.paintedFirst ? `${fp.paintedFirst} of ${fp.runs}` : `**${fp.paintedFirst} of ${fp.runs}**`,
      kbText(m.metrics.totalBytes),
    ];
  };
  lines.push(
    table(
      ["Route", "Load avg", "Performance", "Accessibility", "Best practices", "SEO", "LCP", "LCP (applied)", "TBT", "CLS", "FCP", "First paint / last script", "Painted first", "Total bytes"],
      [
        ...report.lighthouse.map((route) => lhRow(`\`${route.path}\``, route)),
        lhRow("*bare page (floor)*", floor, true),
      ],
    ),
    "",
    `Targets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, best practices ${targets["best-practices"]}, SEO ${targets.seo}; ` +
      `LCP ≤ ${s(targets.lcpMs)}; TBT within ${targets.tbtOverBareMs} ms of the bare page's (≤ ${ms(tbtLimit)} in this run); CLS ≤ ${targets.cls}; ` +
      `applied-throttling LCP within ${s(targets.appliedLcpOverBareMs)} of the bare page's (≤ ${s(appliedLimit)} in this run); first paint before the last script in at least ${targets.paintedFirst} of 5 loads. ` +
      "A figure in bold misses its target; a load average in bold was above 1.0.",
    "",
  );
  const busy = [floor, ...report.lighthouse].filter((r) => r.loadAverage > 1);
  if (busy.length)
    lines.push(
      `**Warning:** the 1-minute load average was above 1.0 before ${busy.map((r) => ("path" in r ? `\`${r.path}\`` : "the bare page")).join(", ")}: other processes competed for the two cores, and those figures (TBT above all) read worse than a quiet machine gives.`,
      "",
    );
  const retried = report.lighthouse.filter((r) => r.median.retries > 0);
  if (retried.length)
    lines.push(
      `Lighthouse runtime errors were retried: ${retried.map((r) => `\`${r.path}\` ${r.median.retries}×`).join(", ")}.`,
      "",
    );
  lines.push(...interactivitySection(report), "");
  if (report.slowerHydration) lines.push(...slowerHydrationSection(report.slowerHydration), "");
  // Older reports have neither of these.
  if (report.slowestHydration) lines.push(...slowerHydrationSection(report.slowestHydration), "");
  if (report.pageWeights)
    lines.push(
      "## Each page as served",
      "",
      "What a phone parses and hydrates before any script runs: the HTML, the inline React payload in it (`self.__next_f`) and its elements.",
      "",
      table(WEIGHT_HEADERS, weightRows(report.pageWeights)),
      "",
    );
  if (report.changes?.length) {
    lines.push(
      "## What each change bought",
      "",
      "Measured while the changes were made, one at a time, on this machine; each row gives its method and the load average at the time.",
      "",
      table(
        ["Change", "Measured on", "Before", "After", "How"],
        (report.changes as Record<string, unknown>[]).map((c) => [c.change, c.routes, c.before, c.after, c.method]),
      ),
      "",
    );
  }

  lines.push("## First-load JavaScript", "");
  const jsRow = (r: JsRoute) => [
    `\`${r.path}\``,
    r.kind,
    kbText(r.atLoad),
    signedKb(r.overhead),
    r.targetKb == null ? null : `≤ ${r.targetKb} KB`,
    r.met == null ? null : r.met ? "met" : "**missed**",
    kbText(r.total - r.atLoad),
  ];
  const head = ["Route", "Kind", "First load", "Over the floor", "Target", "", "Later (on engagement)"];
  const met = report.js.filter((r) => r.met === true).length;
  const judged = report.js.filter((r) => r.met !== null).length;
  const largest = [...report.js].sort((a, b) => b.atLoad - a.atLoad);
  lines.push(
    `Floor ${kbText(floor.atLoad)}. ${report.js.length} routes measured; ${met} of ${judged} routes with a target meet it ` +
      `(home: ≤ ${targets.overheadKb.home} KB over the floor before the particles load; service and audience pages: ≤ ${targets.overheadKb.content} KB). ` +
      `"page" routes (company pages, contact, careers, search) have no target of their own. ` +
      `"Later" is what loads once the visitor engages: the phone drawer on every route, and the hero's particles on /. Routes are prefetched only when a link is hovered, focused or touched, which this measurement does not do.`,
    "",
    "### Largest routes",
    "",
    table(head, largest.slice(0, 10).map(jsRow)),
    "",
  );
  const sample = largest[0];
  if (sample) {
    lines.push(
      `Every route loads the same ${sample.sharedScripts.length} scripts first (${kbText(sample.sharedBytes)}, ${signedKb(sample.sharedBytes - floor.atLoad!)} against the floor): ` +
        `${describeScripts(sample.sharedScripts)}${sample.sharedScripts.length > 4 ? ", …" : ""} (library names in brackets are read from strings inside each chunk, a hint rather than a full list). ` +
        `What the largest routes add: ` +
        largest
          .slice(0, 3)
          .map((r) => `${r.path} ${describeScripts(r.ownScripts) || "nothing"}`)
          .join("; ") +
        ".",
      "",
    );
  }
  lines.push(
    "### Every route",
    "",
    table(head, [...report.js].sort((a, b) => a.path.localeCompare(b.path)).map(jsRow)),
    "",
  );

  lines.push("## Targets missed", "");
  const holdsByUrl = new Map(
    report.js
      .flatMap((r) => [...r.sharedScripts, ...r.ownScripts, ...r.laterScripts])
      .map((x): [string, string[] | undefined] => [x.url, x.holds]),
  );
  const floorLh = floor.lighthouse;
  const lhMisses = report.lighthouse.flatMap((route) => lighthouseMisses(route, targets, holdsByUrl, floor));
  const jsMissed = jsMisses(report);
  const interactivityMissed = interactivity(report).misses;
  if (lhMisses.length === 0 && jsMissed.length === 0 && interactivityMissed.length === 0)
    lines.push("None: every measured figure meets its target.");
  if (lhMisses.length) {
    lines.push(
      "### Lighthouse",
      "",
      `For scale, on this machine the bare page (no client component at all) scores performance ${floorLh.scores.performance} with TBT ${ms(floorLh.metrics.tbtMs)} and LCP ${s(floorLh.metrics.lcpMs)}: ` +
        "Lighthouse's mobile profile multiplies the main-thread time it observes by 4, so React's own start-up already costs that much here. " +
        `Host CPU benchmark index ${floorLh.benchmarkIndex ?? "?"}; 1-minute load average during the Lighthouse runs ${report.lighthouse.length ? `${Math.min(...report.lighthouse.map((r) => r.median.loadAverage.min)).toFixed(2)}–${Math.max(...report.lighthouse.map((r) => r.median.loadAverage.max)).toFixed(2)}` : "?"} (above 1 on two cores means other processes competed for the CPU and TBT reads high).`,
      "",
      "How the pages paint before their scripts: as `next build` completes, the site's adapter (`scripts/optimize-html.mjs`) inlines the site's stylesheet into every prerendered page and replaces its async chunk scripts with one inline loader that starts them after the first contentful paint, so the first frame needs nothing but the HTML and no script runs before it.",
      "",
      ...lhMisses,
      "",
    );
  }
  if (jsMissed.length) lines.push("### First-load JavaScript", "", ...jsMissed.map((m) => `- ${m}`), "");
  if (interactivityMissed.length)
    lines.push("### Interactivity", "", ...interactivityMissed.map((m) => `- ${m}`));
  lines.push("");
  writeFileSync(file, lines.join("\n"));
}
