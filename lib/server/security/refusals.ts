/**
 * Requests the site refuses before any page or route runs, and the answer each gets, from
 * proxy.ts on every host. What never reaches the proxy (TRACE on the form routes, a body too
 * large, a request Node cannot parse) is refused in front of Next: by deploy/nginx.conf on a
 * Node host, by the platform on Vercel.
 */
import { securityHeaderRecord } from "./csp";
import { FORM_PAGES, routedPath } from "./page-posts";

export interface Refusal {
  status: number;
  message: string;
  headers?: Record<string, string>;
}

/** Methods no page or form needs; Next answers TRACE with a 500 and a logged stack trace. */
const REFUSED_METHODS = new Set(["TRACE", "TRACK"]);

/**
 * Why a request must be refused, or null when Next may handle it:
 * - TRACE and TRACK: 405.
 * - a target that is not a path (`OPTIONS *`): 400.
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
  // The asterisk form (`OPTIONS *`) and anything else not a path: no page or route answers it,
  // and Next answers 500.
  if (!target.startsWith("/")) return { status: 400, message: "Bad Request" };
  const pathname = target.split(/[?#]/, 1)[0] ?? "";
  try {
    decodeURIComponent(pathname);
  } catch {
    return { status: 400, message: "Bad Request" };
  }
  if (/%(2f|5c)/i.test(pathname)) return { status: 404, message: "Not Found" };
  return null;
}

/** The methods every path may be asked with; POST is judged by postRefusal and page-posts.ts. */
const ANSWERED_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Any other method (PUT, DELETE, PATCH, OPTIONS, PROPFIND...) outside /api: Next renders a
 * dynamic page (/search, /ip-deadline-calculator) or serves a prerendered route (/og/*) for it
 * with a 200 (OPTIONS on /search: a 400). 405 naming what the path serves, on one line. The API
 * routes answer their own.
 */
function methodRefusal(method: string | undefined, url: string | undefined): Refusal | null {
  if (ANSWERED_METHODS.has((method ?? "GET").toUpperCase())) return null;
  const pathname = routedPath(url);
  if (/^\/api(\/|$)/.test(pathname)) return null;
  return {
    status: 405,
    message: "Method Not Allowed",
    headers: { allow: FORM_PAGES.has(pathname) ? "GET, HEAD, POST" : "GET, HEAD" },
  };
}

/**
 * A POST outside /api that is not a form's post to its page (`postRefusal` runs after the proxy
 * has refused the misdirected actions): 405, as for PUT above. Only in production: `next dev`
 * posts to its own tools.
 */
export function postRefusal(method: string | undefined, url: string | undefined): Refusal | null {
  if (method !== "POST") return null;
  const pathname = routedPath(url);
  if (/^\/api(\/|$)/.test(pathname) || FORM_PAGES.has(pathname)) return null;
  return { status: 405, message: "Method Not Allowed", headers: { allow: "GET, HEAD" } };
}

/** What a refused request is sent: plain text, never cached, with the locked-down policy. */
export interface RefusalAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for HEAD. */
  body: string | null;
}

export function refusalAnswer(
  method: string | undefined,
  refusal: Refusal,
  production: boolean,
): RefusalAnswer {
  return {
    status: refusal.status,
    headers: {
      ...securityHeaderRecord(production, "locked-down"),
      ...refusal.headers,
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
    },
    body: method === "HEAD" ? null : `${refusal.message}\n`,
  };
}

/**
 * The answer to a request refused before Next, or null when Next may handle it. A write to a
 * file in public/ meets methodRefusal like any page (405, `GET, HEAD`); the built assets under
 * /_next/static never reach the proxy.
 */
export function refusedRequest(
  method: string | undefined,
  url: string | undefined,
  production: boolean,
): RefusalAnswer | null {
  const refusal = refusalFor(method, url) ?? methodRefusal(method, url);
  return refusal && refusalAnswer(method, refusal, production);
}

function notAllowedOnGetRoute(): Response {
  return new Response(null, {
    status: 405,
    headers: { allow: "GET, HEAD, OPTIONS", "cache-control": "no-store" },
  });
}

/**
 * The other methods of a dynamic route that serves only GET (Next derives HEAD): 405 naming the
 * allowed ones, which Next's own 405 for such a route does not, and OPTIONS naming the same
 * (Next's own would list every method exported here). A route exports them with
 * `export const { OPTIONS, POST, PUT, PATCH, DELETE } = GET_ONLY_ROUTE;`.
 */
export const GET_ONLY_ROUTE = {
  OPTIONS: () =>
    new Response(null, {
      status: 204,
      headers: { allow: "GET, HEAD, OPTIONS", "cache-control": "no-store" },
    }),
  POST: notAllowedOnGetRoute,
  PUT: notAllowedOnGetRoute,
  PATCH: notAllowedOnGetRoute,
  DELETE: notAllowedOnGetRoute,
};
