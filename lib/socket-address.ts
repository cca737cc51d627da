import http from "node:http";
import { markSocketAddress } from "@/lib/request";

const INSTALLED = Symbol.for("meridian.socket-address-installed");

/**
 * Copies each request's TCP peer address into a header before Next sees the request.
 * Next fills X-Forwarded-For from the socket only when the client did not send one, so that
 * header cannot tell a real address from a forged one; this one always comes from the socket.
 * Called once from instrumentation.ts when `next start` or `next dev` boots.
 */
export function installSocketAddressHeader(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      markSocketAddress(request.headers, request.socket?.remoteAddress);
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
