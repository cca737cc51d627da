import type { IncomingHttpHeaders } from "node:http";

/**
 * A POST to a page is a form posted without script (a server action, lib/server/forms/actions.ts).
 * What its headers alone say is checked in proxy.ts, on every host; the body is Next's to read
 * (deploy/nginx.conf caps it and counts every post in front of a Node host).
 */

/**
 * The largest form a page takes without script, set as Next's own `serverActions.bodySizeLimit`
 * (next.config.ts), so the proxy's 413 for a declared length and Next's for a streamed one agree.
 * The longest form the schemas allow is well under it.
 */
export const PAGE_POST_LIMIT_BYTES = 64 * 1024;

export interface PagePostRefusal {
  status: 400 | 403 | 404 | 413;
  /** Why, for the log: never what the visitor sent. */
  reason: string;
}

/**
 * The path Next routes the request to: dot segments resolved, `%2e` counting as a dot, as the
 * URL parser (and so Next) reads them. `/api/../contact-us` is the page `/contact-us`.
 */
export function routedPath(url: string | undefined): string {
  const target = (url ?? "/").split(/[?#]/, 1)[0] || "/";
  try {
    return new URL(target, "http://localhost").pathname;
  } catch {
    return target;
  }
}

/**
 * The pages that carry a form (components/forms/), and so take its post without script: the
 * only paths where Next may run a server action. tests/unit/page-posts.test.ts checks the list
 * against the pages that render a form.
 */
export const FORM_PAGES: ReadonlySet<string> = new Set([
  "/contact-us",
  "/careers",
  "/request-a-quote",
]);

/** The route handlers that take a POST (each answers its own 405 to other methods). */
export const POST_ROUTES: ReadonlySet<string> = new Set([
  "/api/contact",
  "/api/careers",
  "/api/quote-brief",
]);

/** Whether this is a form posted to a page that carries one, as Next routes the path. */
export function isPagePost(method: string | undefined, url: string | undefined): boolean {
  return method === "POST" && FORM_PAGES.has(routedPath(url));
}

/**
 * Whether Next would read a POST as a server action: a `Next-Action` header (an action called
 * from script), or form data in either encoding (a form posted without script, whose action is
 * named by its `$ACTION_` fields).
 */
export function isActionPost(headers: IncomingHttpHeaders): boolean {
  if (headers["next-action"] !== undefined) return true;
  // Next's own test (server-action-request-meta): any type that starts with multipart/form-data.
  const type = (headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) return true;
  return type.split(";", 1)[0]!.trim() === "application/x-www-form-urlencoded";
}

/**
 * An action posted anywhere but a page with a form (`/api/nonexistent`, `/_next/x`,
 * `/api/..;/contact-us`): Next looks the action up, and when this path's page does not have
 * it, fetches the page that does from its own address with every header copied, which
 * answered 500s and let a client re-post under a forwarded address of its choosing. Refused
 * instead: 403 from another site's page, as on a form's page, else 404. Null: not such a post.
 */
export function misdirectedPostRefusal(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): PagePostRefusal | null {
  if (method !== "POST" || !isActionPost(headers)) return null;
  const path = routedPath(url);
  if (FORM_PAGES.has(path) || POST_ROUTES.has(path)) return null;
  if (foreignOrigin(headers)) return { status: 403, reason: "origin is not this site" };
  return { status: 404, reason: "form post to a path without a form" };
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(",")[0]?.trim();

/** An Origin that is not this site: a foreign one, `null`, or one that does not parse. */
function foreignOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return false;
  const host = first(headers["x-forwarded-host"]) ?? headers.host;
  let originHost: string | null = null;
  try {
    originHost = origin === "null" ? null : new URL(origin).host;
  } catch {}
  return !originHost || originHost !== host;
}

/**
 * What the headers alone refuse: an Origin other than this site's (a foreign one, `null`, or
 * none that parses: 403, as Next's own check compares it with the forwarded or plain Host), a
 * declared body over the cap (413, before any of it is read), and a body that is not form data
 * where Next would decode it as an action (400).
 */
export function pagePostHeaderRefusal(headers: IncomingHttpHeaders): PagePostRefusal | null {
  if (foreignOrigin(headers)) return { status: 403, reason: "origin is not this site" };

  const declared = Number(headers["content-length"]);
  if (Number.isFinite(declared) && declared > PAGE_POST_LIMIT_BYTES)
    return { status: 413, reason: "declared body over 64 KiB" };

  const type = (headers["content-type"] ?? "").toLowerCase();
  const multipart = type.split(";", 1)[0]!.trim() === "multipart/form-data";
  if (multipart && !/;\s*boundary=/.test(type))
    return { status: 400, reason: "multipart body without a boundary" };
  // `multipart/form-datax` is an action to Next, but no form sends it.
  if (!multipart && type.startsWith("multipart/form-data"))
    return { status: 400, reason: "action body is not form data" };
  if (headers["next-action"] !== undefined && !multipart)
    return { status: 400, reason: "action body is not form data" };
  return null;
}
