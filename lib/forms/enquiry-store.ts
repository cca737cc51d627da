// The enquiry store: a SQLite database (Node's built-in node:sqlite, no native build) holding
// the enquiries kept on the server, their delivery attempts and outcomes. Shared by the server
// (lib/forms/delivery.ts, the worker in lib/forms/outbox-worker.ts) and the operator's command
// (`npm run outbox`, scripts/outbox.ts), which Node runs without a build: erasable TypeScript
// only.
//
// An enquiry is kept when no provider is configured (status "stored") or when the provider
// failed (status "queued", forwarded later by the worker), and ends "delivered" or "dead".
// The database is created and migrated when first opened; an outbox.jsonl left by an earlier
// version is imported then, once (see importOutbox).
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync } from "node:fs";
import path from "node:path";
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import {
  nextAttemptAt,
  readOutbox,
  RETRY_POLICY,
  type Channel,
  type OutboxEntry,
  type OutboxStatus,
  type RetryPolicy,
} from "./outbox-store.ts";

import {
  DAY_MS,
  DELIVERED_COPY_DAYS,
  emailOf,
  monthsBefore,
  normaliseEmail,
  toAttempt,
  toEntry,
  type AttemptRow,
  type DeliveryAttempt,
  type EnquiryRow,
} from "./enquiry-rows.ts";

export { DELIVERED_COPY_DAYS, monthsBefore, type DeliveryAttempt };

/** One channel's outcome in an attempt, as recorded. */
export interface ChannelAttempt {
  channel: Channel;
  outcome: DeliveryAttempt["outcome"];
  detail?: string;
}

export interface PurgeCounts {
  /** Local copies of delivered enquiries. */
  delivered: number;
  /** Contact enquiries past their retention (not delivered). */
  enquiries: number;
  /** Careers applications past their retention. */
  applications: number;
}

export type EntryWithAttempts = OutboxEntry & { deliveryAttempts: DeliveryAttempt[] };

export interface EnquiryStore {
  readonly file: string;
  insert(enquiry: {
    id: string;
    form: string;
    receivedAt: string;
    data: Record<string, unknown>;
    queued?: boolean;
    detail?: string;
    status?: "stored" | "queued" | "dead";
    pending?: Channel[];
    attempts?: ChannelAttempt[];
  }): Promise<void>;
  get(id: string): Promise<EntryWithAttempts | null>;
  list(status?: OutboxStatus): Promise<OutboxEntry[]>;
  due(now: number, policy?: RetryPolicy): Promise<OutboxEntry[]>;
  claim(id: string, lease: { now: number; leaseMs: number }): Promise<boolean>;
  requeue(id: string): Promise<void>;
  record(
    id: string,
    outcome: {
      status: "delivered" | "dead" | "queued";
      at: string;
      detail?: string;
      pending?: Channel[];
      attempts?: ChannelAttempt[];
    },
  ): Promise<void>;
  exportEmail(email: string): Promise<EntryWithAttempts[]>;
  eraseEmail(email: string): Promise<number>;
  purge(options: {
    now: number;
    enquiryMonths: number;
    /** An application its sender asked to keep on file (keepOnFile)... */
    applicationMonths: number;
    /** ...and any other. */
    unfiledApplicationMonths: number;
  }): Promise<PurgeCounts>;
  importOutbox(outbox: string, log?: (line: string) => void): Promise<number>;
  close(): void | Promise<void>;
}

/** Versioned migrations, applied in order; each runs once, recorded in schema_migrations. */
export const MIGRATIONS: { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE enquiries (
        id               TEXT PRIMARY KEY,
        form             TEXT NOT NULL,
        received_at      TEXT NOT NULL,
        email            TEXT,
        data             TEXT NOT NULL,
        status           TEXT NOT NULL CHECK (status IN ('stored','queued','delivered','dead')),
        attempts         INTEGER NOT NULL DEFAULT 0,
        last_attempt_at  TEXT,
        delivered_at     TEXT,
        detail           TEXT,
        last_activity_at TEXT NOT NULL,
        claimed_until    INTEGER
      );
      CREATE INDEX enquiries_status ON enquiries (status);
      CREATE INDEX enquiries_email ON enquiries (email);
      CREATE TABLE delivery_attempts (
        enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        at         TEXT NOT NULL,
        outcome    TEXT NOT NULL,
        detail     TEXT
      );
      CREATE INDEX delivery_attempts_enquiry ON delivery_attempts (enquiry_id);
      CREATE TABLE imported_outboxes (path TEXT PRIMARY KEY, at TEXT NOT NULL, enquiries INTEGER NOT NULL);
    `,
  },
  {
    // Each delivery channel (the provider, e-mail) has its own outcome: the channels an enquiry
    // still has to reach (comma-separated; NULL in older rows: the provider), and the channel of
    // each attempt (NULL in older rows: the provider).
    version: 2,
    sql: `
      ALTER TABLE enquiries ADD COLUMN pending TEXT;
      ALTER TABLE delivery_attempts ADD COLUMN channel TEXT;
    `,
  },
];

// One connection per database file and process: the route handlers and the pages' form actions
// are bundled apart, and both must use the same one.
const OPEN = Symbol.for("meridian.enquiry-stores");
const openStores = ((globalThis as { [OPEN]?: Map<string, Promise<EnquiryStore>> })[OPEN] ??=
  new Map());

/**
 * The store in `file`, opened (created and migrated) once per process. `outbox`: a JSON Lines
 * outbox of an earlier version, imported into the database when it exists (once: the file is
 * renamed afterwards).
 */
export function openEnquiryStore(
  file: string,
  { outbox, log = () => {} }: { outbox?: string; log?: (line: string) => void } = {},
): Promise<EnquiryStore> {
  const key = path.resolve(file);
  let opening = openStores.get(key);
  if (!opening) {
    opening = (async () => {
      const store = createStore(key);
      if (outbox) await store.importOutbox(outbox, log);
      return store;
    })();
    openStores.set(key, opening);
    // A failed open (an unwritable folder) is tried again on the next call.
    opening.catch(() => openStores.delete(key));
  }
  return opening;
}

/** Closes every store this process opened (tests, the command's end). */
export async function closeEnquiryStores(): Promise<void> {
  const stores = await Promise.allSettled(openStores.values());
  openStores.clear();
  for (const result of stores) if (result.status === "fulfilled") result.value.close();
}

function createStore(file: string): EnquiryStore {
  mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true, mode: 0o700 });
  // Created 0600 before SQLite opens it: SQLite gives the -wal and -shm files the database's own
  // permissions. Files an earlier version created 0644 are narrowed too.
  closeSync(openSync(/*turbopackIgnore: true*/ file, "a", 0o600));
  for (const suffix of ["", "-wal", "-shm"])
    if (existsSync(/*turbopackIgnore: true*/ file + suffix))
      chmodSync(/*turbopackIgnore: true*/ file + suffix, 0o600);
  const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
  const db = new DatabaseSync(file, { timeout: 5_000 });
  try {
    // WAL lets the operator's command read while the server writes; FULL syncs every commit to
    // disk, so "stored" means stored before the visitor is told so. secure_delete overwrites a
    // deleted record's bytes with zeros instead of leaving them in free space.
    db.exec(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;",
    );
    // A database an earlier version wrote without secure_delete may hold deleted records in its
    // free pages: rewritten once (VACUUM), when the migration that came with it is applied.
    if (migrate(db).includes(2)) {
      try {
        db.exec("VACUUM");
        db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get();
      } catch {
        // Another process holds the database: the next erase or purge zeroes what it deletes.
      }
    }
  } catch (error) {
    db.close();
    throw error;
  }

  const statements = {
    insert: db.prepare(`
      INSERT OR IGNORE INTO enquiries
        (id, form, received_at, email, data, status, attempts, last_attempt_at, delivered_at,
         detail, last_activity_at)
      VALUES (:id, :form, :receivedAt, :email, :data, :status, :attempts, :lastAttemptAt,
              :deliveredAt, :detail, :lastActivityAt)`),
    setPending: db.prepare("UPDATE enquiries SET pending = ? WHERE id = ?"),
    attempt: db.prepare(
      "INSERT INTO delivery_attempts (enquiry_id, at, outcome, detail, channel) VALUES (?, ?, ?, ?, ?)",
    ),
    byId: db.prepare("SELECT * FROM enquiries WHERE id = ?"),
    all: db.prepare("SELECT * FROM enquiries ORDER BY received_at, rowid"),
    byStatus: db.prepare("SELECT * FROM enquiries WHERE status = ? ORDER BY received_at, rowid"),
    byEmail: db.prepare("SELECT * FROM enquiries WHERE email = ? ORDER BY received_at, rowid"),
    attemptsOf: db.prepare(
      "SELECT at, outcome, detail, channel FROM delivery_attempts WHERE enquiry_id = ? ORDER BY rowid",
    ),
    claim: db.prepare(`
      UPDATE enquiries SET claimed_until = :until
      WHERE id = :id AND status = 'queued' AND (claimed_until IS NULL OR claimed_until <= :now)`),
    record: db.prepare(`
      UPDATE enquiries SET status = :status, attempts = attempts + 1, last_attempt_at = :at,
        delivered_at = :deliveredAt, detail = :detail, last_activity_at = :at, claimed_until = NULL
      WHERE id = :id`),
    requeue: db.prepare(
      "UPDATE enquiries SET status = 'queued' WHERE id = ? AND status IN ('stored', 'dead')",
    ),
    eraseEmail: db.prepare("DELETE FROM enquiries WHERE email = ?"),
    purgeDelivered: db.prepare(
      "DELETE FROM enquiries WHERE status = 'delivered' AND delivered_at <= ?",
    ),
    purgeEnquiries: db.prepare(
      "DELETE FROM enquiries WHERE form <> 'careers' AND status <> 'delivered' AND last_activity_at <= ?",
    ),
    purgeApplications: db.prepare(`
      DELETE FROM enquiries WHERE form = 'careers' AND received_at <=
        CASE WHEN json_extract(data, '$.keepOnFile') = 1 THEN :onFile ELSE :unfiled END`),
    markImported: db.prepare(
      "INSERT OR REPLACE INTO imported_outboxes (path, at, enquiries) VALUES (?, ?, ?)",
    ),
  };

  const transaction = <T>(work: () => T): T => {
    db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      db.exec("COMMIT");
      return result;
    } catch (error) {
      rollback(db);
      throw error;
    }
  };

  const attemptsOf = (id: string): DeliveryAttempt[] =>
    (statements.attemptsOf.all(id) as unknown as AttemptRow[]).map(toAttempt);

  /**
   * Copies the write-ahead log into the database and truncates it to zero bytes: the log still
   * holds the pages as they were before an erase. A reader in the middle of a transaction (the
   * other process) makes it wait up to the busy timeout; if it still cannot finish, it says so.
   */
  function checkpoint(): void {
    const result = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as
      { busy: number } | undefined;
    if (result && Number(result.busy) !== 0)
      throw new Error(
        "erased, but the write-ahead log could not be truncated while another process reads the store; run the command again",
      );
  }

  function insertRow(entry: Omit<OutboxEntry, "attempts"> & { attempts?: number }): number {
    const row: Record<string, SQLInputValue> = {
      id: entry.id,
      form: entry.form,
      receivedAt: entry.receivedAt,
      email: emailOf(entry.data),
      data: JSON.stringify(entry.data),
      status: entry.status,
      attempts: entry.attempts ?? 0,
      lastAttemptAt: entry.lastAttemptAt ?? null,
      deliveredAt: entry.deliveredAt ?? null,
      detail: entry.detail ?? null,
      lastActivityAt: entry.deliveredAt ?? entry.lastAttemptAt ?? entry.receivedAt,
    };
    return Number(statements.insert.run(row).changes);
  }

  return {
    file,

    /**
     * Keeps one enquiry: stored (no channel configured), or queued or dead with the outcome of
     * each channel's first attempt (`attempts`) and the channels it has still to reach
     * (`pending`). `queued` and `detail` alone: the provider failed, `detail` says how.
     */
    async insert({
      id,
      form,
      receivedAt,
      data,
      queued = false,
      detail,
      status,
      pending,
      attempts,
    }) {
      const state = status ?? (queued ? "queued" : "stored");
      const tried: ChannelAttempt[] =
        attempts ?? (queued ? [{ channel: "provider", outcome: "failed", detail }] : []);
      transaction(() => {
        const added = insertRow({
          id,
          form,
          receivedAt,
          data,
          status: state,
          attempts: tried.length ? 1 : 0,
          lastAttemptAt: tried.length ? receivedAt : undefined,
          detail,
        });
        if (!added) return;
        if (pending) statements.setPending.run(pending.join(","), id);
        for (const item of tried)
          statements.attempt.run(id, receivedAt, item.outcome, item.detail ?? null, item.channel);
      });
    },

    /** One enquiry with its delivery attempts, or null. */
    async get(id) {
      const row = statements.byId.get(id) as EnquiryRow | undefined;
      return row ? { ...toEntry(row), deliveryAttempts: attemptsOf(row.id) } : null;
    },

    /** Every enquiry kept, oldest first, optionally only those in one state. */
    async list(status) {
      const rows = status ? statements.byStatus.all(status) : statements.all.all();
      return (rows as unknown as EnquiryRow[]).map(toEntry);
    },

    /** Queued enquiries whose next attempt is due at `now` (bounded exponential backoff). */
    async due(now, policy = RETRY_POLICY) {
      return (statements.byStatus.all("queued") as unknown as EnquiryRow[])
        .map(toEntry)
        .filter((entry) => nextAttemptAt(entry, policy) <= now);
    },

    /**
     * Claims a queued enquiry for one sender until `now + leaseMs`: true when this caller got
     * it, false when it is no longer queued or another sender holds a lease that has not ended.
     */
    async claim(id, { now, leaseMs }) {
      return Number(statements.claim.run({ id, now, until: now + leaseMs }).changes) === 1;
    },

    /** Puts a stored or dead enquiry back in the queue (the operator's replay). */
    async requeue(id) {
      statements.requeue.run(id);
    },

    /**
     * Records the outcome of an attempt: delivered, dead, or queued again (a failed attempt).
     * With `attempts`, each channel's own outcome, and `pending`, the channels still to reach.
     */
    async record(id, { status, at, detail, pending, attempts }) {
      transaction(() => {
        statements.record.run({
          id,
          status,
          at,
          deliveredAt: status === "delivered" ? at : null,
          detail: status === "delivered" ? null : (detail ?? null),
        });
        if (pending) statements.setPending.run(pending.join(","), id);
        if (attempts)
          for (const item of attempts)
            statements.attempt.run(id, at, item.outcome, item.detail ?? null, item.channel);
        else
          statements.attempt.run(
            id,
            at,
            status === "queued" ? "failed" : status,
            status === "delivered" ? null : (detail ?? null),
            null,
          );
      });
    },

    /** Every record of one e-mail address (any case), with its attempts: an access request. */
    async exportEmail(email) {
      const rows = statements.byEmail.all(normaliseEmail(email)) as unknown as EnquiryRow[];
      return rows.map((row) => ({
        ...toEntry(row),
        deliveryAttempts: attemptsOf(row.id),
      }));
    },

    /**
     * Erases every record of one e-mail address (any case), attempts included: how many. The
     * write-ahead log is then checkpointed and truncated, so no copy of the erased pages is left
     * in it (secure_delete has zeroed them in the database).
     */
    async eraseEmail(email) {
      const erased = Number(statements.eraseEmail.run(normaliseEmail(email)).changes);
      if (erased) checkpoint();
      return erased;
    },

    /**
     * Erases what its retention period no longer covers at `now`: a delivered enquiry's local
     * copy `DELIVERED_COPY_DAYS` after delivery; any other contact enquiry `enquiryMonths`
     * after its last activity (receipt or last attempt); a careers application, whatever its
     * state, `applicationMonths` after it was received if its sender asked to keep it on file
     * (`keepOnFile`), else `unfiledApplicationMonths`. How many of each.
     */
    async purge({ now, enquiryMonths, applicationMonths, unfiledApplicationMonths }) {
      const counts = transaction(() => ({
        delivered: Number(
          statements.purgeDelivered.run(iso(now - DELIVERED_COPY_DAYS * DAY_MS)).changes,
        ),
        enquiries: Number(statements.purgeEnquiries.run(monthsBefore(now, enquiryMonths)).changes),
        applications: Number(
          statements.purgeApplications.run({
            onFile: monthsBefore(now, applicationMonths),
            unfiled: monthsBefore(now, unfiledApplicationMonths),
          }).changes,
        ),
      }));
      if (counts.delivered || counts.enquiries || counts.applications) checkpoint();
      return counts;
    },

    /**
     * Imports a JSON Lines outbox of an earlier version, every enquiry with its state, then
     * renames the file `<name>.imported` so it is read once. Idempotent: an enquiry already in
     * the database is left as it is, so an import interrupted before the rename loses nothing
     * and duplicates nothing when it runs again.
     */
    async importOutbox(outbox, log = () => {}) {
      const source = path.resolve(outbox);
      if (!existsSync(/*turbopackIgnore: true*/ source)) return 0;
      const entries = await readOutbox(source);
      const added = transaction(() => {
        let count = 0;
        for (const entry of entries) count += insertRow(entry);
        statements.markImported.run(source, new Date().toISOString(), count);
        return count;
      });
      const renamed = uniqueName(`${source}.imported`);
      renameSync(/*turbopackIgnore: true*/ source, renamed);
      log(
        `[outbox] imported ${added} of ${entries.length} enquiries from ${source} into ${file}; the file is now ${renamed}`,
      );
      return added;
    },

    close() {
      if (db.isOpen) db.close();
    },
  };
}

/** Applies the migrations not yet applied; the versions this call applied. */
function migrate(db: DatabaseSync): number[] {
  const done: number[] = [];
  db.exec(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
  );
  const applied = new Set(
    db
      .prepare("SELECT version FROM schema_migrations")
      .all()
      .map((row) => Number(row.version)),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.exec("BEGIN IMMEDIATE");
    try {
      // Another process may have applied it while this one waited for the lock.
      if (!db.prepare("SELECT 1 FROM schema_migrations WHERE version = ?").get(migration.version)) {
        db.exec(migration.sql);
        db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(
          migration.version,
          new Date().toISOString(),
        );
        done.push(migration.version);
      }
      db.exec("COMMIT");
    } catch (error) {
      rollback(db);
      throw error;
    }
  }
  return done;
}

/**
 * Ends a failed transaction, leaving its error the one reported: SQLite has often rolled it back
 * itself (a full disk or an I/O error at COMMIT, RAISE(ROLLBACK)), and a ROLLBACK then throws
 * "cannot rollback - no transaction is active", which hid the error that mattered.
 */
function rollback(db: DatabaseSync): void {
  if (!db.isTransaction) return;
  try {
    db.exec("ROLLBACK");
  } catch {
    // The transaction's own error is the one to report.
  }
}

const iso = (ms: number): string => new Date(ms).toISOString();

function uniqueName(name: string): string {
  if (!existsSync(/*turbopackIgnore: true*/ name)) return name;
  for (let n = 2; ; n++)
    if (!existsSync(/*turbopackIgnore: true*/ `${name}.${n}`)) return `${name}.${n}`;
}
