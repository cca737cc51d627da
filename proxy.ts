// A request's third step under `next start`, after lib/request-guard.ts and next.config.ts (see
// docs/operations.md#security-headers); on Vercel, the first.
import { readFileSync } from "node:fs";
import path from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import {
  contentSecurityPolicy,
  perRequestScriptSources,
  scriptSourcesFor,
  type CspManifest,
} from "@/lib/security/csp";
import { topicPageFor } from "@/lib/insights-topics";
import { onceForEach } from "@/lib/security/log-once";
import {
  isPagePost,
  misdirectedPostRefusal,
  pagePostHeaderRefusal,
} from "@/lib/security/page-posts";
import { refusalAnswer, refusedRequest, type RefusalAnswer } from "@/lib/security/refusals";

const production = process.env.NODE_ENV === "production";

function loadManifest(): CspManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(process.cwd(), ".next", "csp-manifest.json"), "utf8"));
  } catch {
    console.error(
      "[csp] .next/csp-manifest.json missing: this build did not hash its pages' scripts " +
        "(build with `npm run build`); pages are sent with script-src 'unsafe-inline' so they still hydrate",
    );
    return null;
  }
}

const manifest = production ? loadManifest() : null;

const STATUS_TEXT = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  413: "Payload Too Large",
} as const;

/** Logs each path served without its own hashes once, however often it is asked for. */
const logFallback = onceForEach((pathname: string) =>
  console.error(
    `[csp] ${pathname}: no script hashes in the build's manifest; sent with script-src 'unsafe-inline'`,
  ),
);

export function proxy(request: NextRequest) {
  // Malformed paths (`/%ff`, an encoded slash) reach the proxy before Next fails on them: refuse
  // them here, on every host. Under `next start` the request guard has refused them already.
  const { pathname: rawPath, search } = new URL(request.url);
  const refusal = refusedRequest(request.method, rawPath + search, production);
  if (refusal) return answer(refusal);

  // An action posted to a path without a form, or a form posted to its page that its headers
  // alone refuse (a foreign Origin, a body declared over 1 MB, an action not sent as form
  // data): the same 4xx as lib/request-guard.ts gives under `next start`, on hosts where that
  // guard does not run (Vercel). Under `next start` the guard has answered such a post before
  // the proxy sees it.
  const postHeaders = Object.fromEntries(request.headers);
  const pagePost =
    misdirectedPostRefusal(request.method, rawPath, postHeaders) ??
    (isPagePost(request.method, rawPath) ? pagePostHeaderRefusal(postHeaders) : null);
  if (pagePost)
    return answer(
      refusalAnswer(
        request.method,
        { status: pagePost.status, message: STATUS_TEXT[pagePost.status] },
        production,
      ),
    );

  const { pathname, searchParams } = request.nextUrl;
  // `/insights?tag=<slug>` is served from that topic's prerendered page (a rewrite in
  // next.config.ts), so its policy names that page's hashes.
  // The rewrite matches the last `tag` when there are several (Next's matchHas), so the last.
  const served =
    (pathname === "/insights" ? topicPageFor(searchParams.getAll("tag").at(-1) ?? null) : null) ??
    pathname;
  // A form posted without script is answered with its page rendered for this request
  // (lib/forms/actions.ts): new inline scripts, so a nonce as on any page rendered per request.
  const sources = !production
    ? ({ mode: "development" } as const)
    : request.method === "POST"
      ? perRequestScriptSources(manifest)
      : scriptSourcesFor(manifest, served);
  if (sources.mode === "fallback") logFallback(served);

  const policy = contentSecurityPolicy(sources);
  // Next reads a nonce from the request's policy and puts it on the scripts it renders.
  const init =
    sources.mode === undefined && sources.nonce
      ? { request: { headers: withHeader(request.headers, "Content-Security-Policy", policy) } }
      : undefined;
  const response = NextResponse.next(init);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function answer({ status, headers, body }: RefusalAnswer): NextResponse {
  return new NextResponse(body, { status, headers });
}

function withHeader(headers: Headers, name: string, value: string): Headers {
  const copy = new Headers(headers);
  copy.set(name, value);
  return copy;
}

export const config = {
  // Not the API routes: a matched request's body is read whole before the route runs, so a
  // route could not refuse an oversized one at once. Their policy is set in next.config.ts.
  matcher: ["/((?!api(?:/|$)|_next/static|_next/image).*)"],
};
