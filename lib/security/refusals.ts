/**
 * Requests the site refuses before any page or route runs, shared by proxy.ts (every host that
 * runs the proxy: `next start`, Vercel) and lib/request-guard.ts (`next start`, for what reaches
 * no proxy).
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

function notAllowedOnGetRoute(): Response {
  return new Response(null, {
    status: 405,
    headers: { allow: "GET, HEAD, OPTIONS", "cache-control": "no-store" },
  });
}

/**
 * The other methods of a dynamic route that serves only GET (Next derives HEAD and OPTIONS):
 * 405 naming the allowed ones, which Next's own 405 for such a route does not. A route exports
 * them with `export const { POST, PUT, PATCH, DELETE } = GET_ONLY_ROUTE;`.
 */
export const GET_ONLY_ROUTE = {
  POST: notAllowedOnGetRoute,
  PUT: notAllowedOnGetRoute,
  PATCH: notAllowedOnGetRoute,
  DELETE: notAllowedOnGetRoute,
};
