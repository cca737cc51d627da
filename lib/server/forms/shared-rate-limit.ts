// The rate limit shared by every instance of the site, counted in the enquiry store's
// PostgreSQL database (lib/server/forms/enquiry-store.ts, table rate_limits). Without DATABASE_URL a
// single process counts in memory (lib/server/rate-limit.ts).
import { sql } from "kysely";
import type { RateLimiter } from "../rate-limit.ts";
import type { EnquiryStore } from "./enquiry-store.ts";

type Store = Pick<EnquiryStore, "db">;

/**
 * A rate limiter counted in PostgreSQL, so every instance sees the same counts: fixed windows per
 * key on the database's clock. Rows whose window has ended are deleted at most once a window by
 * each instance, so an address is not kept beyond its window. If the database cannot answer,
 * the request is let through (logged): the limit protects the provider, and a database outage
 * is not the visitor's fault.
 */
export function createPostgresRateLimiter(
  openStore: () => Promise<Store>,
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
        if (Date.now() - lastSweep >= windowMs) {
          lastSweep = Date.now();
          await forgetEndedWindows(store);
        }
        ({
          rows: [row],
        } = await sql<{ count: string; remaining: string }>`
          WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now)
          INSERT INTO rate_limits AS r (key, count, reset_at)
            SELECT ${key}, 1, now + ${windowMs} FROM clock
          ON CONFLICT (key) DO UPDATE SET
            count = CASE WHEN r.reset_at <= (SELECT now FROM clock) THEN 1 ELSE r.count + 1 END,
            reset_at = CASE WHEN r.reset_at <= (SELECT now FROM clock)
                            THEN (SELECT now FROM clock) + ${windowMs} ELSE r.reset_at END
          RETURNING count, reset_at - (SELECT now FROM clock) AS remaining`.execute(store.db));
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
export async function forgetEndedWindows(store: Store): Promise<number> {
  const result = await store.db
    .deleteFrom("rate_limits")
    .where("reset_at", "<=", sql<number>`(extract(epoch FROM clock_timestamp()) * 1000)::bigint`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
