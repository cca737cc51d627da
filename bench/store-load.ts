// The enquiry store under load, for `npm run bench:load` (bench/load.ts): POST /api/contact
// against `next start` with the SQLite store (a fresh file) and with PostgreSQL (a throwaway
// cluster on loopback, tests/support/postgres.ts; skipped when its binaries are missing), each
// twice: with the provider taking every enquiry at once (PostgreSQL then counts the rate limit),
// and with the provider failing, so that every enquiry is written to the store and queued.
// Then the forwarding rate after an outage: `outageEnquiries` enquiries the provider refused
// once (the fake provider's "provider-recovers" names) and the worker sends again when due,
// timed at the provider from the first re-sent enquiry to the last.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { postgresBin, startPostgres } from "../tests/support/postgres.ts";
import { log, startNext } from "./lib.ts";

/** The stores to measure: SQLite always, PostgreSQL when its server binaries are installed. */
interface Received {
  status: number | null;
  body?: { name?: unknown } | null;
}

/** One autocannon run of bench/load.ts, labelled; what it answers is its summary. */
export type Cannon = (
  label: string,
  request: { url: string; method: string; headers: Record<string, string>; body: string },
) => Promise<unknown>;

async function* stores(
  postgresPort: number,
): AsyncGenerator<{ name: string; env: Record<string, string> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-store-"));
  try {
    yield { name: "SQLite", env: { SQLITE_PATH: path.join(dir, "enquiries.sqlite") } };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  try {
    postgresBin();
  } catch (error) {
    log(`${(error as Error).message}: skipping the PostgreSQL runs`);
    return;
  }
  const cluster = await startPostgres({ port: postgresPort });
  try {
    yield { name: "PostgreSQL", env: { DATABASE_URL: cluster.url } };
  } finally {
    await cluster.stop();
  }
}

const POLL_MS = 100;

/** What the fake provider has received (each with the status it answered). */
async function received(providerOrigin: string): Promise<Received[]> {
  return (await fetch(`${providerOrigin}/__received`)).json() as Promise<Received[]>;
}

/**
 * Posts `count` enquiries the provider refuses once, then waits for the worker to send them
 * again: how many it delivered and at what rate (per second, first to last delivery).
 */
async function forwardingAfterOutage({
  origin,
  providerOrigin,
  count,
  store,
}: {
  origin: string;
  providerOrigin: string;
  count: number;
  store: string;
}) {
  await fetch(`${providerOrigin}/__received`, { method: "DELETE" });
  const tag = `provider-recovers ${store}`;
  for (let i = 0; i < count; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, count - i) }, (_, j) =>
        fetch(`${origin}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...contactEnquiry, name: `${tag} ${i + j}` }),
        }).then((response) => response.arrayBuffer()),
      ),
    );
  let first: number | null = null;
  let last: number | null = null;
  let delivered = 0;
  // The worker's first retry comes 15 s after the refusal (lib/server/forms/outbox-store.ts).
  const deadline = Date.now() + 60_000 + count * 100;
  while (delivered < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const now = Date.now();
    const count200 = (await received(providerOrigin)).filter(
      (r) => r.status === 200 && String(r.body?.name).startsWith(tag),
    ).length;
    if (count200 > 0) first ??= now;
    if (count200 > delivered) last = now;
    delivered = count200;
  }
  // Seen between two polls: the span is counted from the poll before the first delivery.
  const seconds = first ? (last! - first) / 1000 + POLL_MS / 1000 : null;
  const perSecond = seconds ? Math.round(delivered / seconds) : null;
  log(
    `  forwarded ${delivered} of ${count} after the outage${perSecond ? `, ${perSecond}/s` : ""}`,
  );
  return { store, enquiries: count, delivered, seconds, perSecond };
}

export const contactEnquiry = {
  name: "Load Test",
  email: "load@example.com",
  phone: "0123456789",
  message: "A load-test enquiry about a patentability search.",
  service: "Invention Search",
};

/**
 * The store runs: autocannon summaries (through `cannon`) and the forwarding rates.
 * `env`: the settings every `next start` of the benchmark gets.
 */
export async function storeRuns({
  cannon,
  port,
  postgresPort,
  providerOrigin,
  env,
  outageEnquiries,
}: {
  cannon: Cannon;
  port: number;
  postgresPort: number;
  providerOrigin: string;
  env: Record<string, string>;
  outageEnquiries: number;
}) {
  const runs: unknown[] = [];
  const forwarding: Awaited<ReturnType<typeof forwardingAfterOutage>>[] = [];
  for await (const store of stores(postgresPort)) {
    const site = await startNext({
      port,
      name: `load-${store.name}`,
      env: { ...env, ...store.env },
    });
    try {
      const post = (name: string) => ({
        url: `${site.origin}/api/contact`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...contactEnquiry, name }),
      });
      runs.push(await cannon(`${store.name}: POST /api/contact, delivered`, post("Load Test")));
      forwarding.push(
        await forwardingAfterOutage({
          origin: site.origin,
          providerOrigin,
          count: outageEnquiries,
          store: store.name,
        }),
      );
      // Last: the worker keeps retrying what this run queues until the server stops.
      runs.push(
        await cannon(
          `${store.name}: POST /api/contact, provider failing, queued`,
          post("Load provider-crash"),
        ),
      );
    } finally {
      await site.stop();
    }
  }
  return { runs, forwarding };
}
