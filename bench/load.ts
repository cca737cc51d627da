// `npm run bench:load`: autocannon against `next start` on 127.0.0.1 (GET / and
// /patent-drafting; POST /api/contact delivering to the e2e suite's fake provider), and, for
// comparison in the same run, the same pages' prerendered HTML from a plain node:http static
// server. Each run: 50 connections for 10 s, at most MAX_REQUESTS requests, loopback only.
// The same pages through deploy/nginx.conf (Debian's nginx, TLS with a self-signed certificate,
// its page cache) in front of that `next start` are measured as well (bench/nginx.ts); every
// page response of next start and nginx is checked for the path's own Content-Security-Policy.
// POST /api/contact is measured again with each enquiry store, SQLite and PostgreSQL, with the
// forwarding rate after an outage (bench/store-load.ts).
// Writes bench/load-report.json and bench/load-report.md.
//
// Options: --skip-build (use the current .next), --duration S, --connections N, --port N,
// --outage-enquiries N (enquiries queued during the outage, 500 by default).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { NGINX, nginxAvailable, startNginx } from "./nginx.ts";
import { contactEnquiry, storeRuns, type Cannon } from "./store-load.ts";
import {
  gitState,
  HOST,
  log,
  packageVersion,
  ROOT,
  run,
  startNext,
  startProcess,
  table,
} from "./lib.ts";

const { values: options } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: "3321" },
    "outage-enquiries": { type: "string", default: "500" },
  },
});
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const PORT = Number(options.port);
const STATIC_PORT = PORT + 1;
const PROVIDER_PORT = PORT + 2;
const NGINX_HTTP_PORT = PORT + 3;
const NGINX_HTTPS_PORT = PORT + 4;
const STORE_SITE_PORT = PORT + 5;
const POSTGRES_PORT = PORT + 6;
/** A hard cap on requests per run, whatever the speed of the machine. */
const MAX_REQUESTS = 200_000;

interface PolicyCheck {
  checked: number;
  missing: number;
  different: number;
}

type RunSummary = Awaited<ReturnType<typeof cannon>> & { policy?: PolicyCheck };

interface Forwarding {
  store: string;
  enquiries: number;
  delivered: number;
  seconds: number | null;
  perSecond: number | null;
}

/**
 * autocannon request options that check each answer's Content-Security-Policy against the one
 * `next start` sends for that path (`expected`); the counts land in `check`.
 */
function withPolicyCheck(
  url: string,
  expected: string,
): { check: PolicyCheck; options: autocannon.Options } {
  const check: PolicyCheck = { checked: 0, missing: 0, different: 0 };
  const path = new URL(url).pathname;
  return {
    check,
    options: {
      url,
      requests: [
        {
          method: "GET",
          path,
          onResponse: (
            _status: number,
            _body: string,
            _context: object,
            headers: IncomingHttpHeaders | undefined,
          ) => {
            check.checked += 1;
            const key = Object.keys(headers ?? {}).find(
              (name) => name.toLowerCase() === "content-security-policy",
            );
            if (!key) check.missing += 1;
            else if (headers![key] !== expected) check.different += 1;
          },
        },
      ],
    },
  };
}

/** A page run with its policy checked on every response. */
async function pageRun(title: string, url: string, expectedPolicy: string): Promise<RunSummary> {
  const { check, options } = withPolicyCheck(url, expectedPolicy);
  const summary: RunSummary = await cannon(title, options);
  // The warm-up's responses are counted too: every one of them must carry the policy.
  summary.policy = check;
  log(
    `  CSP checked on ${check.checked} responses: ${check.missing} without, ${check.different} different`,
  );
  return summary;
}

async function cannon(
  title: string,
  options: autocannon.Options,
  { afterWarmUp }: { afterWarmUp?: () => Promise<unknown> } = {},
) {
  log(`load: ${title}`);
  // A short unrecorded warm-up, so the figures are of a warm server (JIT, caches, sockets).
  await autocannon({ ...options, connections: 10, duration: 2, maxOverallRequests: 20_000 });
  await afterWarmUp?.();
  const loadBefore = os.loadavg()[0]!;
  // The instance is also the promise of its result (the types know only one or the other).
  const instance = autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    maxOverallRequests: MAX_REQUESTS,
    timeout: 10,
    ...options,
  }) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
  // Belt and braces: whatever happens, the run ends a few seconds after its duration.
  const guard = setTimeout(() => instance.stop(), (DURATION + 5) * 1000);
  const result = await instance;
  clearTimeout(guard);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]): [string, number] => [
      code,
      Number(count),
    ]),
  );
  const responses = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  const summary = {
    title,
    url: options.url,
    method: options.method ?? "GET",
    durationSeconds: result.duration,
    connections: result.connections,
    requestsPerSecond: Math.round(result.requests.average),
    responses,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: Math.round(result.latency.average * 10) / 10,
      max: result.latency.max,
    },
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    throughputMBps: Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
    loadAverage: { before: loadBefore, after: os.loadavg()[0]! },
  };
  log(
    `  ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, ` +
      `errors ${summary.errors}, non-2xx ${summary.non2xx}`,
  );
  return summary;
}

interface LoadReport {
  generatedAt: string;
  environment: {
    node: string;
    next: string;
    autocannon: string;
    cpus: number;
    nginx: string | null;
    commit: string | null;
    uncommittedFiles: number | null;
  };
  method: {
    connections: number;
    durationSeconds: number;
    maxRequests: number;
    rateLimitPerMinute: number;
  };
  runs: RunSummary[];
  providerReceived: number | null;
  forwarding: Forwarding[];
}

function writeReports(report: LoadReport): void {
  writeFileSync(
    path.join(ROOT, "bench", "load-report.json"),
    JSON.stringify(report, null, 2) + "\n",
  );
  const env = report.environment;
  const rows = report.runs.map((r) => [
    r.title,
    `${r.method} ${new URL(r.url!).pathname}`,
    r.requestsPerSecond,
    `${r.latencyMs.p50} ms`,
    `${r.latencyMs.p99} ms`,
    r.responses,
    r.errors,
    r.timeouts,
    r.non2xx,
    Object.entries(r.statusCodes)
      .map(([code, count]) => `${code}×${count}`)
      .join(" "),
    r.policy
      ? r.policy.missing + r.policy.different === 0
        ? `all ${r.policy.checked}`
        : `${r.policy.missing} missing, ${r.policy.different} different of ${r.policy.checked}`
      : "—",
  ]);
  const byTitle = Object.fromEntries(report.runs.map((r) => [r.title, r]));
  const percent = (a: string, b: string) =>
    byTitle[a] && byTitle[b]
      ? `${Math.round((byTitle[a].requestsPerSecond / byTitle[b].requestsPerSecond) * 100)}%`
      : "?";
  const ratio = (a: string, b: string) =>
    byTitle[a] && byTitle[b]
      ? (byTitle[a].requestsPerSecond / byTitle[b].requestsPerSecond).toFixed(1)
      : "?";
  const md = [
    "# Load report",
    "",
    `Generated by \`npm run bench:load\` on ${report.generatedAt.slice(0, 16).replace("T", " ")} UTC at commit ${env.commit ?? "?"}` +
      `${env.uncommittedFiles ? ` plus ${env.uncommittedFiles} uncommitted file(s)` : ""}. ` +
      `Node ${env.node}, next ${env.next}, autocannon ${env.autocannon}, ${env.cpus} CPU cores shared by the server, the load generator and (for the form) the fake provider.`,
    "",
    `Each run: ${report.method.connections} connections for ${report.method.durationSeconds} s (at most ${report.method.maxRequests.toLocaleString("en-US")} requests) after an unrecorded 2 s warm-up with 10 connections, to 127.0.0.1 only, no compression requested. ` +
      "`next start` serves the production build; the static server is a plain node:http server that reads the page's prerendered HTML (under .next/server) from disk on every request. " +
      `POST /api/contact sends a valid enquiry as JSON; the route validates it and delivers it to the e2e suite's fake provider on 127.0.0.1 (reCAPTCHA off, RATE_LIMIT_PER_MINUTE raised to ${report.method.rateLimitPerMinute} for the run).`,
    "",
    table(
      [
        "Run",
        "Request",
        "Req/s",
        "p50",
        "p99",
        "Responses",
        "Errors",
        "Timeouts",
        "Non-2xx",
        "Status codes",
        "Own CSP",
      ],
      rows,
    ),
    "",
    `The static server answers / ${ratio("static /", "next start /")}× and /patent-drafting ${ratio("static /patent-drafting", "next start /patent-drafting")}× as many requests per second as \`next start\`, ` +
      "which also runs the proxy (a per-path CSP), the header rules and its routing for each request. " +
      `The provider received ${report.providerReceived} submissions during the POST run (the responses counted, plus requests still in flight when the run stopped). ` +
      (byTitle["nginx /"]
        ? `Through nginx (${env.nginx}, deploy/nginx.conf over TLS with its page cache) / runs at ${percent("nginx /", "static /")} and /patent-drafting at ${percent("nginx /patent-drafting", "static /patent-drafting")} of the static server's rate (target: at least 50%), ` +
          `${ratio("nginx /", "next start /")}× and ${ratio("nginx /patent-drafting", "next start /patent-drafting")}× \`next start\` alone. ` +
          '"Own CSP": every response of the run carried the Content-Security-Policy `next start` sends for that path (hashes of that page\'s inline scripts), counted over the warm-up and the run. '
        : "nginx was not found, so the runs through it are missing. ") +
      `1-minute load average from ${Math.min(...report.runs.map((r) => r.loadAverage.before)).toFixed(2)} to ${Math.max(...report.runs.map((r) => r.loadAverage.after)).toFixed(2)} over the runs: the load generator itself keeps one core busy.`,
    "",
    "## The enquiry store",
    "",
    'The runs named after a store start `next start` again with that store (a fresh SQLite file; a throwaway PostgreSQL cluster on loopback, which then counts the rate limit too). "delivered": the provider takes each enquiry at once. "provider failing, queued": the provider answers 500, so each enquiry is written to the store and queued before the visitor is answered. Compare with "next start POST /api/contact" above (663 req/s on 2026-11-23).',
    "",
    "Forwarding after an outage: enquiries the provider refused once, sent again by the server's worker when due (15 s later), timed at the provider from the first re-sent enquiry to the last (polled every 0.1 s).",
    "",
    table(
      ["Store", "Queued", "Delivered", "Seconds", "Per second"],
      report.forwarding.map((f) => [
        f.store,
        f.enquiries,
        f.delivered,
        f.seconds ?? "—",
        f.perSecond ?? "—",
      ]),
    ),
    "",
  ].join("\n");
  writeFileSync(path.join(ROOT, "bench", "load-report.md"), md);
}

async function main() {
  if (!options["skip-build"]) {
    log("building the site (npm run build)");
    await run("npm", ["run", "build"]);
  }
  const providerOrigin = `http://${HOST}:${PROVIDER_PORT}`;
  const provider = await startProcess({
    name: "fake-provider",
    args: [
      "--input-type=module",
      "-e",
      `import { startFakeProvider } from "./tests/e2e/support/fake-provider.ts"; await startFakeProvider(${PROVIDER_PORT});`,
    ],
    timeoutMs: 15_000,
    ready: async () => (await fetch(`${providerOrigin}/__received`)).ok,
  });
  const rateLimit = 10_000_000;
  const runs: RunSummary[] = [];
  let forwarding: Forwarding[] = [];
  let providerReceived: number | null = null;
  const siteEnv = {
    FORM_ENDPOINT: `${providerOrigin}/f/contact`,
    CAREERS_FORM_ENDPOINT: `${providerOrigin}/f/careers`,
    RATE_LIMIT_PER_MINUTE: String(rateLimit),
    RECAPTCHA_SITE_KEY: "",
    RECAPTCHA_SECRET_KEY: "",
    // nginx connects from 127.0.0.1 and sets X-Forwarded-For, as in deploy/nginx.conf.
    TRUSTED_PROXY: "127.0.0.1",
  };
  try {
    const site = await startNext({ port: PORT, name: "load-site", env: siteEnv });
    try {
      const policies: Record<string, string> = {};
      for (const page of ["/", "/patent-drafting"]) {
        const response = await fetch(`${site.origin}${page}`);
        await response.arrayBuffer();
        const policy = response.headers.get("content-security-policy");
        if (!policy) throw new Error(`next start sent ${page} without a CSP`);
        policies[page] = policy;
      }
      runs.push(await pageRun("next start /", `${site.origin}/`, policies["/"]!));
      runs.push(
        await pageRun(
          "next start /patent-drafting",
          `${site.origin}/patent-drafting`,
          policies["/patent-drafting"]!,
        ),
      );
      if (nginxAvailable()) {
        const nginx = await startNginx({
          httpPort: NGINX_HTTP_PORT,
          httpsPort: NGINX_HTTPS_PORT,
          upstreamPort: PORT,
        });
        try {
          runs.push(await pageRun("nginx /", `${nginx.origin}/`, policies["/"]!));
          runs.push(
            await pageRun(
              "nginx /patent-drafting",
              `${nginx.origin}/patent-drafting`,
              policies["/patent-drafting"]!,
            ),
          );
        } finally {
          await nginx.stop();
        }
      } else {
        log(`nginx not found at ${NGINX}: skipping the runs through it`);
      }
      runs.push(
        await cannon(
          "next start POST /api/contact",
          {
            url: `${site.origin}/api/contact`,
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(contactEnquiry),
          },
          { afterWarmUp: () => fetch(`${providerOrigin}/__received`, { method: "DELETE" }) },
        ),
      );
      providerReceived = ((await (await fetch(`${providerOrigin}/__received`)).json()) as unknown[])
        .length;
    } finally {
      await site.stop();
    }

    const stores = await storeRuns({
      cannon: cannon as Cannon,
      port: STORE_SITE_PORT,
      postgresPort: POSTGRES_PORT,
      providerOrigin,
      env: siteEnv,
      outageEnquiries: Number(options["outage-enquiries"]),
    });
    runs.push(...(stores.runs as RunSummary[]));
    forwarding = stores.forwarding;

    const staticOrigin = `http://${HOST}:${STATIC_PORT}`;
    const staticServer = await startProcess({
      name: "static-server",
      args: ["bench/static-server.ts", String(STATIC_PORT)],
      timeoutMs: 15_000,
      ready: async () => (await fetch(`${staticOrigin}/`)).ok,
    });
    try {
      runs.push(await cannon("static /", { url: `${staticOrigin}/` }));
      runs.push(
        await cannon("static /patent-drafting", { url: `${staticOrigin}/patent-drafting` }),
      );
    } finally {
      await staticServer.stop();
    }
  } finally {
    await provider.stop();
  }

  writeReports({
    generatedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      next: packageVersion("next"),
      autocannon: packageVersion("autocannon"),
      cpus: os.cpus().length,
      nginx: nginxVersion(),
      ...gitState(),
    },
    method: {
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      maxRequests: MAX_REQUESTS,
      rateLimitPerMinute: rateLimit,
    },
    runs,
    providerReceived,
    forwarding,
  });
  log("wrote bench/load-report.md and bench/load-report.json");
}

function nginxVersion(): string | null {
  if (!nginxAvailable()) return null;
  // nginx -v writes "nginx version: nginx/1.22.1" to stderr.
  const { stderr } = spawnSync(NGINX, ["-v"], { encoding: "utf8" });
  return /nginx\/[\d.]+/.exec(stderr ?? "")?.[0] ?? null;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
