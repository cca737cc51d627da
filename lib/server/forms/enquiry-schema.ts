// The enquiry store's schema and its migrations (lib/server/forms/enquiry-store.ts), one list
// for SQLite and PostgreSQL. Run by Node without a build too (scripts/outbox.ts): erasable
// TypeScript only.
import { type Generated, type Kysely, sql, type Transaction } from "kysely";
import type { DeliveryAttempt } from "./enquiry-rows.ts";
import type { Channel, OutboxStatus } from "./outbox-store.ts";

/** The tables, as both databases hold them. */
export interface EnquiryDatabase {
  enquiries: {
    id: string;
    form: string;
    received_at: string;
    /** Lower-cased, for export and erasure; null when the enquiry has none. */
    email: string | null;
    /** The enquiry as JSON. */
    data: string;
    status: OutboxStatus;
    attempts: Generated<number>;
    last_attempt_at: string | null;
    delivered_at: string | null;
    detail: string | null;
    last_activity_at: string;
    /** A sender's lease, in ms since the epoch. */
    claimed_until: number | null;
    /** The channels still to reach, comma-separated (NULL in rows older than migration 2). */
    pending: string | null;
  };
  delivery_attempts: {
    enquiry_id: string;
    at: string;
    outcome: DeliveryAttempt["outcome"];
    detail: string | null;
    /** NULL in rows older than migration 2: the provider. */
    channel: Channel | null;
  };
  imported_outboxes: { path: string; at: string; enquiries: number };
  /** The shared rate limit's windows (lib/server/forms/shared-rate-limit.ts; PostgreSQL only). */
  rate_limits: { key: string; count: number; reset_at: number };
  schema_migrations: { version: number; applied_at: string };
}

export type Dialect = "sqlite" | "postgres";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it was then
type Migrating = Transaction<any>;

/**
 * Versioned migrations, applied in order, each once, recorded in schema_migrations, in one
 * transaction that only one process at a time runs (SQLite: BEGIN IMMEDIATE; PostgreSQL: an
 * advisory lock). Versions 1 and 2 are those the two stores applied before they were one: a
 * database either wrote opens here and gets version 3, which gives it the table the other had.
 */
export const MIGRATIONS: { version: number; up(db: Migrating, dialect: Dialect): Promise<void> }[] =
  [
    {
      version: 1,
      async up(db, dialect) {
        await db.schema
          .createTable("enquiries")
          .addColumn("id", "text", (c) => c.primaryKey())
          .addColumn("form", "text", (c) => c.notNull())
          .addColumn("received_at", "text", (c) => c.notNull())
          .addColumn("email", "text")
          .addColumn("data", "text", (c) => c.notNull())
          .addColumn("status", "text", (c) =>
            c.notNull().check(sql`status IN ('stored','queued','delivered','dead')`),
          )
          .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("last_attempt_at", "text")
          .addColumn("delivered_at", "text")
          .addColumn("detail", "text")
          .addColumn("last_activity_at", "text", (c) => c.notNull())
          .addColumn("claimed_until", dialect === "postgres" ? "bigint" : "integer")
          // Insertion order: SQLite keeps it in rowid; PostgreSQL has none.
          .$call((t) => (dialect === "postgres" ? t.addColumn("seq", "bigserial") : t))
          .execute();
        await db.schema.createIndex("enquiries_status").on("enquiries").column("status").execute();
        await db.schema.createIndex("enquiries_email").on("enquiries").column("email").execute();
        await db.schema
          .createTable("delivery_attempts")
          .addColumn("enquiry_id", "text", (c) =>
            c.notNull().references("enquiries.id").onDelete("cascade"),
          )
          .addColumn("at", "text", (c) => c.notNull())
          .addColumn("outcome", "text", (c) => c.notNull())
          .addColumn("detail", "text")
          .$call((t) =>
            dialect === "postgres" ? t.addColumn("seq", "bigserial", (c) => c.primaryKey()) : t,
          )
          .execute();
        await db.schema
          .createIndex("delivery_attempts_enquiry")
          .on("delivery_attempts")
          .column("enquiry_id")
          .execute();
        await createSideTables(db);
      },
    },
    {
      // Each delivery channel (the provider, e-mail) has its own outcome: the channels an
      // enquiry still has to reach (comma-separated; NULL in older rows: the provider), and the
      // channel of each attempt (NULL in older rows: the provider).
      version: 2,
      async up(db) {
        await db.schema.alterTable("enquiries").addColumn("pending", "text").execute();
        await db.schema.alterTable("delivery_attempts").addColumn("channel", "text").execute();
      },
    },
    {
      // Version 1 made imported_outboxes in SQLite and rate_limits in PostgreSQL: both in both.
      version: 3,
      async up(db) {
        await createSideTables(db);
      },
    },
  ];

async function createSideTables(db: Migrating): Promise<void> {
  await db.schema
    .createTable("imported_outboxes")
    .ifNotExists()
    .addColumn("path", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("enquiries", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("rate_limits")
    .ifNotExists()
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_limits_reset")
    .ifNotExists()
    .on("rate_limits")
    .column("reset_at")
    .execute();
}

const MIGRATION_LOCK = 7_240_024;

/** Applies the migrations not yet applied; the versions this call applied. */
export async function migrate(db: Kysely<EnquiryDatabase>, dialect: Dialect): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    // Instances may start together: one migrates, the others then find it done.
    if (dialect === "postgres")
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(trx);
    await trx.schema
      .createTable("schema_migrations")
      .ifNotExists()
      .addColumn("version", "integer", (c) => c.primaryKey())
      .addColumn("applied_at", "text", (c) => c.notNull())
      .execute();
    const rows = await trx.selectFrom("schema_migrations").select("version").execute();
    const applied = new Set(rows.map((row) => Number(row.version)));
    const done: number[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.version)) continue;
      await migration.up(trx, dialect);
      await trx
        .insertInto("schema_migrations")
        .values({ version: migration.version, applied_at: new Date().toISOString() })
        .execute();
      done.push(migration.version);
    }
    return done;
  });
}
