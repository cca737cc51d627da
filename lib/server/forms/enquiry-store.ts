// The enquiry store: the enquiries kept on the server, their delivery attempts and outcomes, in
// SQLite (Node's built-in node:sqlite, no native build: the default) or in PostgreSQL (with
// DATABASE_URL, shared by every instance of the site). One store on the Kysely query builder
// serves both: one schema and one migration list (enquiry-schema.ts), one set of queries; where
// the two databases differ (row order, reading JSON, erasing from disk) the store says so in
// place. SQLite is reached through node-sqlite-dialect.ts. Shared by the server
// (lib/server/forms/delivery.ts, the worker in lib/server/forms/outbox-worker.ts) and the
// operator's command (`npm run outbox`, scripts/outbox.ts), which Node runs without a build:
// erasable TypeScript only.
//
// An enquiry is kept when no provider is configured (status "stored") or when the provider
// failed (status "queued", forwarded later by the worker), and ends "delivered" or "dead".
// The database is created and migrated when first opened; an outbox.jsonl left by an earlier
// version is imported then into SQLite, once (see importOutbox).
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, renameSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
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
  type DeliveryAttempt,
} from "./enquiry-rows.ts";
import { type Dialect, type EnquiryDatabase, migrate } from "./enquiry-schema.ts";
import { NodeSqliteDialect } from "./node-sqlite-dialect.ts";

export { DELIVERED_COPY_DAYS, monthsBefore, type DeliveryAttempt };
export { MIGRATIONS, type Dialect, type EnquiryDatabase } from "./enquiry-schema.ts";

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
  /** The SQLite file, or "postgres". */
  readonly file: string;
  readonly dialect: Dialect;
  readonly db: Kysely<EnquiryDatabase>;
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
  close(): Promise<void>;
}

/** The PostgreSQL store, whose pool the tests and the shared rate limit reach. */
export type PostgresStore = EnquiryStore & { readonly pool: pg.Pool };

// One connection per database file (one pool per URL) and process: the route handlers and the
// pages' form actions are bundled apart, and both must use the same one.
const OPEN = Symbol.for("meridian.enquiry-stores");
const openStores = ((globalThis as { [OPEN]?: Map<string, Promise<EnquiryStore>> })[OPEN] ??=
  new Map());

function openOnce<T extends EnquiryStore>(key: string, open: () => Promise<T>): Promise<T> {
  let opening = openStores.get(key) as Promise<T> | undefined;
  if (!opening) {
    opening = open();
    openStores.set(key, opening);
    // A failed open (an unwritable folder, a database down) is tried again on the next call.
    opening.catch(() => openStores.delete(key));
  }
  return opening;
}

/**
 * The SQLite store in `file`, opened (created and migrated) once per process. `outbox`: a JSON
 * Lines outbox of an earlier version, imported into the database when it exists (once: the file
 * is renamed afterwards).
 */
export function openEnquiryStore(
  file: string,
  { outbox, log = () => {} }: { outbox?: string; log?: (line: string) => void } = {},
): Promise<EnquiryStore> {
  const key = path.resolve(file);
  return openOnce(key, async () => {
    const store = await openSqlite(key);
    if (outbox) await store.importOutbox(outbox, log);
    return store;
  });
}

/** The PostgreSQL store at `url`, connected and migrated once per process. */
export function openPostgresStore(url: string): Promise<PostgresStore> {
  return openOnce(`postgres:${url}`, async () => {
    const pool = new pg.Pool({ connectionString: url, max: 5 });
    // An idle client's error (the server restarted) must not end the process.
    pool.on("error", () => {});
    const db = new Kysely<EnquiryDatabase>({ dialect: new PostgresDialect({ pool }) });
    try {
      await migrate(db, "postgres");
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return Object.assign(createStore(db, "postgres", "postgres"), { pool });
  });
}

/** Closes every store this process opened (tests, the command's end). */
export async function closeEnquiryStores(): Promise<void> {
  const stores = await Promise.allSettled(openStores.values());
  openStores.clear();
  for (const result of stores) if (result.status === "fulfilled") await result.value.close();
}

async function openSqlite(file: string): Promise<EnquiryStore> {
  mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true, mode: 0o700 });
  // Created 0600 before SQLite opens it: SQLite gives the -wal and -shm files the database's own
  // permissions. Files an earlier version created 0644 are narrowed too.
  closeSync(openSync(/*turbopackIgnore: true*/ file, "a", 0o600));
  for (const suffix of ["", "-wal", "-shm"])
    if (existsSync(/*turbopackIgnore: true*/ file + suffix))
      chmodSync(/*turbopackIgnore: true*/ file + suffix, 0o600);
  const { DatabaseSync } = process.getBuiltinModule("node:sqlite");
  const raw = new DatabaseSync(file, { timeout: 5_000 });
  // WAL lets the operator's command read while the server writes; FULL syncs every commit to
  // disk, so "stored" means stored before the visitor is told so. secure_delete overwrites a
  // deleted record's bytes with zeros instead of leaving them in free space.
  raw.exec(
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;",
  );
  const db = new Kysely<EnquiryDatabase>({ dialect: new NodeSqliteDialect(raw) });
  try {
    // A database an earlier version wrote without secure_delete may hold deleted records in its
    // free pages: rewritten once (VACUUM), when the migration that came with it is applied.
    if ((await migrate(db, "sqlite")).includes(2)) {
      try {
        await sql`VACUUM`.execute(db);
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      } catch {
        // Another process holds the database: the next erase or purge zeroes what it deletes.
      }
    }
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return createStore(db, "sqlite", file);
}

function createStore(db: Kysely<EnquiryDatabase>, dialect: Dialect, file: string): EnquiryStore {
  // Oldest first; among enquiries received in the same millisecond, in the order they came.
  const sequence = sql.ref(dialect === "sqlite" ? "rowid" : "seq");
  const enquiries = () =>
    db.selectFrom("enquiries").selectAll().orderBy("received_at").orderBy(sequence);
  // A careers application whose sender asked to keep it on file.
  const keptOnFile =
    dialect === "sqlite"
      ? sql<boolean>`json_extract(data, '$.keepOnFile') = 1`
      : sql<boolean>`data::jsonb ->> 'keepOnFile' = 'true'`;

  const addAttempts = async (
    trx: Kysely<EnquiryDatabase>,
    id: string,
    at: string,
    attempts: { outcome: string; detail?: string | null; channel: Channel | null }[],
  ) => {
    if (!attempts.length) return;
    await trx
      .insertInto("delivery_attempts")
      .values(
        attempts.map((item) => ({
          enquiry_id: id,
          at,
          outcome: item.outcome as DeliveryAttempt["outcome"],
          detail: item.detail ?? null,
          channel: item.channel,
        })),
      )
      .execute();
  };

  const attemptsOf = async (id: string): Promise<DeliveryAttempt[]> =>
    (
      await db
        .selectFrom("delivery_attempts")
        .select(["at", "outcome", "detail", "channel"])
        .where("enquiry_id", "=", id)
        .orderBy(sequence)
        .execute()
    ).map(toAttempt);

  const withAttempts = async (rows: { id: string }[], entries: OutboxEntry[]) => {
    const result: EntryWithAttempts[] = [];
    for (const [i, row] of rows.entries())
      result.push({ ...entries[i]!, deliveryAttempts: await attemptsOf(row.id) });
    return result;
  };

  async function insertRow(
    trx: Kysely<EnquiryDatabase>,
    entry: Omit<OutboxEntry, "attempts"> & { attempts?: number },
  ): Promise<number> {
    const result = await trx
      .insertInto("enquiries")
      .values({
        id: entry.id,
        form: entry.form,
        received_at: entry.receivedAt,
        email: emailOf(entry.data),
        data: JSON.stringify(entry.data),
        status: entry.status,
        attempts: entry.attempts ?? 0,
        last_attempt_at: entry.lastAttemptAt ?? null,
        delivered_at: entry.deliveredAt ?? null,
        detail: entry.detail ?? null,
        last_activity_at: entry.deliveredAt ?? entry.lastAttemptAt ?? entry.receivedAt,
        pending: entry.pending ? entry.pending.join(",") : null,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  /**
   * After an erase in SQLite: copies the write-ahead log into the database and truncates it to
   * zero bytes, since the log still holds the pages as they were before (secure_delete has
   * zeroed them in the database). A reader in the middle of a transaction (the other process)
   * makes it wait up to the busy timeout; if it still cannot finish, it says so. PostgreSQL marks
   * deleted rows dead; their bytes stay in the table's files until VACUUM reuses the space, and
   * in any backup or archived WAL taken before (docs/operations.md).
   */
  async function afterErase(): Promise<void> {
    if (dialect !== "sqlite") return;
    const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    if (rows[0] && Number(rows[0].busy) !== 0)
      throw new Error(
        "erased, but the write-ahead log could not be truncated while another process reads the store; run the command again",
      );
  }

  return {
    file,
    dialect,
    db,

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
      await db.transaction().execute(async (trx) => {
        const added = await insertRow(trx, {
          id,
          form,
          receivedAt,
          data,
          status: state,
          attempts: tried.length ? 1 : 0,
          lastAttemptAt: tried.length ? receivedAt : undefined,
          detail,
          pending,
        });
        if (added) await addAttempts(trx, id, receivedAt, tried);
      });
    },

    /** One enquiry with its delivery attempts, or null. */
    async get(id) {
      const row = await db
        .selectFrom("enquiries")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirst();
      return row ? { ...toEntry(row), deliveryAttempts: await attemptsOf(id) } : null;
    },

    /** Every enquiry kept, oldest first, optionally only those in one state. */
    async list(status) {
      const rows = await enquiries()
        .$if(status !== undefined, (q) => q.where("status", "=", status!))
        .execute();
      return rows.map(toEntry);
    },

    /**
     * Queued enquiries whose next attempt is due at `now` (bounded exponential backoff) and that
     * no other sender holds a lease on.
     */
    async due(now, policy = RETRY_POLICY) {
      const rows = await enquiries()
        .where("status", "=", "queued")
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .execute();
      return rows.map(toEntry).filter((entry) => nextAttemptAt(entry, policy) <= now);
    },

    /**
     * Claims a queued enquiry for one sender until `now + leaseMs`: true when this caller got
     * it, false when it is no longer queued or another sender holds a lease that has not ended.
     * The UPDATE re-checks the lease under the row's lock, so exactly one sender gets it.
     */
    async claim(id, { now, leaseMs }) {
      const result = await db
        .updateTable("enquiries")
        .set({ claimed_until: now + leaseMs })
        .where("id", "=", id)
        .where("status", "=", "queued")
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Puts a stored or dead enquiry back in the queue (the operator's replay). */
    async requeue(id) {
      await db
        .updateTable("enquiries")
        .set({ status: "queued" })
        .where("id", "=", id)
        .where("status", "in", ["stored", "dead"])
        .execute();
    },

    /**
     * Records the outcome of an attempt: delivered, dead, or queued again (a failed attempt).
     * With `attempts`, each channel's own outcome, and `pending`, the channels still to reach.
     */
    async record(id, { status, at, detail, pending, attempts }) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("enquiries")
          .set((eb) => ({
            status,
            attempts: eb("attempts", "+", 1),
            last_attempt_at: at,
            delivered_at: status === "delivered" ? at : null,
            detail: status === "delivered" ? null : (detail ?? null),
            last_activity_at: at,
            claimed_until: null,
            ...(pending ? { pending: pending.join(",") } : {}),
          }))
          .where("id", "=", id)
          .execute();
        await addAttempts(
          trx,
          id,
          at,
          attempts ?? [
            {
              outcome: status === "queued" ? "failed" : status,
              detail: status === "delivered" ? null : detail,
              channel: null,
            },
          ],
        );
      });
    },

    /** Every record of one e-mail address (any case), with its attempts: an access request. */
    async exportEmail(email) {
      const rows = await enquiries().where("email", "=", normaliseEmail(email)).execute();
      return withAttempts(rows, rows.map(toEntry));
    },

    /**
     * Erases every record of one e-mail address (any case), attempts included (the foreign
     * key's cascade): how many. Then nothing of them is left in SQLite's files (afterErase).
     */
    async eraseEmail(email) {
      const result = await db
        .deleteFrom("enquiries")
        .where("email", "=", normaliseEmail(email))
        .executeTakeFirst();
      const erased = Number(result.numDeletedRows);
      if (erased) await afterErase();
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
      const counts = await db.transaction().execute(async (trx) => {
        const count = async (query: { executeTakeFirst(): Promise<{ numDeletedRows: bigint }> }) =>
          Number((await query.executeTakeFirst()).numDeletedRows);
        const from = () => trx.deleteFrom("enquiries");
        return {
          delivered: await count(
            from()
              .where("status", "=", "delivered")
              .where(
                "delivered_at",
                "<=",
                new Date(now - DELIVERED_COPY_DAYS * DAY_MS).toISOString(),
              ),
          ),
          enquiries: await count(
            from()
              .where("form", "<>", "careers")
              .where("status", "<>", "delivered")
              .where("last_activity_at", "<=", monthsBefore(now, enquiryMonths)),
          ),
          applications: await count(
            from()
              .where("form", "=", "careers")
              .where(
                "received_at",
                "<=",
                sql<string>`CASE WHEN ${keptOnFile} THEN ${monthsBefore(now, applicationMonths)} ELSE ${monthsBefore(now, unfiledApplicationMonths)} END`,
              ),
          ),
        };
      });
      if (counts.delivered || counts.enquiries || counts.applications) await afterErase();
      return counts;
    },

    /**
     * Imports a JSON Lines outbox of an earlier version, every enquiry with its state, then
     * renames the file `<name>.imported` so it is read once. Idempotent: an enquiry already in
     * the database is left as it is, so an import interrupted before the rename loses nothing
     * and duplicates nothing when it runs again. SQLite only: the outbox lived on one host's
     * disk; import it there, or replay it with `npm run outbox -- --replay` before moving to
     * PostgreSQL.
     */
    async importOutbox(outbox, log = () => {}) {
      const source = path.resolve(outbox);
      if (dialect !== "sqlite" || !existsSync(/*turbopackIgnore: true*/ source)) return 0;
      const entries = await readOutbox(source);
      const added = await db.transaction().execute(async (trx) => {
        let count = 0;
        for (const entry of entries) count += await insertRow(trx, entry);
        const row = { path: source, at: new Date().toISOString(), enquiries: count };
        await trx
          .insertInto("imported_outboxes")
          .values(row)
          .onConflict((conflict) => conflict.column("path").doUpdateSet(row))
          .execute();
        return count;
      });
      const renamed = uniqueName(`${source}.imported`);
      renameSync(/*turbopackIgnore: true*/ source, renamed);
      log(
        `[outbox] imported ${added} of ${entries.length} enquiries from ${source} into ${file}; the file is now ${renamed}`,
      );
      return added;
    },

    async close() {
      await db.destroy();
    },
  };
}

function uniqueName(name: string): string {
  if (!existsSync(/*turbopackIgnore: true*/ name)) return name;
  for (let n = 2; ; n++)
    if (!existsSync(/*turbopackIgnore: true*/ `${name}.${n}`)) return `${name}.${n}`;
}
