// `npm run bench:profile`: where a page's main thread goes between navigation and hydration, at
// each CPU slowdown asked for, so that what grows faster than the CPU slows can be told apart
// from what merely scales with it. Each load is traced (Chromium's devtools.timeline) under the
// bench's conditions (phone size, 150 ms round trip, 1.6 Mbps); the main thread's busy time up to
// hydration is split by kind (each script by file, HTML parsing, style and layout, paint, garbage
// collection), medians of --runs loads. It needs a build: run `npm run build` first. Run it alone,
// as the bench.
//
//   npm run bench:profile [-- --routes /,/patent-drafting] [-- --cpu 4,6] [-- --runs 3]
import { parseArgs } from "node:util";
import { BARE_DIR, buildBare } from "./bare.ts";
import { loadAndHydrate, PHONE, throttledPage, CONDITIONS } from "./interactivity.ts";
import { launchBrowser } from "./js-weight.ts";
import { median, settle, startNext, table } from "./lib.ts";

const { values: options } = parseArgs({
  options: {
    routes: { type: "string", default: "/,/patent-drafting,/contact-us" },
    cpu: { type: "string", default: "4,6" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "3361" },
  },
});

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; documentLoaderURL?: string; stackTrace?: { url?: string }[] };
  };
}

/** A main-thread event's kind: the script's file, or the browser's own work. */
function kindOf(event: TraceEvent): string | null {
  const file = (url: string | undefined) =>
    url ? `script ${new URL(url, "http://x").pathname.split("/").pop() || "(page)"}` : null;
  switch (event.name) {
    case "EvaluateScript":
    case "v8.compileModule":
    case "v8.evaluateModule":
      return file(event.args?.data?.url) ?? "script (inline)";
    case "FunctionCall":
    case "TimerFire":
    case "FireAnimationFrame":
    case "FireIdleCallback":
    case "EventDispatch":
      return file(event.args?.data?.url) ?? "script (callbacks)";
    case "v8.compile":
    case "v8.parseOnBackground":
      return "compile";
    case "ParseHTML":
      return "parse HTML";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
    case "ScheduleStyleRecalculation":
      return "style";
    case "Layout":
      return "layout";
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "Commit":
    case "UpdateLayer":
      return "paint";
    case "MajorGC":
    case "MinorGC":
    case "V8.GC_MARK_COMPACTOR":
    case "BlinkGC.AtomicPhase":
      return "GC";
    default:
      return null;
  }
}

/** Busy time by kind on the page's main thread from navigation to `untilMs` after it. */
function busyByKind(events: TraceEvent[], untilMs: number): Map<string, number> {
  // The page's own main thread is the one that started its navigation: a trace of one browser
  // holds other renderers too (earlier contexts, about:blank).
  const main = events.findLast(
    (e) => e.name === "navigationStart" && /^http/.test(e.args?.data?.documentLoaderURL ?? ""),
  );
  const byKind = new Map<string, number>();
  if (!main) return byKind;
  const start = main.ts;
  const end = start + untilMs * 1000;
  // Top-level tasks; within each, the outermost event of a known kind takes its time.
  const mine = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur)
    .filter((e) => e.ts >= start && e.ts < end)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let coveredUntil = 0;
  for (const event of mine) {
    const kind = kindOf(event);
    if (!kind || event.ts < coveredUntil) continue;
    const duration = Math.min(event.ts + event.dur!, end) - event.ts;
    byKind.set(kind, (byKind.get(kind) ?? 0) + duration / 1000);
    coveredUntil = event.ts + event.dur!;
  }
  const tasks = mine.filter((e) => e.name === "RunTask");
  byKind.set(
    "(all tasks)",
    tasks.reduce((sum, e) => sum + (Math.min(e.ts + e.dur!, end) - e.ts) / 1000, 0),
  );
  return byKind;
}

await buildBare();
const port = Number(options.port);
const site = await startNext({ port, name: "site" });
const bare = await startNext({ cwd: BARE_DIR, port: port + 1, name: "bare" });
try {
  const routes = options.routes.split(",").filter(Boolean);
  const urls = [`${bare.origin}/`, ...routes.map((route) => site.origin + route)];
  for (const cpu of options.cpu.split(",").map(Number)) {
    const loadBefore = await settle();
    const browser = await launchBrowser();
    const results = new Map<string, { hydrated: number[]; kinds: Map<string, number>[] }>();
    try {
      for (let round = 0; round < Number(options.runs); round++)
        for (const url of urls) {
          const { context, page } = await throttledPage(browser, PHONE, CONDITIONS, cpu);
          await browser.startTracing(page, {
            categories: [
              "devtools.timeline",
              "v8.execute",
              "blink.user_timing",
              "v8",
              "disabled-by-default-devtools.timeline",
            ],
          });
          const { hydrated } = await loadAndHydrate(page, url);
          const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as {
            traceEvents: TraceEvent[];
          };
          await context.close();
          const entry = results.get(url) ?? { hydrated: [], kinds: [] };
          entry.hydrated.push(hydrated);
          entry.kinds.push(busyByKind(trace.traceEvents, hydrated));
          results.set(url, entry);
        }
    } finally {
      await browser.close();
    }
    console.log(
      `\n${cpu}x CPU (load average ${loadBefore.toFixed(2)} before): main-thread time up to hydration, ms, medians of ${options.runs}`,
    );
    const kinds = [
      ...new Set([...results.values()].flatMap((r) => r.kinds.flatMap((k) => [...k.keys()]))),
    ].sort();
    console.log(
      table(
        [
          "Kind",
          ...urls.map(
            (url) => `\`${new URL(url).pathname}\`${url.startsWith(bare.origin) ? " (bare)" : ""}`,
          ),
        ],
        [
          [
            "hydrated at",
            ...urls.map((url) => Math.round(median(results.get(url)!.hydrated) ?? 0)),
          ],
          ...kinds
            .map((kind) => [
              kind,
              ...urls.map((url) =>
                Math.round(median(results.get(url)!.kinds.map((k) => k.get(kind) ?? 0)) ?? 0),
              ),
            ])
            .filter((row) => row.slice(1).some((value) => Number(value) >= 5)),
        ],
      ),
    );
  }
} finally {
  await bare.stop();
  await site.stop();
}
