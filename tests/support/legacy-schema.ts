// The schema as the two stores wrote it before they became one (lib/server/forms/enquiry-store.ts at
// 8e208e8, and lib/forms/enquiry-store-pg.ts): the tests build a database as an earlier version left it,
// and open it with today's store. Copied, not imported: the old migrations are gone from lib/.

/** SQLite: migrations 1 and 2, each recorded in schema_migrations. */
export const SQLITE_V1 = `
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
`;
export const SQLITE_V2 = `
      ALTER TABLE enquiries ADD COLUMN pending TEXT;
      ALTER TABLE delivery_attempts ADD COLUMN channel TEXT;
`;

/** PostgreSQL: migrations 1 and 2. */
export const POSTGRES_V1 = `
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
`;
export const POSTGRES_V2 = `
      ALTER TABLE enquiries ADD COLUMN pending TEXT;
      ALTER TABLE delivery_attempts ADD COLUMN channel TEXT;
`;
