import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  closeEnquiryStores,
  MIGRATIONS,
  openPostgresStore,
  type PostgresStore,
} from "@/lib/server/forms/enquiry-store.ts";
import { createPostgresRateLimiter } from "@/lib/server/forms/shared-rate-limit.ts";
import { runOutboxPass, startOutboxWorker } from "@/lib/server/forms/outbox-worker";
import { startPostgres } from "../support/postgres.ts";
import { refusedUrl, startFakeProvider } from "./api-fake-provider";
import { jsonRequest, loadRoute, validCareers, validContact } from "./api-harness";
import { RETENTION } from "./retention-periods";

// The PostgreSQL store on a real cluster (tests/support/postgres.ts starts one on loopback),
// with two pools standing for two instances of the site: each opens its own connections, as
// two `next start` processes on one DATABASE_URL would.

let cluster: Awaited<ReturnType<typeof startPostgres>>;
let database = 0;

beforeAll(async () => {
  cluster = await startPostgres({ port: 55_400 + Math.floor(Math.random() * 90) });
}, 60_000);
afterAll(async () => {
  await closeEnquiryStores();
  await cluster?.stop();
}, 30_000);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** The URL of a fresh database on the cluster. */
async function freshDatabase() {
  const name = `site_${++database}`;
  const admin = await openPostgresStore(cluster.url);
  await admin.pool.query(`CREATE DATABASE ${name}`);
  return cluster.url.replace(/\/postgres$/, `/${name}`);
}

/** A fresh database on the cluster, and two "instances" (pools) on it. */
async function twoInstances(): Promise<[PostgresStore, PostgresStore]> {
  const url = await freshDatabase();
  // Both start together: the migrations run once, under the advisory lock.
  return Promise.all([
    openPostgresStore(`${url}?application_name=a`),
    openPostgresStore(`${url}?application_name=b`),
  ]);
}

const DAY = 24 * 60 * 60_000;
const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe("the PostgreSQL store", () => {
  it("is migrated once when two instances start together", async () => {
    const [a, b] = await twoInstances();
    const { rows } = await a.pool.query("SELECT version FROM schema_migrations");
    expect(rows).toEqual(MIGRATIONS.map(({ version }) => ({ version })));
    await a.insert({ id: "x", form: "contact", receivedAt: ago(0), data: validContact });
    expect(await b.list()).toEqual([
      {
        id: "x",
        form: "contact",
        receivedAt: ago(0),
        data: validContact,
        status: "stored",
        attempts: 0,
      },
    ]);
  });

  it("gives each queued enquiry to exactly one of two instances forwarding at once", async () => {
    const [a, b] = await twoInstances();
    const hits = new Map<string, number>();
    const provider = http.createServer((req, res) => {
      const key = String(req.headers["idempotency-key"]);
      hits.set(key, (hits.get(key) ?? 0) + 1);
      req.resume();
      // A slow provider, so both instances are sending at the same time.
      setTimeout(() => res.writeHead(200).end("{}"), 5);
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/f`;
    const ids = Array.from({ length: 60 }, (_, i) => `queued-${i}`);
    for (const id of ids)
      await a.insert({
        id,
        form: "contact",
        receivedAt: new Date(Date.now() - 60_000).toISOString(),
        data: validContact,
        queued: true,
        detail: "provider answered 503",
      });
    const worker = (store: PostgresStore) =>
      startOutboxWorker({
        openStore: async () => store,
        endpointFor: () => url,
        timeoutMs: 2_000,
        retention: RETENTION,
        pollMs: 60_000,
        log: () => {},
      });
    const workers = [worker(a), worker(b)];
    await Promise.all(workers.map((w) => w.runOnce()));
    await Promise.all(workers.map((w) => w.stop()));
    provider.close();
    expect([...hits.keys()].sort()).toEqual([...ids].sort());
    expect(new Set(hits.values())).toEqual(new Set([1]));
    expect((await b.list("delivered")).length).toBe(60);
  });

  it("purges by the same periods as SQLite, and erases and exports one address", async () => {
    const [store] = await twoInstances();
    const keep = async (
      id: string,
      form: string,
      receivedAt: string,
      outcome?: { status: "delivered" | "dead" | "queued"; at: string },
    ) => {
      const data =
        form === "careers"
          ? { ...validCareers, keepOnFile: id.includes("filed") }
          : { ...validContact, email: `${id}@example.com` };
      await store.insert({ id, form, receivedAt, data, queued: outcome !== undefined });
      if (outcome) await store.record(id, outcome);
    };
    await keep("delivered-31-days", "contact", ago(40 * DAY), {
      status: "delivered",
      at: ago(31 * DAY),
    });
    await keep("delivered-29-days", "contact", ago(40 * DAY), {
      status: "delivered",
      at: ago(29 * DAY),
    });
    await keep("stored-25-months", "contact", ago(761 * DAY));
    await keep("dead-active-23-months", "contact", ago(800 * DAY), {
      status: "dead",
      at: ago(700 * DAY),
    });
    await keep("application-filed-13-months", "careers", ago(396 * DAY), {
      status: "queued",
      at: ago(DAY),
    });
    await keep("application-filed-11-months", "careers", ago(335 * DAY));
    await keep("application-7-months", "careers", ago(213 * DAY));
    await keep("application-5-months", "careers", ago(152 * DAY));
    expect(await store.purge({ now: NOW, ...RETENTION })).toEqual({
      delivered: 1,
      enquiries: 1,
      applications: 2,
    });
    expect((await store.list()).map((entry) => entry.id)).toEqual([
      "dead-active-23-months",
      "application-filed-11-months",
      "application-5-months",
      "delivered-29-days",
    ]);

    const exported = await store.exportEmail("Dead-Active-23-Months@example.com");
    expect(exported).toEqual([
      expect.objectContaining({
        id: "dead-active-23-months",
        status: "dead",
        deliveryAttempts: [
          { at: ago(800 * DAY), outcome: "failed", channel: "provider" },
          { at: ago(700 * DAY), outcome: "dead", channel: "provider" },
        ],
      }),
    ]);
    expect(await store.eraseEmail("dead-active-23-months@EXAMPLE.com")).toBe(1);
    expect((await store.list()).map((entry) => entry.id)).toEqual([
      "application-filed-11-months",
      "application-5-months",
      "delivered-29-days",
    ]);
    const { rows } = await store.pool.query(
      "SELECT count(*)::int AS n FROM delivery_attempts WHERE enquiry_id = 'dead-active-23-months'",
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe("an instance killed while forwarding", () => {
  it("loses nothing: the enquiry it had claimed is sent by another once its lease ends, and delivered once", async () => {
    const url = await freshDatabase();
    const store = await openPostgresStore(url);
    await store.insert({
      id: "in-flight",
      form: "contact",
      receivedAt: new Date(Date.now() - 60_000).toISOString(),
      data: validContact,
      queued: true,
      detail: "provider answered 503",
    });
    // The provider takes the first request and never answers it; later ones it accepts.
    const answered: string[] = [];
    let arrived!: () => void;
    const firstArrived = new Promise<void>((resolve) => (arrived = resolve));
    let requests = 0;
    const provider = http.createServer((req, res) => {
      req.resume();
      if (++requests === 1) return arrived();
      answered.push(String(req.headers["idempotency-key"]));
      res.writeHead(200).end("{}");
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/f`;

    // Another instance, in its own process, claims it (a 1 s lease) and is killed mid-send.
    const instance = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { openPostgresStore } from "./lib/server/forms/enquiry-store.ts";
         import { forward } from "./lib/server/forms/outbox-store.ts";
         const store = await openPostgresStore(process.env.DATABASE_URL);
         const [entry] = await store.due(Date.now());
         if (await store.claim(entry.id, { now: Date.now(), leaseMs: 1000 }))
           await forward(store, entry, { endpoint: process.env.ENDPOINT, timeoutMs: 60000 });`,
      ],
      {
        env: {
          PATH: process.env.PATH ?? "",
          NODE_ENV: "test",
          DATABASE_URL: url,
          ENDPOINT: endpoint,
        },
        stdio: "ignore",
      },
    );
    await firstArrived;
    instance.kill("SIGKILL");
    await new Promise((resolve) => instance.once("exit", resolve));

    const pass = () =>
      runOutboxPass({
        store,
        endpointFor: () => endpoint,
        timeoutMs: 2_000,
        retention: RETENTION,
        purge: false,
        log: () => {},
      });
    // Within the lease nobody else sends it; after it, this instance does.
    await pass();
    expect(answered).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await pass();
    await pass();
    provider.closeAllConnections();
    provider.close();
    expect(answered).toEqual(["in-flight"]);
    expect((await store.list()).map((entry) => [entry.id, entry.status])).toEqual([
      ["in-flight", "delivered"],
    ]);
  }, 30_000);
});

describe("the rate limit in PostgreSQL", () => {
  it("counts a client alternating between two instances as one, and forgets it when its window ends", async () => {
    const [a, b] = await twoInstances();
    const limiters = [a, b].map((store) =>
      // Seven hits must land in one window on a loaded machine too: 3 s for a few queries.
      createPostgresRateLimiter(async () => store, { limit: 5, windowMs: 3_000 }),
    );
    const answers = [];
    for (let i = 0; i < 7; i++)
      answers.push((await limiters[i % 2]!.hit("contact:198.51.100.7")).allowed);
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    expect((await limiters[0]!.hit("contact:198.51.100.8")).allowed).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 3_100));
    // A new window: allowed again, and the ended windows' rows are gone.
    expect((await limiters[1]!.hit("contact:198.51.100.7")).allowed).toBe(true);
    expect((await limiters[0]!.hit("contact:198.51.100.9")).allowed).toBe(true);
    const { rows } = await a.pool.query("SELECT key FROM rate_limits ORDER BY key");
    expect(rows.map((row) => row.key)).toEqual(["contact:198.51.100.7", "contact:198.51.100.9"]);
  }, 30_000);
});

describe("the site with DATABASE_URL", () => {
  it("queues a failed enquiry in PostgreSQL, counts the rate limit across instances, and npm run outbox reads it there", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const url = await freshDatabase();
    const vars = {
      DATABASE_URL: url,
      FORM_ENDPOINT: await refusedUrl(),
      RATE_LIMIT_PER_MINUTE: "3",
    };
    // Two instances: each loads the route afresh, with its own memory, on one database.
    const first = await loadRoute("contact", vars);
    const statuses = [];
    for (let i = 0; i < 2; i++)
      statuses.push((await first.POST(jsonRequest("/api/contact", validContact))).status);
    const second = await loadRoute("contact", vars);
    for (let i = 0; i < 2; i++)
      statuses.push((await second.POST(jsonRequest("/api/contact", validContact))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const output = await new Promise<string>((resolve) => {
      const child = spawn(
        process.execPath,
        ["--conditions=react-server", "scripts/outbox.ts", "--state", "queued"],
        { env: { PATH: process.env.PATH, NODE_ENV: "production", DATABASE_URL: url } },
      );
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk));
      child.on("exit", () => resolve(text));
    });
    expect(output).toContain("PostgreSQL (DATABASE_URL): 3 enquiries: 3 queued");
    expect(output.match(/queued\s+[0-9a-f-]{36}\s+contact/g)).toHaveLength(3);
  }, 30_000);
});

describe("GET /api/cron/outbox (Vercel's cron)", () => {
  const SECRET = "cron-secret-for-the-tests-0123456789";
  const cron = async (vars: Record<string, string>, authorization?: string) => {
    vi.resetModules();
    await loadRoute("contact", vars);
    const { GET } = await import("@/app/api/cron/outbox/route");
    const response = await GET(
      new Request("http://forms.example/api/cron/outbox", {
        headers: authorization ? { authorization } : {},
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("is refused without the CRON_SECRET bearer token, and off without a database on Vercel", async () => {
    expect((await cron({ VERCEL: "1" }, `Bearer ${SECRET}`)).status).toBe(404);
    const configured = { VERCEL: "1", CRON_SECRET: SECRET, DATABASE_URL: await freshDatabase() };
    expect((await cron(configured)).status).toBe(401);
    expect((await cron(configured, `Bearer ${SECRET}x`)).status).toBe(401);
    expect((await cron(configured, SECRET)).status).toBe(401);
    expect(await cron({ VERCEL: "1", CRON_SECRET: SECRET }, `Bearer ${SECRET}`)).toEqual({
      status: 409,
      body: { error: "Store and forward is off: set DATABASE_URL" },
    });
  });

  it("on Vercel with DATABASE_URL, keeps an enquiry the provider failed and forwards it once when called", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const provider = await startFakeProvider();
    try {
      const url = await freshDatabase();
      const vars = {
        VERCEL: "1",
        CRON_SECRET: SECRET,
        DATABASE_URL: url,
        FORM_ENDPOINT: provider.url("/crash"),
      };
      const { POST } = await loadRoute("contact", vars);
      const response = await POST(jsonRequest("/api/contact", validContact));
      expect(response.status).toBe(200);
      const id = response.headers.get("x-request-id")!;
      const store = await openPostgresStore(url);
      expect((await store.list("queued")).map((entry) => entry.id)).toEqual([id]);
      // Due once the first retry delay has passed: here, an enquiry received a minute ago.
      await store.pool.query(
        "UPDATE enquiries SET received_at = $1, last_attempt_at = $1, last_activity_at = $1",
        [new Date(Date.now() - 60_000).toISOString()],
      );
      provider.received.length = 0;

      const ok = { ...vars, FORM_ENDPOINT: provider.url("/ok") };
      expect(await cron(ok, `Bearer ${SECRET}`)).toEqual({
        status: 200,
        body: { ok: true, queued: 0 },
      });
      expect(provider.received.map((hit) => hit.headers["idempotency-key"])).toEqual([id]);
      expect((await cron(ok, `Bearer ${SECRET}`)).status).toBe(200);
      expect(provider.received).toHaveLength(1);
      expect((await store.list("delivered")).map((entry) => entry.id)).toEqual([id]);
    } finally {
      await provider.close();
    }
  });
});
