import { appendFile, copyFile, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  closeEnquiryStores,
  MIGRATIONS,
  openEnquiryStore,
  openPostgresStore,
  type EnquiryStore,
} from "@/lib/server/forms/enquiry-store.ts";
import { startOutboxWorker } from "@/lib/server/forms/outbox-worker";
import { POSTGRES_V1, POSTGRES_V2, SQLITE_V1, SQLITE_V2 } from "../support/legacy-schema.ts";
import { storeFixtures } from "../support/databases.ts";
import { validCareers, validContact } from "./api-harness";
import { RETENTION } from "./retention-periods";

// The enquiry store: the one-time import of the old JSON Lines outbox, the retention periods,
// the visitor's rights and the claim that keeps two senders from sending one enquiry; what
// both databases do, in SQLite and in PostgreSQL (a throwaway cluster, tests/support/databases.ts),
// and what is SQLite's own (its files on disk).

const fixtures = storeFixtures({ from: 55_500, count: 90 });
const fresh = fixtures.sqliteFile;
const freshPostgres = fixtures.postgresUrl;
const DAY = 24 * 60 * 60_000;
const NOW = Date.parse("2026-06-15T12:00:00.000Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const NOW_ISO = new Date(NOW).toISOString();
const ids = async (store: EnquiryStore) => (await store.list()).map((entry) => entry.id);

/** Each database, as a fresh store. */
const databases = [
  { name: "SQLite", open: () => openEnquiryStore(fresh()) },
  { name: "PostgreSQL", open: async () => openPostgresStore(await freshPostgres()) },
];

describe("the enquiry store", () => {
  it("is created and migrated on first open, and reopened as it was", async () => {
    const file = fresh();
    const store = await openEnquiryStore(file);
    await store.insert({
      id: "a",
      form: "contact",
      receivedAt: ago(0),
      data: validContact,
    });
    await closeEnquiryStores();
    const again = await openEnquiryStore(file);
    expect(await again.list()).toEqual([
      {
        id: "a",
        form: "contact",
        receivedAt: ago(0),
        data: validContact,
        status: "stored",
        attempts: 0,
      },
    ]);
    const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare("SELECT version FROM schema_migrations").all()).toEqual(
      MIGRATIONS.map(({ version }) => ({ version })),
    );
    db.close();
  });

  it("imports an old outbox.jsonl once, every enquiry with its state, skipping a partial last line", async () => {
    const outbox = path.join(fixtures.folder(), "old-outbox.jsonl");
    const line = (value: object) => JSON.stringify(value) + "\n";
    await appendFile(
      outbox,
      line({ id: "q", form: "contact", receivedAt: ago(DAY), data: validContact, queued: true }) +
        line({ id: "s", form: "careers", receivedAt: ago(DAY), data: validCareers }) +
        line({ id: "d", form: "contact", receivedAt: ago(DAY), data: validContact, queued: true }) +
        line({ id: "d", event: "delivered", at: ago(DAY / 2) }) +
        line({ id: "q", event: "attempt", at: ago(DAY / 4), detail: "provider answered 503" }) +
        '{"id":"partial","form":"con',
    );
    const original = await readFile(outbox, "utf8");
    const file = fresh();
    const logs: string[] = [];
    const store = await openEnquiryStore(file, { outbox, log: (text) => logs.push(text) });
    expect(await store.list()).toEqual([
      {
        id: "q",
        form: "contact",
        receivedAt: ago(DAY),
        data: validContact,
        status: "queued",
        attempts: 2,
        lastAttemptAt: ago(DAY / 4),
        detail: "provider answered 503",
      },
      {
        id: "s",
        form: "careers",
        receivedAt: ago(DAY),
        data: validCareers,
        status: "stored",
        attempts: 0,
      },
      {
        id: "d",
        form: "contact",
        receivedAt: ago(DAY),
        data: validContact,
        status: "delivered",
        attempts: 2,
        lastAttemptAt: ago(DAY),
        deliveredAt: ago(DAY / 2),
      },
    ]);
    expect(logs).toEqual([expect.stringContaining("imported 3 of 3 enquiries")]);
    // The file is kept, renamed, so it is not imported again.
    await expect(stat(outbox)).rejects.toThrow(/ENOENT/);
    expect(await readFile(`${outbox}.imported`, "utf8")).toBe(original);

    // An import cut short before the rename runs again without duplicating anything.
    await copyFile(`${outbox}.imported`, outbox);
    expect(await store.importOutbox(outbox)).toBe(0);
    expect(await ids(store)).toEqual(["q", "s", "d"]);
    expect(await readFile(`${outbox}.imported.2`, "utf8")).toBe(original);
  });

  it("reports the error that failed a transaction SQLite already rolled back", async () => {
    const file = fresh();
    const store = await openEnquiryStore(file);
    // As a full disk at COMMIT does, a trigger ends the transaction itself.
    const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
    const other = new DatabaseSync(file);
    other.exec(`CREATE TRIGGER full_disk BEFORE INSERT ON delivery_attempts
      BEGIN SELECT RAISE(ROLLBACK, 'database or disk is full'); END`);
    other.close();
    const insert = store.insert({
      id: "y",
      form: "contact",
      receivedAt: ago(0),
      data: validContact,
      queued: true,
    });
    await expect(insert).rejects.toThrow("database or disk is full");
    await expect(insert).rejects.not.toThrow(/cannot rollback/);
    // Nothing half-written, and the store still works.
    expect(await store.get("y")).toBeNull();
    await store.insert({ id: "z", form: "contact", receivedAt: ago(0), data: validContact });
    expect((await store.get("z"))?.status).toBe("stored");
  });
});

describe.each(databases)("the enquiry store in $name", ({ open }) => {
  it("lets one sender claim a queued enquiry at a time, until its lease ends", async () => {
    const store = await open();
    await store.insert({
      id: "x",
      form: "contact",
      receivedAt: ago(0),
      data: validContact,
      queued: true,
    });
    expect(await store.claim("x", { now: NOW, leaseMs: 1_000 })).toBe(true);
    expect(await store.claim("x", { now: NOW + 999, leaseMs: 1_000 })).toBe(false);
    expect(await store.claim("x", { now: NOW + 1_000, leaseMs: 1_000 })).toBe(true);
    await store.record("x", { status: "delivered", at: ago(0) });
    expect(await store.claim("x", { now: NOW + 5_000, leaseMs: 1_000 })).toBe(false);
  });
});

describe.each(databases)("retention in $name", ({ open }) => {
  /** One of each case either side of its limit, as the worker and --purge find them. */
  async function storeWithEveryCase() {
    const store = await open();
    const keep = async (
      id: string,
      form: string,
      receivedAt: string,
      outcome?: { status: "delivered" | "dead" | "queued"; at: string },
    ) => {
      await store.insert({
        id,
        form,
        receivedAt,
        data:
          form === "careers" ? { ...validCareers, keepOnFile: id.includes("filed") } : validContact,
        queued: outcome !== undefined,
      });
      if (outcome) await store.record(id, outcome);
    };
    // Delivered: the local copy goes 30 days after delivery.
    await keep("delivered-31-days", "contact", ago(40 * DAY), {
      status: "delivered",
      at: ago(31 * DAY),
    });
    await keep("delivered-29-days", "contact", ago(40 * DAY), {
      status: "delivered",
      at: ago(29 * DAY),
    });
    // Contact enquiries not delivered: 24 months after the last activity.
    await keep("stored-25-months", "contact", ago(761 * DAY));
    await keep("dead-active-23-months", "contact", ago(800 * DAY), {
      status: "dead",
      at: ago(700 * DAY),
    });
    await keep("queued-23-months", "contact", ago(700 * DAY));
    // Applications, whatever happened since: 12 months after receipt if kept on file, else 6.
    await keep("application-filed-13-months", "careers", ago(396 * DAY), {
      status: "queued",
      at: ago(DAY),
    });
    await keep("application-filed-11-months", "careers", ago(335 * DAY));
    await keep("application-7-months", "careers", ago(213 * DAY));
    await keep("application-5-months", "careers", ago(152 * DAY));
    return store;
  }

  it("erases delivered copies after 30 days, enquiries 24 months after their last activity and applications 12 months after receipt if kept on file, else 6, and nothing else", async () => {
    const store = await storeWithEveryCase();
    expect(await store.purge({ now: NOW, ...RETENTION })).toEqual({
      delivered: 1,
      enquiries: 1,
      applications: 2,
    });
    // Oldest received first.
    expect(await ids(store)).toEqual([
      "dead-active-23-months",
      "queued-23-months",
      "application-filed-11-months",
      "application-5-months",
      "delivered-29-days",
    ]);
    // Their delivery attempts went with them.
    expect(
      await store.db
        .selectFrom("delivery_attempts")
        .select("enquiry_id as id")
        .distinct()
        .orderBy("id")
        .execute(),
    ).toEqual([{ id: "dead-active-23-months" }, { id: "delivered-29-days" }]);
    expect(await store.purge({ now: NOW, ...RETENTION })).toEqual({
      delivered: 0,
      enquiries: 0,
      applications: 0,
    });
  });

  it("follows the configured periods", async () => {
    const store = await storeWithEveryCase();
    expect(
      await store.purge({
        now: NOW,
        enquiryMonths: 6,
        applicationMonths: 6,
        unfiledApplicationMonths: 3,
      }),
    ).toEqual({ delivered: 1, enquiries: 3, applications: 4 });
    expect(await ids(store)).toEqual(["delivered-29-days"]);
  });

  it("runs in the worker at start and then once a day", async () => {
    const store = await storeWithEveryCase();
    const logs: string[] = [];
    let now = NOW;
    const worker = startOutboxWorker({
      openStore: async () => store,
      endpointFor: () => undefined,
      timeoutMs: 250,
      retention: RETENTION,
      pollMs: 60_000,
      now: () => now,
      log: (line) => logs.push(line),
    });
    await worker.runOnce();
    expect(logs).toEqual([
      expect.stringContaining("purge: 1 delivered copies, 1 enquiries, 2 applications erased"),
    ]);
    // Two days on, the 29-day-old delivered copy is due; an hour later no purge runs.
    now = NOW + 2 * DAY;
    await worker.runOnce();
    now += 60 * 60_000;
    await worker.runOnce();
    await worker.stop();
    expect(logs).toHaveLength(2);
    expect(logs[1]).toContain("purge: 1 delivered copies, 0 enquiries, 0 applications erased");
    expect(await ids(store)).not.toContain("delivered-29-days");
  });
});

describe("erasure on disk", () => {
  /** Every file SQLite keeps for the store, as raw bytes. */
  const rawFiles = async (file: string) =>
    Promise.all(
      ["", "-wal", "-shm"].map(async (suffix) => ({
        name: path.basename(file + suffix),
        bytes: await readFile(file + suffix).catch(() => Buffer.alloc(0)),
      })),
    );
  const holding = async (file: string, marker: string) =>
    (await rawFiles(file))
      .filter(({ bytes }) => bytes.includes(Buffer.from(marker)))
      .map(({ name }) => name);

  async function keepMarked(store: EnquiryStore, marker: string, others: number) {
    const at = new Date().toISOString();
    for (let i = 0; i < others; i++)
      await store.insert({
        id: `other-${others}-${i}`,
        form: "contact",
        receivedAt: at,
        data: { ...validContact, email: `other${i}@example.com` },
      });
    // A short record, and one long enough to spill onto overflow pages.
    await store.insert({
      id: `marked-${marker}`,
      form: "contact",
      receivedAt: at,
      data: { ...validContact, email: `${marker}@example.com`, message: `FTO for ${marker}` },
      queued: true,
      detail: "provider answered 503",
    });
    await store.insert({
      id: `marked-long-${marker}`,
      form: "careers",
      receivedAt: at,
      data: {
        ...validCareers,
        email: `${marker}@example.com`,
        qualification: `${marker} `.repeat(400),
      },
    });
    await store.record(`marked-${marker}`, {
      status: "queued",
      at,
      detail: "provider answered 503",
    });
  }

  it("leaves no byte of an erased enquiry in the database, its -wal or its -shm", async () => {
    const file = fresh();
    const store = await openEnquiryStore(file);
    const marker = `erase${Date.now().toString(36)}x${Math.random().toString(36).slice(2, 10)}`;
    await keepMarked(store, marker, 20);
    // Before: the marker is on disk (the test can see it there).
    expect(await holding(file, marker)).not.toEqual([]);

    expect(await store.eraseEmail(`${marker.toUpperCase()}@EXAMPLE.COM`)).toBe(2);
    expect(await holding(file, marker)).toEqual([]);
    expect((await store.list()).length).toBe(20);
  });

  it("leaves no byte of a purged enquiry on disk", async () => {
    const file = fresh();
    const store = await openEnquiryStore(file);
    const marker = `purge${Date.now().toString(36)}x${Math.random().toString(36).slice(2, 10)}`;
    await store.insert({
      id: "old",
      form: "contact",
      receivedAt: new Date(Date.now() - 3 * 365 * DAY).toISOString(),
      data: { ...validContact, message: `old enquiry ${marker}` },
    });
    await keepMarked(store, "kept", 3);
    expect(await holding(file, marker)).not.toEqual([]);
    const purged = await store.purge({ now: Date.now(), ...RETENTION });
    expect(purged.enquiries).toBe(1);
    expect(await holding(file, marker)).toEqual([]);
  });

  it("creates the database and its -wal and -shm readable by their owner alone", async () => {
    const file = path.join(fixtures.folder(), "private", "enquiries.sqlite");
    const store = await openEnquiryStore(file);
    await store.insert({
      id: "p",
      form: "contact",
      receivedAt: new Date().toISOString(),
      data: validContact,
    });
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    for (const suffix of ["", "-wal", "-shm"])
      expect([suffix, (await stat(file + suffix)).mode & 0o777]).toEqual([suffix, 0o600]);
  });
});

describe("upgrading a store an earlier version wrote", () => {
  it("clears what it had deleted without secure_delete from the file", async () => {
    const file = fresh();
    const marker = `legacy${Math.random().toString(36).slice(2, 10)}`;
    // The earlier version's database: migration 1 only, a record deleted with secure_delete off.
    const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
    const db = new DatabaseSync(file);
    db.exec("PRAGMA journal_mode = WAL; PRAGMA secure_delete = OFF;");
    db.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    db.exec(SQLITE_V1);
    db.prepare("INSERT INTO schema_migrations VALUES (1, ?)").run(new Date().toISOString());
    db.prepare(
      "INSERT INTO enquiries (id, form, received_at, email, data, status, last_activity_at) VALUES ('x', 'contact', ?, ?, ?, 'stored', ?)",
    ).run(NOW_ISO, `${marker}@example.com`, JSON.stringify({ message: marker }), NOW_ISO);
    db.exec("DELETE FROM enquiries; PRAGMA wal_checkpoint(TRUNCATE);");
    db.close();
    expect((await readFile(file)).includes(Buffer.from(marker))).toBe(true);

    await openEnquiryStore(file);
    expect((await readFile(file)).includes(Buffer.from(marker))).toBe(false);
  });
});

describe("a database the two stores wrote before they were one", () => {
  const enquiry = { message: "An enquiry from before", email: "before@example.com" };

  it("opens in SQLite with its enquiries and attempts, and gains what PostgreSQL had", async () => {
    const file = fresh();
    const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
    const db = new DatabaseSync(file);
    db.exec(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    db.exec(SQLITE_V1);
    db.exec(SQLITE_V2);
    db.exec(`INSERT INTO schema_migrations VALUES (1, '${NOW_ISO}'), (2, '${NOW_ISO}')`);
    db.prepare(
      "INSERT INTO enquiries (id, form, received_at, email, data, status, attempts, last_attempt_at, last_activity_at, pending) VALUES ('old', 'contact', ?, 'before@example.com', ?, 'queued', 1, ?, ?, 'mail')",
    ).run(NOW_ISO, JSON.stringify(enquiry), NOW_ISO, NOW_ISO);
    db.prepare(
      "INSERT INTO delivery_attempts (enquiry_id, at, outcome, detail, channel) VALUES ('old', ?, 'failed', 'SMTP said no', 'mail')",
    ).run(NOW_ISO);
    db.close();

    const store = await openEnquiryStore(file);
    await expectUpgraded(store);
  });

  it("opens in PostgreSQL with its enquiries and attempts, and gains what SQLite had", async () => {
    const url = await freshPostgres();
    const { default: pg } = await import("pg");
    const client = new pg.Client(url);
    await client.connect();
    await client.query(
      "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    await client.query(POSTGRES_V1);
    await client.query(POSTGRES_V2);
    await client.query("INSERT INTO schema_migrations VALUES (1, $1), (2, $1)", [NOW_ISO]);
    await client.query(
      "INSERT INTO enquiries (id, form, received_at, email, data, status, attempts, last_attempt_at, last_activity_at, pending) VALUES ('old', 'contact', $1, 'before@example.com', $2, 'queued', 1, $1, $1, 'mail')",
      [NOW_ISO, JSON.stringify(enquiry)],
    );
    await client.query(
      "INSERT INTO delivery_attempts (enquiry_id, at, outcome, detail, channel) VALUES ('old', $1, 'failed', 'SMTP said no', 'mail')",
      [NOW_ISO],
    );
    await client.end();

    const store = await openPostgresStore(url);
    await expectUpgraded(store);
  });

  async function expectUpgraded(store: EnquiryStore) {
    expect(await store.get("old")).toEqual({
      id: "old",
      form: "contact",
      receivedAt: NOW_ISO,
      data: enquiry,
      status: "queued",
      attempts: 1,
      lastAttemptAt: NOW_ISO,
      pending: ["mail"],
      deliveryAttempts: [
        { at: NOW_ISO, outcome: "failed", channel: "mail", detail: "SMTP said no" },
      ],
    });
    // New enquiries go in after it; the import record and the rate limit's table exist in both.
    await store.insert({ id: "new", form: "contact", receivedAt: NOW_ISO, data: validContact });
    expect(await ids(store)).toEqual(["old", "new"]);
    expect(
      (await store.db.selectFrom("schema_migrations").select("version").execute()).map(
        (row) => row.version,
      ),
    ).toEqual([1, 2, 3]);
    expect(await store.db.selectFrom("imported_outboxes").selectAll().execute()).toEqual([]);
    expect(await store.db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
  }
});
