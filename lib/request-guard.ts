import http from "node:http";
import { staticSecurityHeaders } from "@/lib/security/csp";
import { LOCKED_DOWN_POLICY, refusalFor } from "@/lib/security/refusals";

/**
 * Under `next start` only: answers, before Next sees them, the requests Next itself answers
 * badly (TRACE reaches neither the proxy nor a route, and Next answers 500), and gives every
 * response of the Node server the security headers, whichever part of Next wrote it (its
 * trailing-slash redirects bypass next.config.ts's headers and the proxy). proxy.ts refuses the
 * malformed page paths itself, so those refusals hold on any host that runs the proxy.
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
