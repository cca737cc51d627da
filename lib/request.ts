/**
 * Plain helpers for reading an incoming request safely: the JSON body under a byte cap, and
 * the address of the client that sent it.
 */

/**
 * Set on every request from the TCP socket's peer address (see lib/request-guard.ts), so
 * unlike X-Forwarded-For it cannot be forged. A client could send these headers itself in the
 * moment before the server has installed the hook, so the address counts only with a proof
 * that is a secret of this process.
 */
export const SOCKET_ADDRESS_HEADER = "x-socket-address";
export const SOCKET_PROOF_HEADER = "x-socket-address-proof";

const PROOF = Symbol.for("meridian.socket-address-proof");

function processProof(): string {
  const store = globalThis as { [PROOF]?: string };
  return (store[PROOF] ??= crypto.randomUUID());
}

/** Writes the peer address of a request into its headers (Node's header object). */
export function markSocketAddress(
  headers: Record<string, string | string[] | undefined>,
  address: string | undefined,
): void {
  if (address) {
    headers[SOCKET_ADDRESS_HEADER] = address;
    headers[SOCKET_PROOF_HEADER] = processProof();
  } else {
    delete headers[SOCKET_ADDRESS_HEADER];
    delete headers[SOCKET_PROOF_HEADER];
  }
}

/**
 * Headers in which a client or a proxy names another client or host. From a peer that is not
 * a trusted proxy they are removed before Next or the app sees the request: Next copies every
 * header into the request it makes itself when it forwards a server action, and that request
 * comes from loopback, which may be the trusted proxy.
 */
export const FORWARDING_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-server",
  "x-original-forwarded-for",
  "x-real-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
] as const;

/** Next's mark on the request it makes to forward a server action to the page that has it. */
export const ACTION_FORWARDED_HEADER = "x-action-forwarded";

const isLoopback = (address: string) => /^(127\.|::1$)/.test(normalizeAddress(address));

/**
 * The first step of the request guard (lib/request-guard.ts): the peer address written with
 * its proof; from a peer that is not one of `trustedProxies`, the forwarding headers removed.
 * One exception: Next forwarding a server action to itself, from loopback, with the proof this
 * process wrote on the original request: that request keeps the original's address and
 * headers, so its sender is counted as the client who sent the original. Anyone else's
 * `X-Action-Forwarded` is removed.
 */
export function markClientHeaders(
  headers: Record<string, string | string[] | undefined>,
  peer: string | undefined,
  trustedProxies: readonly string[],
): void {
  const ownForwarding =
    headers[ACTION_FORWARDED_HEADER] !== undefined &&
    peer !== undefined &&
    isLoopback(peer) &&
    typeof headers[SOCKET_ADDRESS_HEADER] === "string" &&
    headers[SOCKET_PROOF_HEADER] === processProof();
  if (ownForwarding) return;
  delete headers[ACTION_FORWARDED_HEADER];
  const trusted = peer !== undefined && trustedProxies.some((proxy) => sameAddress(proxy, peer));
  if (!trusted) for (const name of FORWARDING_HEADERS) delete headers[name];
  markSocketAddress(headers, peer);
}

const sameAddress = (a: string, b: string) => normalizeAddress(a) === normalizeAddress(b);

/** The peer address written by markSocketAddress, or null when absent or forged. */
export function socketAddress(headers: Headers): string | null {
  const address = headers.get(SOCKET_ADDRESS_HEADER);
  if (!address || headers.get(SOCKET_PROOF_HEADER) !== processProof()) return null;
  return address;
}

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
  /** Proxy addresses whose X-Forwarded-For is believed (TRUSTED_PROXY). */
  trustedProxies: readonly string[];
  /**
   * Believe X-Real-IP from a trusted proxy when its X-Forwarded-For names no client
   * (TRUSTED_PROXY_REAL_IP=1): only for a proxy that sets X-Real-IP itself and never passes
   * a client's own.
   */
  trustRealIp?: boolean;
  /** On Vercel the platform sets X-Real-IP and X-Forwarded-For itself. */
  onVercel: boolean;
}

/**
 * One address as it appears in a header or on a socket, without what varies for the same
 * client: the IPv4-in-IPv6 prefix of dual-stack sockets (::ffff:127.0.0.1), a port
 * ("203.0.113.5:4711", "[2001:db8::1]:443"), brackets, an IPv6 zone ("fe80::1%eth0") and case.
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
 * The address to rate-limit by. Forwarded headers are believed only from the platform (Vercel)
 * or when the socket peer is a proxy the operator named; otherwise anyone could send a fresh
 * X-Forwarded-For with every request and never hit the limit. Behind a named proxy only
 * X-Forwarded-For counts (the proxy appends the peer it saw); X-Real-IP is passed through
 * unchanged by many proxies, so a client could rotate it, and is read only on opt-in.
 */
export function clientAddress(headers: Headers, policy: AddressPolicy): string {
  if (policy.onVercel) {
    const real = headers.get("x-real-ip") ?? headers.get("x-forwarded-for")?.split(",")[0];
    if (real?.trim()) return normalizeAddress(real);
  }

  const socket = socketAddress(headers);
  if (!socket) return "unknown";
  const peer = normalizeAddress(socket);
  const trusted = new Set(policy.trustedProxies.map(normalizeAddress));
  if (!trusted.has(peer)) return peer;

  // Walk the chain from the nearest hop back; the first address that is not one of our own
  // proxies is the client (entries further left were written by the client and prove nothing).
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
  return peer;
}
