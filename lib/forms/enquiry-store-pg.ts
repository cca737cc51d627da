// The enquiry store in PostgreSQL, when DATABASE_URL is set: the same tables and the same
// interface as the SQLite one (enquiry-store.ts, whose comments describe each method), shared
// by every instance of the site. Timestamps are ISO strings as in SQLite, so both compare them
// the same way. A queued enquiry is claimed with a lease (claimed_until): the UPDATE that takes
// it re-checks the lease under the row's lock, so exactly one instance sends it at a time.
import pg from "pg";
import type { RateLimiter } from "../rate-limit.ts";
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
import type { ChannelAttempt, EnquiryStore, EntryWithAttempts } from "./enquiry-store.ts";
import { nextAttemptAt, RETRY_POLICY, type Channel } from "./outbox-store.ts";

export type PostgresStore = EnquiryStore & { readonly pool: pg.Pool };

/** Versioned migrations, applied in order under an advisory lock (instances may start together). */
export const POSTGRES_MIGRATIONS: { version: number; sql: string }[] = [
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
        claimed_until    BIGINT,
        seq              BIGSERIAL
      );
      CREATE INDEX enquiries_status ON enquiries (status);
      CREATE INDEX enquiries_email ON enquiries (email);
      CREATE TABLE delivery_attempts (
        seq        BIGSERIAL PRIMARY KEY,
        enquiry_id TEXT NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
        at         TEXT NOT NULL,
        outcome    TEXT NOT NULL,
        detail     TEXT
      );
      CREATE INDEX delivery_attempts_enquiry ON delivery_attempts (enquiry_id);
      CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at BIGINT NOT NULL);
      CREATE INDEX rate_limits_reset ON rate_limits (reset_at);
    `,
  },
  {
    // Each channel's outcome, as in SQLite (enquiry-store.ts, migration 2).
    version: 2,
    sql: `
      ALTER TABLE enquiries ADD COLUMN pending TEXT;
      ALTER TABLE delivery_attempts ADD COLUMN channel TEXT;
    `,
  },
];

const MIGRATION_LOCK = 7_240_024;

// One pool per URL and process, kept on globalThis like the SQLite connection.
const OPEN = Symbol.for("meridian.postgres-stores");
const openStores = ((globalThis as { [OPEN]?: Map<string, Promise<PostgresStore>> })[OPEN] ??=
  new Map());

/** The store at `url`, connected and migrated once per process. */
export function openPostgresStore(url: string): Promise<PostgresStore> {
  let opening = openStores.get(url);
  if (!opening) {
    opening = (async () => {
      const pool = new pg.Pool({ connectionString: url, max: 5 });
      // An idle client's error (the server restarted) must not end the process.
      pool.on("error", () => {});
      try {
        await migrate(pool);
      } catch (error) {
        await pool.end();
        throw error;
      }
      return createStore(pool);
    })();
    openStores.set(url, opening);
    opening.catch(() => openStores.delete(url));
  }
  return opening;
}

export async function closePostgresStores(): Promise<void> {
  const stores = await Promise.allSettled(openStores.values());
  openStores.clear();
  for (const result of stores) if (result.status === "fulfilled") await result.value.close();
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)",
    );
    const { rows } = await client.query<{ version: number }>(
      "SELECT version FROM schema_migrations",
    );
    const applied = new Set(rows.map((row) => Number(row.version)));
    for (const migration of POSTGRES_MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await client.query(migration.sql);
      await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [
        migration.version,
        new Date().toISOString(),
      ]);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

function createStore(pool: pg.Pool): PostgresStore {
  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
  const attempt = (
    client: pg.PoolClient,
    id: string,
    at: string,
    outcome: string,
    detail: string | null | undefined,
    channel: Channel | null = null,
  ) =>
    client.query(
      "INSERT INTO delivery_attempts (enquiry_id, at, outcome, detail, channel) VALUES ($1, $2, $3, $4, $5)",
      [id, at, outcome, detail ?? null, channel],
    );
  const attemptsOf = async (id: string): Promise<DeliveryAttempt[]> => {
    const { rows } = await pool.query<AttemptRow>(
      "SELECT at, outcome, detail, channel FROM delivery_attempts WHERE enquiry_id = $1 ORDER BY seq",
      [id],
    );
    return rows.map(toAttempt);
  };
  const ORDER = "ORDER BY received_at, seq";

  return {
    file: "postgres",
    pool,

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
      await transaction(async (client) => {
        const { rowCount } = await client.query(
          `INSERT INTO enquiries (id, form, received_at, email, data, status, attempts,
             last_attempt_at, detail, last_activity_at, pending)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $3, $10) ON CONFLICT (id) DO NOTHING`,
          [
            id,
            form,
            receivedAt,
            emailOf(data),
            JSON.stringify(data),
            state,
            tried.length ? 1 : 0,
            tried.length ? receivedAt : null,
            detail ?? null,
            pending ? pending.join(",") : null,
          ],
        );
        if (!rowCount) return;
        for (const item of tried)
          await attempt(client, id, receivedAt, item.outcome, item.detail, item.channel);
      });
    },

    async get(id) {
      const { rows } = await pool.query<EnquiryRow>("SELECT * FROM enquiries WHERE id = $1", [id]);
      return rows[0] ? { ...toEntry(rows[0]), deliveryAttempts: await attemptsOf(id) } : null;
    },

    async list(status) {
      const { rows } = status
        ? await pool.query<EnquiryRow>(`SELECT * FROM enquiries WHERE status = $1 ${ORDER}`, [
            status,
          ])
        : await pool.query<EnquiryRow>(`SELECT * FROM enquiries ${ORDER}`);
      return rows.map(toEntry);
    },

    async due(now, policy = RETRY_POLICY) {
      const { rows } = await pool.query<EnquiryRow>(
        `SELECT * FROM enquiries WHERE status = 'queued'
           AND (claimed_until IS NULL OR claimed_until <= $1) ${ORDER}`,
        [now],
      );
      return rows.map(toEntry).filter((entry) => nextAttemptAt(entry, policy) <= now);
    },

    async claim(id, { now, leaseMs }) {
      const { rowCount } = await pool.query(
        `UPDATE enquiries SET claimed_until = $3
         WHERE id = $1 AND status = 'queued' AND (claimed_until IS NULL OR claimed_until <= $2)`,
        [id, now, now + leaseMs],
      );
      return rowCount === 1;
    },

    async requeue(id) {
      await pool.query(
        "UPDATE enquiries SET status = 'queued' WHERE id = $1 AND status IN ('stored', 'dead')",
        [id],
      );
    },

    async record(id, { status, at, detail, pending, attempts }) {
      await transaction(async (client) => {
        await client.query(
          `UPDATE enquiries SET status = $2, attempts = attempts + 1, last_attempt_at = $3,
             delivered_at = $4, detail = $5, last_activity_at = $3, claimed_until = NULL,
             pending = COALESCE($6, pending)
           WHERE id = $1`,
          [
            id,
            status,
            at,
            status === "delivered" ? at : null,
            status === "delivered" ? null : (detail ?? null),
            pending ? pending.join(",") : null,
          ],
        );
        if (attempts)
          for (const item of attempts)
            await attempt(client, id, at, item.outcome, item.detail, item.channel);
        else
          await attempt(
            client,
            id,
            at,
            status === "queued" ? "failed" : status,
            status === "delivered" ? null : detail,
          );
      });
    },

    async exportEmail(email) {
      const { rows } = await pool.query<EnquiryRow>(
        `SELECT * FROM enquiries WHERE email = $1 ${ORDER}`,
        [normaliseEmail(email)],
      );
      const result: EntryWithAttempts[] = [];
      for (const row of rows)
        result.push({ ...toEntry(row), deliveryAttempts: await attemptsOf(row.id) });
      return result;
    },

    // The enquiries and their delivery attempts are deleted in one transaction (the attempts by
    // the foreign key's cascade). PostgreSQL marks the rows dead; their bytes stay in the table's
    // files until VACUUM reuses the space, and in any backup or archived WAL taken before.
    async eraseEmail(email) {
      return transaction(async (client) => {
        const { rowCount } = await client.query("DELETE FROM enquiries WHERE email = $1", [
          normaliseEmail(email),
        ]);
        return rowCount ?? 0;
      });
    },

    async purge({ now, enquiryMonths, applicationMonths, unfiledApplicationMonths }) {
      return transaction(async (client) => {
        const count = async (sql: string, ...values: unknown[]) =>
          (await client.query(sql, values)).rowCount ?? 0;
        return {
          delivered: await count(
            "DELETE FROM enquiries WHERE status = 'delivered' AND delivered_at <= $1",
            new Date(now - DELIVERED_COPY_DAYS * DAY_MS).toISOString(),
          ),
          enquiries: await count(
            "DELETE FROM enquiries WHERE form <> 'careers' AND status <> 'delivered' AND last_activity_at <= $1",
            monthsBefore(now, enquiryMonths),
          ),
          applications: await count(
            `DELETE FROM enquiries WHERE form = 'careers' AND received_at <=
              CASE WHEN data::jsonb ->> 'keepOnFile' = 'true' THEN $1 ELSE $2 END`,
            monthsBefore(now, applicationMonths),
            monthsBefore(now, unfiledApplicationMonths),
          ),
        };
      });
    },

    async importOutbox() {
      // The JSON Lines outbox lived on one host's disk: import it into SQLite there, or replay
      // it with `npm run outbox -- --replay` before moving to PostgreSQL.
      return 0;
    },

    async close() {
      await pool.end();
    },
  };
}

/**
 * A rate limiter counted in PostgreSQL, so every instance sees the same counts: fixed windows per
 * key on the database's clock. Rows whose window has ended are deleted at most once a window by
 * each instance, so an address is not kept beyond its window. If the database cannot answer,
 * the request is let through (logged): the limit protects the provider, and a database outage
 * is not the visitor's fault.
 */
export function createPostgresRateLimiter(
  openStore: () => Promise<Pick<PostgresStore, "pool">>,
  {
    limit,
    windowMs,
    log = (line) => console.warn(line),
  }: { limit: number; windowMs: number; log?: (line: string) => void },
): RateLimiter {
  let lastSweep = 0;
  return {
    async hit(key) {
      let row: { count: string; remaining: string } | undefined;
      try {
        const store = await openStore();
        const { pool } = store;
        if (Date.now() - lastSweep >= windowMs) {
          lastSweep = Date.now();
          await forgetEndedWindows(store);
        }
        ({
          rows: [row],
        } = await pool.query<{ count: string; remaining: string }>(
          `WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now)
           INSERT INTO rate_limits AS r (key, count, reset_at)
             SELECT $1, 1, now + $2 FROM clock
           ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN r.reset_at <= (SELECT now FROM clock) THEN 1 ELSE r.count + 1 END,
             reset_at = CASE WHEN r.reset_at <= (SELECT now FROM clock)
                             THEN (SELECT now FROM clock) + $2 ELSE r.reset_at END
           RETURNING count, reset_at - (SELECT now FROM clock) AS remaining`,
          [key, windowMs],
        ));
      } catch (error) {
        log(
          `[rate-limit] PostgreSQL did not answer, request let through: ${(error as Error).message}`,
        );
        return { allowed: true, retryAfterSeconds: 0 };
      }
      if (Number(row!.count) <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(Number(row!.remaining) / 1000)),
      };
    },
  };
}

/** Deletes the rate-limit rows whose window has ended: an address is not kept beyond it. */
export async function forgetEndedWindows(store: Pick<PostgresStore, "pool">): Promise<number> {
  const { rowCount } = await store.pool.query(
    "DELETE FROM rate_limits WHERE reset_at <= (extract(epoch FROM clock_timestamp()) * 1000)::bigint",
  );
  return rowCount ?? 0;
}
