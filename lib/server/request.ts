/**
 * Plain helpers for reading an incoming request safely: the JSON body under a byte cap, and
 * the address of the client that sent it.
 */

export type BodyResult =
  { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

export const BODY_MESSAGES = {
  contentType: "Send the form as JSON (Content-Type: application/json).",
  tooLarge: "The form is too large to send. Please shorten your message.",
  malformed: "The form data could not be read. Please try again.",
} as const;

/** Reads a JSON body of at most `limitBytes`, refusing other content types and bigger bodies. */
export async function readJsonBody(request: Request, limitBytes: number): Promise<BodyResult> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json")
    return { ok: false, status: 415, error: BODY_MESSAGES.contentType };

  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limitBytes)
    return { ok: false, status: 413, error: BODY_MESSAGES.tooLarge };

  // Content-Length may be absent (chunked) or wrong: count the bytes as they arrive.
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limitBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413, error: BODY_MESSAGES.tooLarge };
      }
      chunks.push(value);
    }
  }

  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  try {
    return { ok: true, value: JSON.parse(text.decode(Buffer.concat(chunks))) };
  } catch {
    return { ok: false, status: 400, error: BODY_MESSAGES.malformed };
  }
}

export interface AddressPolicy {
  /**
   * TRUSTED_PROXY: the reverse proxies in front of this server (deploy/nginx.conf), skipped when
   * the X-Forwarded-For chain is read from its nearest hop back.
   */
  trustedProxies: readonly string[];
  /**
   * Believe X-Real-IP when X-Forwarded-For names no client (TRUSTED_PROXY_REAL_IP=1): only for
   * a proxy that sets X-Real-IP itself and never passes a client's own.
   */
  trustRealIp?: boolean;
  /** On Vercel the platform sets X-Real-IP and X-Forwarded-For itself. */
  onVercel: boolean;
}

/**
 * One address as it appears in a header, without what varies for the same client: the
 * IPv4-in-IPv6 prefix of dual-stack sockets (::ffff:127.0.0.1), a port ("203.0.113.5:4711",
 * "[2001:db8::1]:443"), brackets, an IPv6 zone ("fe80::1%eth0") and case.
 */
export function normalizeAddress(address: string): string {
  let value = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(value);
  if (bracketed) value = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  value = value.replace(/%.*$/, "");
  if (value.startsWith("::ffff:") && value.includes(".")) value = value.slice(7);
  return value;
}

/**
 * The address the form routes' rate limit counts, as the proxy in front gives it: on Vercel the
 * platform's X-Real-IP; on a Node host the X-Forwarded-For that deploy/nginx.conf writes (the
 * peer it saw, replacing any the client sent), read from the nearest hop back past the
 * TRUSTED_PROXY addresses. Next fills X-Forwarded-For with the socket's peer only when a
 * request has none, so a `next start` exposed without the proxy counts whatever a client
 * writes there: instrumentation.ts warns at start-up when it listens that way.
 */
export function clientAddress(headers: Headers, policy: AddressPolicy): string {
  if (policy.onVercel) {
    const real = headers.get("x-real-ip") ?? headers.get("x-forwarded-for")?.split(",")[0];
    if (real?.trim()) return normalizeAddress(real);
  }
  const trusted = new Set(policy.trustedProxies.map(normalizeAddress));
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map(normalizeAddress)
    .filter(Boolean);
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!trusted.has(hop)) return hop;
  }
  if (policy.trustRealIp) {
    const real = headers.get("x-real-ip");
    if (real?.trim()) return normalizeAddress(real);
  }
  return chain[0] ?? "unknown";
}
