import http from "node:http";
import { staticSecurityHeaders } from "@/lib/security/csp";
import {
  isPagePost,
  PAGE_POST_LIMIT_BYTES,
  pagePostBodyRefusal,
  pagePostHeaderRefusal,
  type PagePostRefusal,
} from "@/lib/security/page-posts";
import { LOCKED_DOWN_POLICY, refusalFor } from "@/lib/security/refusals";

/**
 * Under `next start` only: answers, before Next sees them, the requests Next itself answers
 * badly (TRACE reaches neither the proxy nor a route, and Next answers 500), and gives every
 * response of the Node server the security headers, whichever part of Next wrote it (its
 * trailing-slash redirects bypass next.config.ts's headers and the proxy). proxy.ts refuses the
 * malformed page paths itself, so those refusals hold on any host that runs the proxy.
 * A form posted to a page is read here first (lib/security/page-posts.ts) and handed to Next
 * only if it is well formed; a refused one counts against the poster's rate limit.
 * Installed once from instrumentation.ts when `next start` boots (the Node runtime only).
 */

/** Sets each security header the response does not have yet (a page's own CSP stays). */
export function applySecurityDefaults(response: http.ServerResponse, production: boolean): void {
  for (const { key, value } of staticSecurityHeaders(production))
    if (!response.hasHeader(key)) response.setHeader(key, value);
  if (!response.hasHeader("content-security-policy"))
    response.setHeader("content-security-policy", LOCKED_DOWN_POLICY);
}

const INSTALLED = Symbol.for("meridian.request-guard-installed");

export interface RequestGuardOptions {
  /**
   * Counts a refused page post against its sender's rate limit; the seconds to wait when the
   * limit is reached, else 0 (the refusal then becomes a 429).
   */
  countRefusedPost: (request: http.IncomingMessage) => Promise<number>;
}

export function installRequestGuard(options: RequestGuardOptions): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const production = process.env.NODE_ENV === "production";
  const emit = proto.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "request") return emit.call(this, event, ...args);
    const request = args[0] as http.IncomingMessage;
    const response = args[1] as http.ServerResponse;
    // Every header Next sets (or passes to writeHead) wins; only missing ones are filled in,
    // so redirects and errors carry the headers too.
    const writeHead = response.writeHead;
    response.writeHead = function (this: http.ServerResponse, ...headArgs: unknown[]) {
      applySecurityDefaults(this, production);
      return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, headArgs);
    } as typeof response.writeHead;

    const refusal = refusalFor(request.method, request.url);
    if (!refusal && isPagePost(request.method, request.url)) {
      screenPagePost(request, response, options).then(
        (screened) => screened && emit.call(this, event, screened, response),
        (error: Error) => {
          console.error(`[forms] page-post could not be read: ${error.message}`);
          response.destroy();
        },
      );
      return true;
    }
    if (!refusal) return emit.call(this, event, ...args);
    request.resume();
    response.writeHead(refusal.status, {
      ...refusal.headers,
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
    });
    response.end(request.method === "HEAD" ? undefined : `${refusal.message}\n`);
    return true;
  } as typeof proto.emit;
}

/**
 * A page's form post, read whole (up to Next's own cap) and checked: the same request again,
 * its body replayed, for Next to handle; or null once it has been refused here.
 */
async function screenPagePost(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  options: RequestGuardOptions,
): Promise<http.IncomingMessage | null> {
  let refusal = pagePostHeaderRefusal(request.headers);
  if (!refusal) {
    const body = await readCapped(request, PAGE_POST_LIMIT_BYTES);
    if (body === "aborted") return null;
    if (body === "too large") refusal = { status: 413, reason: "body over 1 MB" };
    else {
      refusal = await pagePostBodyRefusal(request.headers["content-type"], body);
      if (!refusal) return replay(request, body);
    }
  }
  await refusePagePost(request, response, refusal, options);
  return null;
}

async function refusePagePost(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  refusal: PagePostRefusal,
  options: RequestGuardOptions,
): Promise<void> {
  const retryAfter = await options.countRefusedPost(request).catch(() => 0);
  const status = retryAfter > 0 ? 429 : refusal.status;
  const pathname = (request.url ?? "/").split(/[?#]/, 1)[0];
  console.warn(
    `[forms] page-post path=${pathname} outcome=refused status=${status} reason="${refusal.reason}"`,
  );
  response.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    ...(retryAfter > 0 ? { "retry-after": String(retryAfter) } : {}),
  });
  response.end(`${http.STATUS_CODES[status]}\n`);
  discardRest(request);
}

/**
 * Reads and drops what is still coming of a refused body, so that a client still sending reads
 * the answer rather than a reset; past another 1 MB, or 5 s, the connection is closed.
 */
function discardRest(request: http.IncomingMessage): void {
  if (request.readableEnded) return;
  let dropped = 0;
  const close = () => request.socket.destroy();
  const timer = setTimeout(close, 5_000).unref();
  request.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > PAGE_POST_LIMIT_BYTES) close();
  });
  request.once("close", () => clearTimeout(timer));
  request.on("error", () => {}); // a client that gives up is no error of ours
  request.resume();
}

/** The body, or "too large" past `limit` bytes (reading stops there), or "aborted". */
function readCapped(
  request: http.IncomingMessage,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | "too large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      request.off("data", onData);
      request.pause();
      resolve("too large");
    };
    request.on("data", onData);
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", () => resolve("aborted"));
    request.on("aborted", () => resolve("aborted"));
  });
}

/** The request as it arrived, with its body (already read) to be read again. */
function replay(request: http.IncomingMessage, body: Uint8Array): http.IncomingMessage {
  const copy = new http.IncomingMessage(request.socket);
  Object.assign(copy, {
    method: request.method,
    url: request.url,
    headers: request.headers,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    httpVersionMajor: request.httpVersionMajor,
    httpVersionMinor: request.httpVersionMinor,
    complete: true,
  });
  copy.push(body);
  copy.push(null);
  return copy;
}
