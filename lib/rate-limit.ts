import { LRUCache } from "lru-cache";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the caller's window starts again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key in fixed windows. The in-memory one below serves a single
 * `next start` process; on a platform with many instances (Vercel), implement this with a
 * shared store (Upstash, Redis) so every instance sees the same counts.
 */
export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
}

interface Window {
  count: number;
  resetAt: number;
}

export function createMemoryRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  /** Oldest keys are forgotten beyond this, so a flood of addresses cannot exhaust memory. */
  maxKeys?: number;
  now?: () => number;
}): RateLimiter {
  const windows = new LRUCache<string, Window>({ max: maxKeys });
  return {
    async hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };
    },
  };
}
