import type { IncomingHttpHeaders } from "node:http";
import { ACTION_FIELD, PAGE_POST_LIMIT_BYTES } from "@/lib/next-contract";

/**
 * A POST to a page is a form posted without script (a server action, lib/forms/actions.ts).
 * Next refuses a malformed one only after it has read it, with a 500 and two log lines, before
 * the action (and so the rate limit) runs. These checks answer it first, with a 4xx:
 * lib/request-guard.ts applies them under `next start`.
 */

/** Next's own cap on a server action's body: the build checks it (lib/next-contract.ts). */
export { PAGE_POST_LIMIT_BYTES };

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
  const type = (headers["content-type"] ?? "").split(";", 1)[0]!.trim().toLowerCase();
  return type === "multipart/form-data" || type === "application/x-www-form-urlencoded";
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
    return { status: 413, reason: "declared body over 1 MB" };

  const type = (headers["content-type"] ?? "").toLowerCase();
  const multipart = type.split(";", 1)[0]!.trim() === "multipart/form-data";
  if (multipart && !/;\s*boundary=/.test(type))
    return { status: 400, reason: "multipart body without a boundary" };
  if (headers["next-action"] !== undefined && !multipart)
    return { status: 400, reason: "action body is not form data" };
  return null;
}

/**
 * What the body refuses (400), once read whole: multipart data that does not parse (cut short,
 * a wrong boundary), a form that carries nothing but the action's own fields, or action
 * arguments that do not decode to what the site's actions take. `fetchAction`: the post came
 * with a `Next-Action` header (an action called from script).
 */
export async function pagePostBodyRefusal(
  contentType: string | undefined,
  body: Uint8Array<ArrayBuffer>,
  fetchAction = false,
): Promise<PagePostRefusal | null> {
  const type = contentType?.toLowerCase() ?? "";
  let form: FormData;
  if (type.startsWith("multipart/form-data")) {
    try {
      form = await new Response(body, { headers: { "content-type": contentType! } }).formData();
    } catch {
      return { status: 400, reason: "multipart body does not parse" };
    }
    const names = [...form.keys()];
    if (!names.some((name) => !ACTION_FIELD.test(name)))
      return { status: 400, reason: "form carries no fields" };
  } else if (type.startsWith("application/x-www-form-urlencoded")) {
    form = new FormData();
    for (const [name, value] of new URLSearchParams(new TextDecoder().decode(body)))
      form.append(name, value);
  } else return null;
  if (!actionArgumentsDecode(form, fetchAction))
    return { status: 400, reason: "action arguments do not decode" };
  return null;
}

/** Deeper than this, no argument of the site's actions goes (a form state is two or three). */
const MAX_DEPTH = 32;

/** What `decodeModel` answers for anything it cannot decode. */
const UNDECODABLE = Symbol("undecodable");

/**
 * Whether an action's arguments decode, read as React's reply format (react-server-dom's
 * `decodeReply` and `decodeAction`) but strictly: only what the site's actions take, which is
 * (previous state, FormData), decodes; anything else is a failure, whatever its shape, and is
 * refused here rather than by Next with a 500 (a BigInt that does not parse, a server
 * reference, a stream, a blob, a temporary reference, a cycle, nesting 100,000 deep).
 * - Called from script (`Next-Action`): field "0" is the argument list, [state, "$K<n>"], the
 *   FormData being the fields named `<n>_...`.
 * - Posted without script: each `$ACTION_REF_<n>` names metadata in `$ACTION_<n>:0`,
 *   `{"id": ..., "bound": null | "$@<k>"}`, whose bound arguments, `$ACTION_<n>:<k>`, are a list.
 * The work is linear in the body (1 MB at most) and never recursive.
 */
function actionArgumentsDecode(form: FormData, fetchAction: boolean): boolean {
  const text = (prefix: string) => (key: number) => {
    const value = form.get(prefix + key.toString(16));
    return typeof value === "string" ? value : undefined;
  };
  if (fetchAction || form.has("0")) {
    const root = decodeReply(text(""), 0);
    if (
      !Array.isArray(root) ||
      root.length !== 2 ||
      typeof root[1] !== "string" ||
      !/^\$K[0-9a-f]+$/.test(root[1])
    )
      return false;
  }
  for (const name of form.keys()) {
    const ref = /^\$ACTION_REF_(\d+)$/.exec(name);
    if (!ref) continue;
    const prefix = `$ACTION_${ref[1]}:`;
    // React reads the metadata as plain JSON, then the bound arguments it points at.
    const metaText = text(prefix)(0);
    let meta: unknown;
    try {
      meta = metaText !== undefined && withinDepth(metaText, 2) ? JSON.parse(metaText) : null;
    } catch {
      return false;
    }
    if (!isRecord(meta) || typeof meta.id !== "string") return false;
    if (meta.bound === null || meta.bound === undefined) continue;
    const bound = typeof meta.bound === "string" ? /^\$@([0-9a-f]+)$/.exec(meta.bound) : null;
    if (!bound || !Array.isArray(decodeReply(text(prefix), parseInt(bound[1]!, 16)))) return false;
  }
  return true;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The value of reply field `key`, other fields it refers to (`$<n>`, `$@<n>`) read in its place,
 * or UNDECODABLE. Strings that are not references are kept as written (`$K<n>`, `$$...`).
 */
function decodeReply(field: (key: number) => string | undefined, key: number): unknown {
  const visited = new Set<number>();
  const parse = (at: number): unknown => {
    const value = field(at);
    // A field referred to twice, or to itself, is a cycle or a shared object: neither is in
    // what the site's forms send.
    if (value === undefined || visited.has(at) || !withinDepth(value, MAX_DEPTH))
      return UNDECODABLE;
    visited.add(at);
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return UNDECODABLE;
    }
  };
  const root = parse(key);
  if (root === UNDECODABLE) return UNDECODABLE;
  const holder = { root };
  const pending: [Record<string, unknown> | unknown[], string | number, number][] = [
    [holder, "root", 0],
  ];
  while (pending.length) {
    const [parent, slot, depth] = pending.pop()!;
    let value = (parent as Record<string | number, unknown>)[slot];
    if (typeof value === "string" && value.startsWith("$")) {
      const reference = /^\$@?([0-9a-f]+)$/.exec(value);
      if (reference) {
        value = parse(parseInt(reference[1]!, 16));
        if (value === UNDECODABLE) return UNDECODABLE;
        (parent as Record<string | number, unknown>)[slot] = value;
      } else if (!plainTag(value)) return UNDECODABLE;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= MAX_DEPTH) return UNDECODABLE;
    const container = value as Record<string, unknown> | unknown[];
    for (const child of Object.keys(container)) pending.push([container, child, depth + 1]);
  }
  return holder.root;
}

/**
 * The tagged strings that decode without the server's help: an escaped `$`, the values JSON
 * cannot write, a date, and a FormData's prefix. Every other tag (`$n` BigInt, `$F`/`$h`
 * server references, `$B` blobs, `$R`/`$r`/`$X`/`$x` streams and iterators, `$T` temporary
 * references, `$Z` errors, `$Q`/`$W` maps and sets, paths into other fields...) is no part of
 * what the site's actions take.
 */
function plainTag(value: string): boolean {
  if (/^\$(\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|K[0-9a-f]+$)/.test(value)) return true;
  return value.startsWith("$D") && !Number.isNaN(Date.parse(value.slice(2)));
}

/** Whether JSON text nests no deeper than `max` arrays and objects, read without parsing it. */
function withinDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return false;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return true;
}
