import { LRUCache } from "lru-cache";

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the caller's window starts again (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key in fixed windows. The in-memory one below serves a single
 * `next start` process; with DATABASE_URL, lib/server/forms/shared-rate-limit.ts counts in PostgreSQL
 * so every instance sees the same counts.
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
}): RateLimiter & { readonly size: number } {
  // An address is forgotten when its window ends (ttl), not only when newer ones push it out.
  const windows = new LRUCache<string, Window>({
    max: maxKeys,
    ttl: windowMs,
    ttlAutopurge: true,
  });
  return {
    get size() {
      return windows.size;
    },
    async hit(key) {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window, { ttl: windowMs });
      }
      window.count += 1;
      if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.ceil((window.resetAt - time) / 1000) };
    },
  };
}

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * network, since one subscriber is usually given a whole /64 and could otherwise take a fresh
 * address for every request.
 */
export function rateLimitKey(address: string): string {
  if (!address.includes(":")) return address;
  const groups = expandIpv6(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    if ([a, b, c, d].some((octet) => octet > 255)) return null;
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}
