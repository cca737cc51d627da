// The two databases the enquiry store runs on, for tests that run once on each: a SQLite file
// in a temporary folder, and a fresh database on a throwaway PostgreSQL cluster (postgres.ts).
// Call storeDatabases() at the top of a test file: it starts the cluster before the file's
// tests and stops it after.
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

export function storeDatabases(): { name: string; place: () => Promise<StorePlace> }[] {
  let dir: string;
  let cluster: Awaited<ReturnType<typeof startPostgres>>;
  let count = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "store-"));
    cluster = await startPostgres({ port: 55_000 + Math.floor(Math.random() * 390) });
  }, 60_000);
  afterAll(async () => {
    await closeEnquiryStores();
    await cluster?.stop();
    await rm(dir, { recursive: true, force: true });
  }, 30_000);
  return [
    {
      name: "SQLite",
      async place() {
        const file = path.join(dir, `store-${++count}.sqlite`);
        return { env: { SQLITE_PATH: file }, open: () => openEnquiryStore(file) };
      },
    },
    {
      name: "PostgreSQL",
      async place() {
        const name = `store_${++count}`;
        await (await openPostgresStore(cluster.url)).pool.query(`CREATE DATABASE ${name}`);
        const url = cluster.url.replace(/\/postgres$/, `/${name}`);
        return { env: { DATABASE_URL: url }, open: () => openPostgresStore(url) };
      },
    },
  ];
}
