import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Socket } from "node:net";
import { markClientHeaders } from "@/lib/request";
import { securityHeaders } from "@/lib/security/csp";
import {
  isPagePost,
  misdirectedPostRefusal,
  PAGE_POST_LIMIT_BYTES,
  pagePostBodyRefusal,
  pagePostHeaderRefusal,
  routedPath,
  type PagePostRefusal,
} from "@/lib/security/page-posts";
import {
  postRefusal,
  refusalAnswer,
  refusedRequest,
  type RefusalAnswer,
} from "@/lib/security/refusals";
import { routerStateRefusal } from "@/lib/security/router-state";

/**
 * What Node's server does with each request before Next sees it, under `next start` and
 * `next dev`. Next runs no code of ours earlier than its proxy, and some requests never reach
 * the proxy (TRACE, /api paths, Next's own redirects), so this wraps `http.Server`'s `emit`,
 * once, from instrumentation.ts. The steps, in this order:
 * 1. the client-address proof: the socket's peer address in a header only this process can
 *    prove (lib/request.ts), which the rate limit in step 4 reads; from a peer that is not a
 *    trusted proxy, the forwarding headers (X-Forwarded-For...) removed;
 * 2. the security headers on whatever Next writes, filled in where Next set none;
 * 3. refusals (lib/security/refusals.ts): what Next answers badly, and Range, which Next's
 *    static file server can answer with a 500;
 * 4. posts: an action posted to a path without a form is refused (404, or 403 from another
 *    site), and a `Next-Router-State-Tree` header Next cannot parse (400); any other post
 *    outside /api but to a form's page is 405; a form posted to its page is read whole and
 *    checked (lib/security/page-posts.ts), then handed to Next; a refused one counts against
 *    the poster's rate limit.
 * A request Node cannot parse (`clientError`) is answered here with the same headers.
 * tests/e2e/request-path.spec.ts fails when Next's server stops passing requests through this.
 */

const INSTALLED = Symbol.for("meridian.request-guard-installed");

export interface RequestGuardOptions {
  /**
   * Counts a refused page post against its sender's rate limit; the seconds to wait when the
   * limit is reached, else 0 (the refusal then becomes a 429).
   */
  countRefusedPost: (request: http.IncomingMessage) => Promise<number>;
  /** TRUSTED_PROXY: the peers whose forwarding headers are kept. */
  trustedProxies: readonly string[];
}

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

export function installRequestGuard(options: RequestGuardOptions): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const production = process.env.NODE_ENV === "production";
  const staticFiles = publicFiles();
  const emit = proto.emit as Emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "clientError" && this.listenerCount("clientError") === 0) {
      answerClientError(args[0] as NodeJS.ErrnoException, args[1] as Socket, production);
      return true;
    }
    if (event !== "request") return emit.call(this, event, ...args);
    const request = args[0] as http.IncomingMessage;
    const response = args[1] as http.ServerResponse;
    const toNext = (handed: http.IncomingMessage) => emit.call(this, event, handed, response);

    // 1. The client-address proof, and no forwarding headers but a trusted proxy's.
    markClientHeaders(request.headers, request.socket?.remoteAddress, options.trustedProxies);
    // 2. The security headers on whatever Next writes.
    fillHeadersOnWrite(response, production);
    // 3. Refusals. Nothing on the site needs partial content: the whole file is always valid.
    delete request.headers.range;
    delete request.headers["if-range"];
    const refusal = refusedRequest(request.method, request.url, production, staticFiles);
    if (refusal) {
      request.resume();
      send(response, refusal);
      return true;
    }
    // 4. Posts: an action anywhere but a form's page refused unread, a form's post read and
    // checked before Next gets it. A router state Next cannot parse is refused the same way.
    const unread =
      misdirectedPostRefusal(request.method, request.url, request.headers) ??
      routerStateRefusal(request.headers);
    if (unread) {
      refusePagePost(request, response, unread, options, production).catch((error: Error) => {
        console.error(`[forms] post could not be refused: ${error.message}`);
        response.destroy();
      });
      return true;
    }
    const notServed = production ? postRefusal(request.method, request.url) : null;
    if (notServed) {
      discardRest(request);
      send(response, refusalAnswer(request.method, notServed, production));
      return true;
    }
    if (isPagePost(request.method, request.url)) {
      screenPagePost(request, response, options, production).then(
        (screened) => screened && toNext(screened),
        (error: Error) => {
          console.error(`[forms] page-post could not be read: ${error.message}`);
          response.destroy();
        },
      );
      return true;
    }
    return toNext(request);
  } as typeof proto.emit;
}

/**
 * Every header Next sets (or passes to writeHead) wins; only missing ones are filled in, so
 * Next's own redirects and errors carry them too.
 */
function fillHeadersOnWrite(response: http.ServerResponse, production: boolean): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: http.ServerResponse, ...headArgs: unknown[]) {
    for (const { key, value } of securityHeaders(production, "locked-down"))
      if (!this.hasHeader(key)) this.setHeader(key, value);
    // Next sends its prerendered 404 page with the page's year-long s-maxage: a CDN would
    // keep a path's 404 long after a page is added there.
    if (headArgs[0] === 404) notCacheable(this, headArgs);
    // Next sets a static page's or file's Allow as a list, sent as one header line per method
    // (`Allow: GET`, `Allow: HEAD`); a client that reads one line sees GET alone.
    const allow = this.getHeader("allow");
    if (Array.isArray(allow)) this.setHeader("allow", allow.join(", "));
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, headArgs);
  } as typeof response.writeHead;
}

function send(response: http.ServerResponse, answer: RefusalAnswer): void {
  response.writeHead(answer.status, answer.headers);
  response.end(answer.body ?? undefined);
}

/** The paths of the files in public/, served as they are (`/favicon.ico`). */
function publicFiles(): Set<string> {
  try {
    const root = path.join(/*turbopackIgnore: true*/ process.cwd(), "public");
    return new Set(
      readdirSync(/*turbopackIgnore: true*/ root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => "/" + path.relative(root, path.join(entry.parentPath, entry.name))),
    );
  } catch {
    return new Set();
  }
}

/**
 * What Node answers itself to a request it cannot parse (400, 431 for headers too large, 408,
 * 413), as Node does when nothing listens for `clientError`, but with the security headers.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket, production: boolean) {
  if (socket.writable && socket.bytesWritten === 0) {
    const [status, text] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large"]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout"]
          : error.code === "HPE_CHUNK_EXTENSIONS_OVERFLOW"
            ? [413, "Payload Too Large"]
            : [400, "Bad Request"];
    const headers = [
      ...securityHeaders(production, "locked-down").map(({ key, value }) => `${key}: ${value}`),
      "Cache-Control: no-store",
      "Content-Length: 0",
      "Connection: close",
    ];
    socket.write(`HTTP/1.1 ${status} ${text}\r\n${headers.join("\r\n")}\r\n\r\n`);
  }
  socket.destroy(error);
}

/** Makes a 404 answer uncacheable, whether its headers were set before or passed to writeHead. */
function notCacheable(response: http.ServerResponse, headArgs: unknown[]): void {
  const value = "private, no-cache, no-store, max-age=0, must-revalidate";
  response.setHeader("cache-control", value);
  const headers = headArgs.find((arg) => typeof arg === "object" && arg !== null);
  if (!headers || Array.isArray(headers)) return;
  for (const key of Object.keys(headers))
    if (key.toLowerCase() === "cache-control") (headers as Record<string, unknown>)[key] = value;
}

/**
 * A page's form post, read whole (up to Next's own cap) and checked: the same request again,
 * its body replayed, for Next to handle; or null once it has been refused here.
 */
async function screenPagePost(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  options: RequestGuardOptions,
  production: boolean,
): Promise<http.IncomingMessage | null> {
  let refusal = pagePostHeaderRefusal(request.headers);
  if (!refusal) {
    const body = await readCapped(request, PAGE_POST_LIMIT_BYTES);
    if (body === "aborted") return null;
    if (body === "too large") refusal = { status: 413, reason: "body over 1 MB" };
    else {
      refusal = await pagePostBodyRefusal(
        request.headers["content-type"],
        body,
        request.headers["next-action"] !== undefined,
      );
      if (!refusal) return replay(request, body);
    }
  }
  await refusePagePost(request, response, refusal, options, production);
  return null;
}

async function refusePagePost(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  refusal: PagePostRefusal,
  options: RequestGuardOptions,
  production: boolean,
): Promise<void> {
  // A post from another site's page (403) is what a hostile page can make a visitor's browser
  // send: counting it would spend that visitor's own limit, so only the others count.
  const retryAfter =
    refusal.status === 403 ? 0 : await options.countRefusedPost(request).catch(() => 0);
  const status = retryAfter > 0 ? 429 : refusal.status;
  const pathname = routedPath(request.url);
  console.warn(
    `[forms] page-post path=${pathname} outcome=refused status=${status} reason="${refusal.reason}"`,
  );
  send(
    response,
    refusalAnswer(
      request.method,
      {
        status,
        message: http.STATUS_CODES[status]!,
        headers: retryAfter > 0 ? { "retry-after": String(retryAfter) } : {},
      },
      production,
    ),
  );
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
