// Runs the Lighthouse CLI (mobile defaults: simulated slow 4G and a 4x slower CPU) in the
// system Chromium, one run at a time, and reads the figures the report needs from its JSON.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { CHROMIUM, OUT, ROOT } from "./lib.ts";

// bench/package.json installs Lighthouse (scripts/folder-deps.ts), not the site's package.json.
const LIGHTHOUSE_CLI = path.join(ROOT, "bench", "node_modules", "lighthouse", "cli", "index.js");
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
/** There is no internet here: third parties (reCAPTCHA, map frames) are blocked, not awaited. */
export const BLOCKED_URL_PATTERNS = ["*google.com*", "*gstatic.com*"];
export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The parts of Lighthouse's JSON result (its LHR) read here. */
interface LhrItem {
  type?: string;
  node?: LhrItem;
  text?: string;
  href?: string;
  description?: string;
  snippet?: string;
  nodeLabel?: string;
  url?: string;
  resourceType?: string;
  transferSize?: number;
  startTime?: number;
  duration?: number;
}
interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: LhrItem[] };
}
interface Lhr {
  audits: Record<string, LhrAudit | undefined>;
  categories: Record<
    string,
    { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined
  >;
  environment?: { benchmarkIndex?: number; hostUserAgent?: string };
  runtimeError?: { message?: string };
  runWarnings?: string[];
  lighthouseVersion: string;
}

export type LighthouseResult = ReturnType<typeof summarize> & { retries: number };

/**
 * One Lighthouse run. `throttling` is "simulate" (Lighthouse's default: the page loads at full
 * speed and Lantern models a slow phone) or "devtools" (the load itself is slowed: applied
 * throttling). A run that ends in a Lighthouse runtime error (NO_NAVSTART, NO_FCP, a crash) is
 * retried up to twice; the retries are counted in the result.
 */
export async function lighthouse(
  url: string,
  label: string,
  { throttling = "simulate" }: { throttling?: "simulate" | "devtools" } = {},
): Promise<LighthouseResult> {
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const result = await lighthouseOnce(
        url,
        `${label}${attempt ? `-retry${attempt}` : ""}`,
        throttling,
      );
      if (result.runtimeError) throw new Error(`Lighthouse runtime error: ${result.runtimeError}`);
      return { ...result, retries: attempt };
    } catch (error) {
      lastError = error;
      console.warn(
        `lighthouse ${url} (${label}) failed: ${(error as Error).message}${attempt < 2 ? "; retrying" : ""}`,
      );
    }
  }
  throw lastError;
}

async function lighthouseOnce(url: string, label: string, throttling: string) {
  const dir = path.join(OUT, "lighthouse");
  mkdirSync(dir, { recursive: true });
  const outputPath = path.join(dir, `${label}.json`);
  const args = [
    LIGHTHOUSE_CLI,
    url,
    "--quiet",
    "--output=json",
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    `--throttling-method=${throttling}`,
    ...BLOCKED_URL_PATTERNS.map((pattern) => `--blocked-url-patterns=${pattern}`),
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, CHROME_PATH: CHROMIUM },
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 180_000);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse ${url} exited with ${code ?? signal}`));
    });
  });
  return summarize(JSON.parse(readFileSync(outputPath, "utf8")) as Lhr);
}

const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? null;

/** Scores (0-100), metrics, and the audits that cost points in each category. */
function summarize(lhr: Lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100),
    ]),
  );
  const failing: Record<
    string,
    { id: string; title: string; score: number | null; value: string | null; items: string[] }[]
  > = {};
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    failing[id] = refs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit): audit is LhrAudit => !!audit && audit.score !== null && audit.score < 1)
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        value: audit.displayValue ?? null,
        // What the audit points at (a link's text and target, an element), for the report.
        items: (audit.details?.items ?? []).slice(0, 3).map(describeItem),
      }));
  }
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytesByType: Record<string, number> = {};
  for (const request of requests)
    bytesByType[request.resourceType ?? "Other"] =
      (bytesByType[request.resourceType ?? "Other"] ?? 0) + (request.transferSize ?? 0);
  const longTasks = (lhr.audits["long-tasks"]?.details?.items ?? [])
    .slice()
    .sort((a, b) => b.duration! - a.duration!)
    .slice(0, 5)
    .map((task) => ({
      url: task.url,
      startMs: Math.round(task.startTime!),
      durationMs: Math.round(task.duration!),
    }));
  // Lighthouse 13 names the LCP element in its breakdown insight.
  const lcpElement = (lhr.audits["lcp-breakdown-insight"]?.details?.items ?? []).find(
    (item) => item.type === "node",
  );
  return {
    scores,
    metrics: {
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      speedIndexMs: numeric(lhr, "speed-index"),
      totalBytes: numeric(lhr, "total-byte-weight"),
    },
    lcpElement: lcpElement ? (lcpElement.nodeLabel ?? lcpElement.snippet ?? null) : null,
    bytesByType,
    longTasks,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failing,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    versions: {
      lighthouse: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent ?? null,
    },
  };
}

function describeItem(item: LhrItem): string {
  const node = item.node ?? (item.type === "node" ? item : null);
  const parts: string[] = [];
  if (item.text) parts.push(`"${item.text}"`);
  if (item.href) parts.push(`→ ${item.href.replace(/^https?:\/\/[^/]+/, "")}`);
  if (item.description) parts.push(item.description);
  if (node?.snippet) parts.push(node.snippet.slice(0, 120));
  if (!parts.length && item.url) parts.push(item.url);
  return parts.join(" ");
}
