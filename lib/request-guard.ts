import http from "node:http";
import { staticSecurityHeaders } from "@/lib/security/csp";

/**
 * Answers, before Next sees them, the requests Next itself answers badly, and gives every
 * response of the Node server the security headers, whichever part of Next wrote it.
 * Installed once from instrumentation.ts when `next start` boots (the Node runtime only).
 */

/** The policy of a response that is not a page (an error, a redirect): it may load nothing. */
export const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface Refusal {
  status: 400 | 404 | 405;
  message: string;
  headers?: Record<string, string>;
}

/** Methods no page or form needs; Next answers TRACE with a 500 and a logged stack trace. */
const REFUSED_METHODS = new Set(["TRACE", "TRACK"]);

/**
 * Why a request must be refused, or null when Next may handle it:
 * - TRACE and TRACK: 405.
 * - a path with malformed percent-encoding (`/%ff`, `/%`, `/%zz`): 400; Next answers 500.
 * - an encoded slash or backslash in the path (`/api%2fcontact`): 404. No route has one, and
 *   Next decodes it into a new path and loops ("handle request too many times").
 */
export function refusalFor(method: string | undefined, url: string | undefined): Refusal | null {
  if (REFUSED_METHODS.has((method ?? "").toUpperCase()))
    return {
      status: 405,
      message: "Method Not Allowed",
      headers: { allow: "GET, HEAD, POST, OPTIONS" },
    };
  const target = url ?? "/";
  const pathname = target.split(/[?#]/, 1)[0] ?? "";
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: "Bad Request" };
  }
  if (/%(2f|5c)/i.test(pathname)) return { status: 404, message: "Not Found" };
  return null;
}

/** Sets each security header the response does not have yet (a page's own CSP stays). */
export function applySecurityDefaults(response: http.ServerResponse, production: boolean): void {
  for (const { key, value } of staticSecurityHeaders(production))
    if (!response.hasHeader(key)) response.setHeader(key, value);
  if (!response.hasHeader("content-security-policy"))
    response.setHeader("content-security-policy", LOCKED_DOWN_POLICY);
}

const INSTALLED = Symbol.for("meridian.request-guard-installed");

export function installRequestGuard(): void {
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
