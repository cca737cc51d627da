/** Types of enquiry-store-pg.mjs (plain JavaScript so `npm run outbox` runs it without a build). */
import type { Pool } from "pg";
import type { EnquiryStore } from "./enquiry-store.mjs";
import type { RateLimiter } from "../rate-limit";

export const POSTGRES_MIGRATIONS: { version: number; sql: string }[];

export type PostgresStore = EnquiryStore & { readonly pool: Pool };

export function openPostgresStore(url: string): Promise<PostgresStore>;
export function closePostgresStores(): Promise<void>;
export function createPostgresRateLimiter(
  openStore: () => Promise<Pick<PostgresStore, "pool">>,
  options: { limit: number; windowMs: number; log?: (line: string) => void },
): RateLimiter;
export function forgetEndedWindows(store: Pick<PostgresStore, "pool">): Promise<number>;
