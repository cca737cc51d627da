import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { appendFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { nextAttemptAt, readOutbox, RETRY_POLICY } from "@/lib/forms/outbox-store.mjs";
import { startOutboxWorker } from "@/lib/forms/outbox-worker";
import { jsonRequest, loadRoute, read, validContact } from "./api-harness";

// Store and forward against a provider on 127.0.0.1 that fails for a while (5xx, then
// timeouts) and comes back: every enquiry a visitor was told succeeded reaches it exactly once.

type Mode = "5xx" | "hang" | "ok" | "refuse";

interface Hit {
  key: string | undefined;
  body: Record<string, unknown>;
  answered: number | "none";
}

async function startFlakyProvider() {
  let mode: Mode = "ok";
  const hits: Hit[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      const hit: Hit = {
        key: req.headers["idempotency-key"] as string | undefined,
        body: JSON.parse(body),
        answered: "none",
      };
      hits.push(hit);
      const answer = (status: number) => {
        hit.answered = status;
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(status === 200 ? { ok: true } : { error: "Form is disabled." }));
      };
      if (mode === "hang") hanging.add(res);
      else if (mode === "5xx") answer(503);
      else if (mode === "refuse") answer(403);
      else answer(200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/f/contact`,
    hits,
    setMode: (next: Mode) => (mode = next),
    /** Requests the provider accepted (answered 2xx), per idempotency key. */
    accepted: () => {
      const counts = new Map<string, number>();
      for (const hit of hits)
        if (hit.answered === 200) counts.set(hit.key!, (counts.get(hit.key!) ?? 0) + 1);
      return counts;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let provider: Awaited<ReturnType<typeof startFlakyProvider>>;
let dir: string;

beforeAll(async () => {
  provider = await startFlakyProvider();
  dir = await mkdtemp(path.join(tmpdir(), "outbox-worker-"));
});
afterAll(async () => {
  await provider.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  provider.hits.length = 0;
  provider.setMode("ok");
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const FAST = { firstDelayMs: 40, maxDelayMs: 160, giveUpAfterMs: 60 * 60_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = () => {};

describe("store and forward", () => {
  it("delivers every enquiry stored while the provider failed exactly once, after a restart too", async () => {
    const file = path.join(dir, "flaky.jsonl");
    const { POST } = await loadRoute("contact", {
      FORM_ENDPOINT: provider.url,
      FORM_TIMEOUT_MS: "250",
      OUTBOX_PATH: file,
      RATE_LIMIT_PER_MINUTE: "100",
    });
    const submit = async (name: string) => {
      const response = await POST(jsonRequest("/api/contact", { ...validContact, name }));
      return { id: response.headers.get("x-request-id")!, answer: await read(response) };
    };

    // The provider answers 503 for a while, then stops answering at all.
    provider.setMode("5xx");
    const during5xx = [
      await submit("Five One"),
      await submit("Five Two"),
      await submit("Five Three"),
    ];
    provider.setMode("hang");
    const duringHang = [await submit("Hang One"), await submit("Hang Two")];
    const stored = [...during5xx, ...duringHang];
    for (const { answer } of stored) expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(provider.accepted().size).toBe(0);

    // The worker retries while the provider still hangs, then a restart (a new worker on the
    // same file) finds the provider back.
    const first = startOutboxWorker({
      outboxPath: file,
      endpointFor: () => provider.url,
      timeoutMs: 250,
      policy: FAST,
      pollMs: 60_000,
      log: silent,
    });
    await sleep(FAST.firstDelayMs + 10);
    await first.runOnce();
    await first.stop();
    expect(provider.accepted().size).toBe(0);
    expect((await readOutbox(file)).every((entry) => entry.status === "queued")).toBe(true);

    provider.setMode("ok");
    const second = startOutboxWorker({
      outboxPath: file,
      endpointFor: () => provider.url,
      timeoutMs: 250,
      policy: FAST,
      pollMs: 60_000,
      log: silent,
    });
    for (let pass = 0; pass < 10; pass++) {
      await sleep(FAST.maxDelayMs + 10);
      await second.runOnce();
      if ((await readOutbox(file)).every((entry) => entry.status === "delivered")) break;
    }
    // Later passes send nothing more.
    const hitsWhenDone = provider.hits.length;
    await sleep(FAST.maxDelayMs + 10);
    await second.runOnce();
    await second.stop();
    expect(provider.hits.length).toBe(hitsWhenDone);

    const accepted = provider.accepted();
    expect([...accepted.keys()].sort()).toEqual(stored.map(({ id }) => id).sort());
    expect([...accepted.values()]).toEqual(Array(stored.length).fill(1));
    // What arrived is what each visitor sent, under the request id the visitor's answer carried.
    for (const hit of provider.hits.filter((h) => h.answered === 200)) {
      const index = stored.findIndex(({ id }) => id === hit.key);
      expect(hit.body).toEqual({
        ...validContact,
        name: ["Five One", "Five Two", "Five Three", "Hang One", "Hang Two"][index],
      });
    }
    expect((await readOutbox(file)).map((entry) => entry.status)).toEqual(
      Array(stored.length).fill("delivered"),
    );
  });

  it("tells the visitor success only for what it stored", async () => {
    const file = path.join(dir, "blocked", "outbox.jsonl");
    await appendFile(path.join(dir, "blocked"), "");
    const { POST } = await loadRoute("contact", {
      FORM_ENDPOINT: provider.url,
      OUTBOX_PATH: file,
    });
    provider.setMode("5xx");
    const answer = await read(await POST(jsonRequest("/api/contact", validContact)));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: "Some error occured. Please try again later!" });
    await expect(readFile(file, "utf8")).rejects.toThrow(/ENOTDIR/);
  });

  it("marks an entry dead when the provider refuses it, or still fails a day later", async () => {
    const file = path.join(dir, "dead.jsonl");
    const { POST } = await loadRoute("contact", { FORM_ENDPOINT: provider.url, OUTBOX_PATH: file });
    provider.setMode("5xx");
    const ids: string[] = [];
    for (const name of ["Old One", "Refused One"]) {
      const response = await POST(jsonRequest("/api/contact", { ...validContact, name }));
      expect(response.status).toBe(200);
      ids.push(response.headers.get("x-request-id")!);
    }
    const worker = (now: () => number, outboxPath = file) =>
      startOutboxWorker({
        outboxPath,
        endpointFor: () => provider.url,
        timeoutMs: 250,
        policy: { ...FAST, giveUpAfterMs: 24 * 60 * 60_000 },
        pollMs: 60_000,
        now,
        log: silent,
      });
    // A day and a minute later, still 503: dead.
    const late = worker(() => Date.now() + 24 * 60 * 60_000 + 60_000);
    await late.runOnce();
    await late.stop();
    let entries = await readOutbox(file);
    expect(entries.map((entry) => entry.status)).toEqual(["dead", "dead"]);

    // A refusal (403) is final at once; the worker leaves dead entries alone.
    const file2 = path.join(dir, "refused.jsonl");
    const route2 = await loadRoute("contact", { FORM_ENDPOINT: provider.url, OUTBOX_PATH: file2 });
    await route2.POST(jsonRequest("/api/contact", validContact));
    provider.setMode("refuse");
    const now = worker(() => Date.now() + 60_000, file2);
    await now.runOnce();
    await now.stop();
    entries = await readOutbox(file2);
    expect(entries.map((entry) => [entry.status, entry.detail])).toEqual([
      ["dead", "provider answered 403"],
    ]);
    const hits = provider.hits.length;
    const again = worker(() => Date.now() + 60 * 60_000, file2);
    await again.runOnce();
    await again.stop();
    expect(provider.hits.length).toBe(hits);
  });
});

describe("the outbox file", () => {
  it("retries first within 30 s, then backs off exponentially up to a bound", () => {
    const entry = {
      id: "x",
      form: "contact",
      receivedAt: "2026-01-01T00:00:00.000Z",
      data: {},
      status: "queued" as const,
      attempts: 1,
      lastAttemptAt: "2026-01-01T00:00:00.000Z",
    };
    const start = Date.parse(entry.receivedAt);
    const delays = [1, 2, 3, 4, 8, 20].map(
      (attempts) => nextAttemptAt({ ...entry, attempts }) - start,
    );
    expect(delays[0]).toBeGreaterThan(0);
    expect(delays[0]).toBeLessThanOrEqual(30_000);
    for (let i = 1; i < delays.length; i++)
      expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(delays[2]).toBeGreaterThan(delays[1]!);
    expect(delays[5]).toBeLessThanOrEqual(60 * 60_000);
    expect(RETRY_POLICY.giveUpAfterMs).toBe(24 * 60 * 60_000);
  });

  it("skips a partial last line left by a crash", async () => {
    const file = path.join(dir, "partial.jsonl");
    await appendFile(
      file,
      JSON.stringify({
        id: "a",
        form: "contact",
        receivedAt: "2026-01-01T00:00:00Z",
        data: {},
        queued: true,
      }) + '\n{"id":"b","form":"con',
    );
    expect((await readOutbox(file)).map((entry) => [entry.id, entry.status])).toEqual([
      ["a", "queued"],
    ]);
    expect(await readFile(file, "utf8")).toContain('"b"');
  });
});

describe("npm run outbox", () => {
  const cli = (file: string, args: string[] = []) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ["scripts/outbox.mjs", ...args], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          OUTBOX_PATH: file,
          FORM_ENDPOINT: provider.url,
          FORM_TIMEOUT_MS: "250",
        },
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk));
      child.on("exit", (code: number | null) => resolve({ code, output }));
    });

  it("lists queued, delivered and dead entries, and --replay re-sends those not delivered", async () => {
    const file = path.join(dir, "cli.jsonl");
    const line = (value: object) => appendFile(file, JSON.stringify(value) + "\n");
    const entry = (id: string, name: string) => ({
      id,
      form: "contact",
      receivedAt: "2026-01-01T00:00:00.000Z",
      data: { ...validContact, name },
      queued: true,
    });
    await line(entry("id-queued", "Queued Visitor"));
    await line(entry("id-delivered", "Delivered Visitor"));
    await line(entry("id-dead", "Dead Visitor"));
    await line({ id: "id-delivered", event: "delivered", at: "2026-01-01T00:01:00.000Z" });
    await line({ id: "id-dead", event: "dead", at: "2026-01-02T00:01:00.000Z", detail: "gone" });

    const listed = await cli(file);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain("3 enquiries: 1 queued, 1 delivered, 1 dead, 0 stored");
    expect(listed.output).toMatch(/queued\s+id-queued/);
    expect(listed.output).toMatch(/delivered\s+id-delivered/);
    expect(listed.output).toMatch(/dead\s+id-dead.*\(gone\)/);
    expect(listed.output).not.toContain("Visitor");
    expect(provider.hits).toHaveLength(0);

    const replayed = await cli(file, ["--replay"]);
    expect(replayed.code).toBe(0);
    expect(provider.hits.map((hit) => [hit.key, hit.body.name]).sort()).toEqual([
      ["id-dead", "Dead Visitor"],
      ["id-queued", "Queued Visitor"],
    ]);
    expect((await readOutbox(file)).map((e) => e.status)).toEqual([
      "delivered",
      "delivered",
      "delivered",
    ]);

    // Nothing left to send.
    await cli(file, ["--replay"]);
    expect(provider.hits).toHaveLength(2);
  });
});
