// Kysely's SQLite dialect over Node's built-in node:sqlite, for the enquiry store
// (lib/server/forms/enquiry-store.ts). Run by Node without a build too: erasable TypeScript only.
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import {
  CompiledQuery,
  type DatabaseConnection,
  SqliteDialect,
  type SqliteDatabase,
  SqliteDriver,
} from "kysely";

/**
 * Kysely's SQLite dialect on node:sqlite. Kysely expects better-sqlite3's statement (a `reader`
 * flag, and the parameters as one array), which node:sqlite's StatementSync does not offer: it
 * takes them spread, and says whether a statement returns rows by its columns(). And every
 * transaction begins IMMEDIATE (the write lock at once, waiting up to the busy timeout for the
 * other process), and its rollback keeps the error that caused it: SQLite has often rolled back
 * itself (a full disk, an I/O error at COMMIT), and a ROLLBACK then throws "no transaction is
 * active", which would hide the error that mattered.
 */
export class NodeSqliteDialect extends SqliteDialect {
  readonly #raw: DatabaseSync;
  readonly #database: SqliteDatabase;
  constructor(raw: DatabaseSync) {
    const database: SqliteDatabase = {
      close: () => {
        if (raw.isOpen) raw.close();
      },
      prepare(text) {
        const statement = raw.prepare(text);
        const values = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
        return {
          reader: statement.columns().length > 0,
          all: (parameters) => statement.all(...values(parameters)),
          run: (parameters) => statement.run(...values(parameters)),
          iterate: (parameters) => statement.iterate(...values(parameters)),
        };
      },
    };
    super({ database });
    this.#raw = raw;
    this.#database = database;
  }

  override createDriver() {
    const raw = this.#raw;
    return new (class extends SqliteDriver {
      override async beginTransaction(connection: DatabaseConnection) {
        await connection.executeQuery(CompiledQuery.raw("BEGIN IMMEDIATE"));
      }
      override async rollbackTransaction(connection: DatabaseConnection) {
        if (!raw.isTransaction) return;
        try {
          await super.rollbackTransaction(connection);
        } catch {
          // The transaction's own error is the one to report.
        }
      }
    })({ database: this.#database });
  }
}
