// The two databases the enquiry store runs on, for tests that run once on each: a SQLite file
// in a temporary folder, and a fresh database on a throwaway PostgreSQL cluster (postgres.ts).
// Call storeDatabases() (or storeFixtures(), for the paths themselves) at the top of a test
// file: it starts the cluster before the file's tests and stops it after.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import {
  closeEnquiryStores,
  openEnquiryStore,
  openPostgresStore,
  type EnquiryStore,
} from "@/lib/server/forms/enquiry-store.ts";
import { startPostgres } from "./postgres.ts";

/** Where the site keeps its enquiries: its settings (for loadRoute), and the store they open. */
export interface StorePlace {
  env: Record<string, string>;
  open: () => Promise<EnquiryStore>;
}

/**
 * A temporary folder and a throwaway PostgreSQL cluster for one test file, started before its
 * tests and stopped after (with every store they opened): a fresh SQLite file's path, a fresh
 * empty PostgreSQL database's URL, and the folder itself. `ports`: where the cluster may
 * listen (a port picked at random among them), apart from other files' running at once.
 */
export function storeFixtures(ports = { from: 55_000, count: 390 }): {
  folder: () => string;
  sqliteFile: () => string;
  postgresUrl: () => Promise<string>;
} {
  let dir: string;
  let cluster: Awaited<ReturnType<typeof startPostgres>>;
  let count = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    cluster = await startPostgres({ port: ports.from + Math.floor(Math.random() * ports.count) });
  }, 60_000);
  afterAll(async () => {
    await closeEnquiryStores();
    await cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 30_000);
  return {
    folder: () => dir,
    sqliteFile: () => path.join(dir, `store-${++count}.sqlite`),
    async postgresUrl() {
      const name = `store_${++count}`;
      await (await openPostgresStore(cluster.url)).pool.query(`CREATE DATABASE ${name}`);
      return cluster.url.replace(/\/postgres$/, `/${name}`);
    },
  };
}

/** Each database as a place to keep enquiries: call at the top of a test file. */
export function storeDatabases(): { name: string; place: () => Promise<StorePlace> }[] {
  const fixtures = storeFixtures();
  return [
    {
      name: "SQLite",
      async place() {
        const file = fixtures.sqliteFile();
        return { env: { SQLITE_PATH: file }, open: () => openEnquiryStore(file) };
      },
    },
    {
      name: "PostgreSQL",
      async place() {
        const url = await fixtures.postgresUrl();
        return { env: { DATABASE_URL: url }, open: () => openPostgresStore(url) };
      },
    },
  ];
}
