import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { appendFile, chmod, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openEnquiryStore } from "@/lib/server/forms/enquiry-store.ts";
import { nextAttemptAt, RETRY_POLICY } from "@/lib/server/forms/outbox-store.ts";
import { startOutboxWorker, type OutboxWorkerOptions } from "@/lib/server/forms/outbox-worker";
import { jsonRequest, loadRoute, read, storedEnquiries, validContact } from "./api-harness";
import { RETENTION } from "./retention-periods";
import { storeDatabases, type StorePlace } from "../support/databases.ts";

// Store and forward against a provider on 127.0.0.1 that fails for a while (5xx, then
// timeouts) and comes back: every enquiry a visitor was told succeeded reaches it exactly once,
// kept in SQLite or in PostgreSQL (a throwaway cluster, tests/support/postgres.ts).

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
const databases = storeDatabases();

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
const silent = () => {};
const readOutbox = storedEnquiries;

/** A worker on the store at `file` (or `place`), as the server starts it, polling when told to. */
function workerOn(file: string | StorePlace, options: Partial<OutboxWorkerOptions> = {}) {
  return startOutboxWorker({
    openStore: typeof file === "string" ? () => openEnquiryStore(file) : file.open,
    endpointFor: () => provider.url,
    timeoutMs: 250,
    retention: RETENTION,
    policy: FAST,
    pollMs: 60_000,
    log: silent,
    ...options,
  });
}

describe.each(databases)("store and forward in $name", ({ place: freshPlace }) => {
  // The worker's time is a clock the test moves, never a sleep; the only real waits are the
  // provider timeouts while it hangs (a few of 250 ms), whose outcome does not depend on how
  // fast the machine is, so the test is given room for a loaded one.
  it(
    "delivers every enquiry stored while the provider failed exactly once, after a restart too",
    { timeout: 30_000 },
    async () => {
      const place = await freshPlace();
      const stored = async () => (await place.open()).list();
      const { POST } = await loadRoute("contact", {
        FORM_ENDPOINT: provider.url,
        FORM_TIMEOUT_MS: "250",
        RATE_LIMIT_PER_MINUTE: "100",
        ...place.env,
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
      const sent = [...during5xx, ...duringHang];
      for (const { answer } of sent) expect(answer).toEqual({ status: 200, body: { ok: true } });
      expect(provider.accepted().size).toBe(0);

      // The worker retries while the provider still hangs, then a restart (a new worker on the
      // same store) finds the provider back.
      let clock = Date.now();
      const first = workerOn(place, { now: () => clock });
      clock += FAST.firstDelayMs + 10;
      await first.runOnce();
      await first.stop();
      expect(provider.accepted().size).toBe(0);
      expect((await stored()).every((entry) => entry.status === "queued")).toBe(true);

      // A provider that answers may still be slow on a loaded machine: a timeout there would
      // send an accepted enquiry again, so this worker waits as long as the server would.
      provider.setMode("ok");
      const second = workerOn(place, { now: () => clock, timeoutMs: 10_000 });
      for (let pass = 0; pass < 10; pass++) {
        clock += FAST.maxDelayMs + 10;
        await second.runOnce();
        if ((await stored()).every((entry) => entry.status === "delivered")) break;
      }
      // Later passes send nothing more.
      const hitsWhenDone = provider.hits.length;
      clock += FAST.maxDelayMs + 10;
      await second.runOnce();
      await second.stop();
      expect(provider.hits.length).toBe(hitsWhenDone);

      const accepted = provider.accepted();
      expect([...accepted.keys()].sort()).toEqual(sent.map(({ id }) => id).sort());
      expect([...accepted.values()]).toEqual(Array(sent.length).fill(1));
      // What arrived is what each visitor sent, under the request id the visitor's answer carried.
      for (const hit of provider.hits.filter((h) => h.answered === 200)) {
        const index = sent.findIndex(({ id }) => id === hit.key);
        expect(hit.body).toEqual({
          ...validContact,
          name: ["Five One", "Five Two", "Five Three", "Hang One", "Hang Two"][index],
        });
      }
      expect((await stored()).map((entry) => entry.status)).toEqual(
        Array(sent.length).fill("delivered"),
      );
    },
  );

  it("marks an entry dead when the provider refuses it, or still fails a day later", async () => {
    const place = await freshPlace();
    const { POST } = await loadRoute("contact", { FORM_ENDPOINT: provider.url, ...place.env });
    provider.setMode("5xx");
    const ids: string[] = [];
    for (const name of ["Old One", "Refused One"]) {
      const response = await POST(jsonRequest("/api/contact", { ...validContact, name }));
      expect(response.status).toBe(200);
      ids.push(response.headers.get("x-request-id")!);
    }
    const worker = (now: () => number, store = place) =>
      workerOn(store, { now, policy: { ...FAST, giveUpAfterMs: 24 * 60 * 60_000 } });
    // A day and a minute later, still 503: dead.
    const late = worker(() => Date.now() + 24 * 60 * 60_000 + 60_000);
    await late.runOnce();
    await late.stop();
    let entries = await (await place.open()).list();
    expect(entries.map((entry) => entry.status)).toEqual(["dead", "dead"]);

    // A refusal (403) is final at once; the worker leaves dead entries alone.
    const place2 = await freshPlace();
    const route2 = await loadRoute("contact", { FORM_ENDPOINT: provider.url, ...place2.env });
    await route2.POST(jsonRequest("/api/contact", validContact));
    provider.setMode("refuse");
    const now = worker(() => Date.now() + 60_000, place2);
    await now.runOnce();
    await now.stop();
    entries = await (await place2.open()).list();
    expect(entries.map((entry) => [entry.status, entry.detail])).toEqual([
      ["dead", "provider answered 403"],
    ]);
    const hits = provider.hits.length;
    const again = worker(() => Date.now() + 60 * 60_000, place2);
    await again.runOnce();
    await again.stop();
    expect(provider.hits.length).toBe(hits);
  });
});

describe("store and forward in SQLite", () => {
  it("tells the visitor success only for what it stored", async () => {
    const file = path.join(dir, "blocked", "enquiries.sqlite");
    await appendFile(path.join(dir, "blocked"), "");
    const { POST } = await loadRoute("contact", {
      FORM_ENDPOINT: provider.url,
      SQLITE_PATH: file,
    });
    provider.setMode("5xx");
    const answer = await read(await POST(jsonRequest("/api/contact", validContact)));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ error: "Some error occured. Please try again later!" });
    await expect(stat(file)).rejects.toThrow(/ENOTDIR/);
  });
});

describe("retry timing", () => {
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
});

// Each run of the command starts a Node process: about a second each, several on a loaded machine.
describe("npm run outbox", { timeout: 60_000 }, () => {
  const cli = (
    store: string,
    args: string[] = [],
    outbox = path.join(dir, "none.jsonl"),
    as: { uid?: number; gid?: number } = {},
  ) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ["--conditions=react-server", "scripts/outbox.ts", ...args],
        {
          ...as,
          env: {
            PATH: process.env.PATH,
            NODE_ENV: "production",
            SQLITE_PATH: store,
            OUTBOX_PATH: outbox,
            FORM_ENDPOINT: provider.url,
            FORM_TIMEOUT_MS: "5000",
          },
        },
      );
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk));
      child.on("exit", (code: number | null) => resolve({ code, output }));
    });

  /** An outbox.jsonl as the previous version wrote it: three enquiries, two outcomes. */
  async function legacyOutbox(file: string) {
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
  }

  it("imports an old outbox.jsonl, lists by state without what visitors wrote, and --replay re-sends those not delivered", async () => {
    const store = path.join(dir, "cli.sqlite");
    const outbox = path.join(dir, "cli.jsonl");
    await legacyOutbox(outbox);

    const listed = await cli(store, [], outbox);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain("imported 3 of 3 enquiries");
    expect(listed.output).toContain("3 enquiries: 1 queued, 1 delivered, 1 dead, 0 stored");
    expect(listed.output).toMatch(/queued\s+id-queued/);
    expect(listed.output).toMatch(/delivered\s+id-delivered/);
    expect(listed.output).toMatch(/dead\s+id-dead.*\(gone\)/);
    expect(listed.output).not.toContain("Visitor");
    expect(listed.output).not.toContain(validContact.message);
    expect(provider.hits).toHaveLength(0);
    await expect(stat(outbox)).rejects.toThrow(/ENOENT/);
    await expect(stat(`${outbox}.imported`)).resolves.toBeTruthy();

    const dead = await cli(store, ["--state", "dead"]);
    expect(dead.output).toMatch(/dead\s+id-dead/);
    expect(dead.output).not.toContain("id-queued");

    const replayed = await cli(store, ["--replay"]);
    expect(replayed.code).toBe(0);
    expect(provider.hits.map((hit) => [hit.key, hit.body.name]).sort()).toEqual([
      ["id-dead", "Dead Visitor"],
      ["id-queued", "Queued Visitor"],
    ]);
    expect((await readOutbox(store)).map((e) => e.status)).toEqual([
      "delivered",
      "delivered",
      "delivered",
    ]);

    // Nothing left to send, and nothing imported twice.
    const again = await cli(store, ["--replay"]);
    expect(again.output).toContain("3 enquiries: 0 queued, 3 delivered");
    expect(provider.hits).toHaveLength(2);
  });

  it("--export prints one address's records as JSON and --erase removes them and nothing else", async () => {
    const store = path.join(dir, "rights.sqlite");
    const enquiries = await openEnquiryStore(store);
    const keep = async (id: string, email: string, form = "contact") =>
      enquiries.insert({
        id,
        form,
        receivedAt: "2026-03-01T00:00:00.000Z",
        data: { ...validContact, email },
        queued: true,
        detail: "provider answered 503",
      });
    await keep("ada-1", "ada@example.com");
    await keep("ada-2", "Ada@Example.COM", "careers");
    await keep("bob-1", "bob@example.com");

    const exported = await cli(store, ["--export", "ADA@example.com"]);
    expect(exported.code).toBe(0);
    const records = JSON.parse(exported.output) as { id: string; data: object }[];
    expect(records.map((record) => record.id)).toEqual(["ada-1", "ada-2"]);
    expect(records[0]).toMatchObject({
      form: "contact",
      status: "queued",
      data: { ...validContact, email: "ada@example.com" },
      deliveryAttempts: [
        { at: "2026-03-01T00:00:00.000Z", outcome: "failed", detail: "provider answered 503" },
      ],
    });

    const erased = await cli(store, ["--erase", "ada@example.com"]);
    expect(erased.output).toContain("Erased 2 enquiries of ada@example.com");
    expect((await readOutbox(store)).map((entry) => entry.id)).toEqual(["bob-1"]);
    expect(JSON.parse((await cli(store, ["--export", "ada@example.com"])).output)).toEqual([]);
    expect((await cli(store, ["--erase", "ada@example.com"])).output).toContain(
      "Erased 0 enquiries",
    );
  });

  it("says which file is wrong and what to do, exit 1, on a corrupt, unreadable or read-only store, and leaves it as it was", async () => {
    // File permissions bind root only through another user: as root (CI), the command runs as
    // nobody, which owns none of these files.
    const other = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const folder = await mkdtemp(path.join(tmpdir(), "outbox-broken-"));
    await chmod(folder, 0o755);
    const cases = [
      {
        name: "corrupt",
        mode: 0o600,
        as: {},
        says: /not an SQLite database, or it is damaged[\s\S]*restore it from a backup/,
      },
      { name: "unreadable", mode: 0o000, as: other, says: /this user cannot read it/ },
      { name: "read-only", mode: 0o444, as: other, says: /can read it but not write it/ },
    ];
    try {
      for (const { name, mode, as, says } of cases) {
        const store = path.join(folder, `${name}.sqlite`);
        const bytes = Buffer.from(`not a database: ${name} `.repeat(200));
        await writeFile(store, bytes);
        await chmod(store, mode);
        const run = await cli(store, [], path.join(folder, "none.jsonl"), as);
        expect([name, run.code]).toEqual([name, 1]);
        expect(run.output, name).toContain(`cannot open the enquiry store ${store}`);
        expect(run.output, name).toMatch(says);
        expect(run.output, name).not.toMatch(/\n\s+at |TypeError|ERR_/);
        expect((await stat(store)).mode & 0o777, name).toBe(mode);
        await chmod(store, 0o600);
        expect((await readFile(store)).equals(bytes), name).toBe(true);
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("--help lists the commands and exits 0; an unknown option prints the usage and exits 2", async () => {
    const store = path.join(dir, "help.sqlite");
    const help = await cli(store, ["--help"]);
    expect(help.code).toBe(0);
    for (const command of [
      "--state",
      "--show <id>",
      "--show stored",
      "--replay",
      "--purge",
      "--erase",
      "--export",
    ])
      expect(help.output).toContain(command);
    for (const args of [
      ["--bogus"],
      ["--show"],
      ["--state", "lost"],
      ["--erase", "a@b.c", "--purge"],
    ]) {
      const wrong = await cli(store, args);
      expect(wrong.code).toBe(2);
      expect(wrong.output).toContain("Usage: npm run outbox");
      expect(wrong.output).not.toMatch(/TypeError|ERR_PARSE_ARGS|\n\s+at /);
    }
  });

  it("--show prints one enquiry in full, --show stored every stored one oldest first", async () => {
    const store = path.join(dir, "show.sqlite");
    const enquiries = await openEnquiryStore(store);
    await enquiries.insert({
      id: "stored-later",
      form: "contact",
      receivedAt: "2026-03-02T09:00:00.000Z",
      data: { ...validContact, name: "Later Visitor", message: "Second line\nThird line" },
    });
    await enquiries.insert({
      id: "stored-first",
      form: "careers",
      receivedAt: "2026-03-01T09:00:00.000Z",
      data: { ...validContact, name: "First Visitor", keepOnFile: true },
    });
    await enquiries.insert({
      id: "queued-one",
      form: "contact",
      receivedAt: "2026-03-03T09:00:00.000Z",
      data: { ...validContact, name: "Queued Visitor" },
      status: "queued",
      pending: ["mail"],
      attempts: [
        { channel: "provider", outcome: "delivered" },
        { channel: "mail", outcome: "failed", detail: "mail server unreachable" },
      ],
    });

    const listed = await cli(store);
    expect(listed.output).toContain("3 enquiries: 1 queued, 0 delivered, 0 dead, 2 stored");
    expect(listed.output).not.toContain("Visitor");

    const one = await cli(store, ["--show", "queued-one"]);
    expect(one.code).toBe(0);
    for (const line of [
      "Enquiry queued-one",
      "Status:       queued",
      "Received at:  2026-03-03T09:00:00.000Z",
      "Still to:     mail",
      "Name: Queued Visitor",
      `Email: ${validContact.email}`,
      `Phone: ${validContact.phone}`,
      `Service: ${validContact.service}`,
      `Message: ${validContact.message}`,
      "2026-03-03T09:00:00.000Z  provider  delivered",
      "2026-03-03T09:00:00.000Z  mail      failed  (mail server unreachable)",
    ])
      expect(one.output).toContain(line);

    const stored = await cli(store, ["--show", "stored"]);
    expect(stored.code).toBe(0);
    expect(stored.output).toContain("2 stored enquiries, oldest first");
    expect(stored.output.indexOf("Enquiry stored-first")).toBeGreaterThan(-1);
    expect(stored.output.indexOf("Enquiry stored-first")).toBeLessThan(
      stored.output.indexOf("Enquiry stored-later"),
    );
    expect(stored.output).toContain("Keep on file for future openings: yes");
    expect(stored.output).toContain("Message: Second line\n      Third line");
    expect(stored.output).not.toContain("queued-one");

    const missing = await cli(store, ["--show", "no-such-id"]);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain("No enquiry no-such-id");
  });

  it("--purge erases what the retention periods no longer cover and says how many", async () => {
    const store = path.join(dir, "purge-cli.sqlite");
    const enquiries = await openEnquiryStore(store);
    const longAgo = new Date(Date.now() - 3 * 365 * 24 * 60 * 60_000).toISOString();
    const recent = new Date(Date.now() - 24 * 60 * 60_000).toISOString();
    for (const [id, receivedAt] of [
      ["old", longAgo],
      ["new", recent],
    ] as const)
      await enquiries.insert({ id, form: "contact", receivedAt, data: validContact });
    const purged = await cli(store, ["--purge"]);
    expect(purged.code).toBe(0);
    expect(purged.output).toContain(
      "Purged 0 delivered copies (older than 30 days), 1 enquiries (24 months after their last activity), 0 applications (12 months after receipt if kept on file, else 6)",
    );
    expect((await readOutbox(store)).map((entry) => entry.id)).toEqual(["new"]);
  });
});
