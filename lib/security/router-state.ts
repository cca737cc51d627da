import type { IncomingHttpHeaders } from "node:http";
import { parseAndValidateFlightRouterState } from "next/dist/server/app-render/parse-and-validate-flight-router-state";
import type { PagePostRefusal } from "./page-posts";

/**
 * The router state a client-side navigation sends (`Next-Router-State-Tree`), checked with
 * Next's own parser before Next reads it: one that does not parse (`%5B`, a list of two, 40 kB
 * of it) was a 500 with a stack trace in the log; it is a 400 here, counted by the rate limit
 * by lib/request-guard.ts. A header Next would accept passes unchanged.
 */
export function routerStateRefusal(headers: IncomingHttpHeaders): PagePostRefusal | null {
  const state = headers["next-router-state-tree"];
  if (state === undefined) return null;
  try {
    parseAndValidateFlightRouterState(state);
    return null;
  } catch {
    return { status: 400, reason: "router state header does not parse" };
  }
}
