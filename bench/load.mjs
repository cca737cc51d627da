// `npm run bench:load`: autocannon against `next start` on 127.0.0.1 (GET / and
// /patent-drafting; POST /api/contact delivering to the e2e suite's fake provider), and, for
// comparison in the same run, the same pages' prerendered HTML from a plain node:http static
// server. Each run: 50 connections for 10 s, at most MAX_REQUESTS requests, loopback only.
// Writes bench/load-report.json and bench/load-report.md.
//
// Options: --skip-build (use the current .next), --duration S, --connections N, --port N.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import {
  gitState,
  HOST,
  log,
  OUT,
  packageVersion,
  ROOT,
  run,
  startNext,
  stopChild,
  table,
} from "./lib.mjs";

const { values: options } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: "3321" },
  },
});
const DURATION = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const PORT = Number(options.port);
const STATIC_PORT = PORT + 1;
const PROVIDER_PORT = PORT + 2;
/** A hard cap on requests per run, whatever the speed of the machine. */
const MAX_REQUESTS = 200_000;

const CONTACT = {
  name: "Load Test",
  email: "load@example.com",
  phone: "0123456789",
  message: "A load-test enquiry about a patentability search.",
  service: "Invention Search",
};

/** Starts a Node module in its own process (so it does not share autocannon's event loop). */
async function startProcess(name, args, ready) {
  mkdirSync(OUT, { recursive: true });
  const output = createWriteStream(path.join(OUT, `${name}.log`));
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited early; see bench/out/${name}.log`);
    if (await ready().catch(() => false)) return { stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopChild(child);
  throw new Error(`${name} did not start`);
}

async function cannon(title, options, { afterWarmUp } = {}) {
  log(`load: ${title}`);
  // A short unrecorded warm-up, so the figures are of a warm server (JIT, caches, sockets).
  await autocannon({ ...options, connections: 10, duration: 2, maxOverallRequests: 20_000 });
  await afterWarmUp?.();
  const loadBefore = os.loadavg()[0];
  const instance = autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    maxOverallRequests: MAX_REQUESTS,
    timeout: 10,
    ...options,
  });
  // Belt and braces: whatever happens, the run ends a few seconds after its duration.
  const guard = setTimeout(() => instance.stop(), (DURATION + 5) * 1000);
  const result = await instance;
  clearTimeout(guard);
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
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
    loadAverage: { before: loadBefore, after: os.loadavg()[0] },
  };
  log(
    `  ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, ` +
      `errors ${summary.errors}, non-2xx ${summary.non2xx}`,
  );
  return summary;
}

function writeReports(report) {
  writeFileSync(
    path.join(ROOT, "bench", "load-report.json"),
    JSON.stringify(report, null, 2) + "\n",
  );
  const env = report.environment;
  const rows = report.runs.map((r) => [
    r.title,
    `${r.method} ${new URL(r.url).pathname}`,
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
  ]);
  const byTitle = Object.fromEntries(report.runs.map((r) => [r.title, r]));
  const ratio = (a, b) =>
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
      "`next start` serves the production build; the static server is a plain node:http server that reads the page's prerendered HTML (.next/server/app/*.html) from disk on every request. " +
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
      ],
      rows,
    ),
    "",
    `The static server answers / ${ratio("static /", "next start /")}× and /patent-drafting ${ratio("static /patent-drafting", "next start /patent-drafting")}× as many requests per second as \`next start\`, ` +
      "which also runs the proxy (a per-path CSP), the header rules and its routing for each request. " +
      `The provider received ${report.providerReceived} submissions during the POST run (the responses counted, plus requests still in flight when the run stopped). ` +
      `1-minute load average from ${Math.min(...report.runs.map((r) => r.loadAverage.before)).toFixed(2)} to ${Math.max(...report.runs.map((r) => r.loadAverage.after)).toFixed(2)} over the runs: the load generator itself keeps one core busy.`,
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
  const provider = await startProcess(
    "fake-provider",
    [
      "--input-type=module",
      "-e",
      `import { startFakeProvider } from "./tests/e2e/support/fake-provider.mjs"; await startFakeProvider(${PROVIDER_PORT});`,
    ],
    async () => (await fetch(`${providerOrigin}/__received`)).ok,
  );
  const rateLimit = 10_000_000;
  const runs = [];
  let providerReceived = null;
  try {
    const site = await startNext({
      port: PORT,
      name: "load-site",
      env: {
        FORM_ENDPOINT: `${providerOrigin}/f/contact`,
        CAREERS_FORM_ENDPOINT: `${providerOrigin}/f/careers`,
        RATE_LIMIT_PER_MINUTE: String(rateLimit),
        NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "",
        RECAPTCHA_SECRET_KEY: "",
      },
    });
    try {
      runs.push(await cannon("next start /", { url: `${site.origin}/` }));
      runs.push(
        await cannon("next start /patent-drafting", { url: `${site.origin}/patent-drafting` }),
      );
      runs.push(
        await cannon(
          "next start POST /api/contact",
          {
            url: `${site.origin}/api/contact`,
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(CONTACT),
          },
          { afterWarmUp: () => fetch(`${providerOrigin}/__received`, { method: "DELETE" }) },
        ),
      );
      providerReceived = (await (await fetch(`${providerOrigin}/__received`)).json()).length;
    } finally {
      await site.stop();
    }

    const staticOrigin = `http://${HOST}:${STATIC_PORT}`;
    const staticServer = await startProcess(
      "static-server",
      ["bench/static-server.mjs", String(STATIC_PORT)],
      async () => (await fetch(`${staticOrigin}/`)).ok,
    );
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
  });
  log("wrote bench/load-report.md and bench/load-report.json");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
