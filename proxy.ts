// What only the app knows about a request, on every host: each page's script policy, methods
// no page serves, action posts to a path without a form. In front of it stand deploy/nginx.conf
// on a Node host and the platform on Vercel (docs/operations.md#security-headers).
import { readFileSync } from "node:fs";
import path from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import {
  contentSecurityPolicy,
  perRequestScriptSources,
  scriptSourcesFor,
  type CspManifest,
} from "@/lib/server/security/csp";
import { topicPageFor } from "@/lib/content/insights-topics";
import {
  isPagePost,
  misdirectedPostRefusal,
  pagePostHeaderRefusal,
} from "@/lib/server/security/page-posts";
import {
  postRefusal,
  refusalAnswer,
  refusedRequest,
  type RefusalAnswer,
} from "@/lib/server/security/refusals";

const production = process.env.NODE_ENV === "production";

function loadManifest(): CspManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(process.cwd(), ".next", "csp-manifest.json"), "utf8"));
  } catch {
    console.error(
      "[csp] .next/csp-manifest.json missing or unreadable: this build did not hash its pages' " +
        "scripts (build with `npm run build`); pages are sent with the strict policy and will " +
        "not hydrate until it is rebuilt",
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

export function proxy(request: NextRequest) {
  // Malformed paths (`/%ff`, an encoded slash) reach the proxy before Next fails on them, and
  // methods no page serves before Next renders a page for them: refused here, on every host.
  const { pathname: rawPath, search } = new URL(request.url);
  const refusal = refusedRequest(request.method, rawPath + search, production);
  if (refusal) return answer(refusal);

  // An action posted to a path without a form, or a form posted to its page that its headers
  // alone refuse (a foreign Origin, a body declared over the cap, an action not sent as form
  // data), or any other post to a page (production only: `next dev` posts to its own tools).
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

  const notServed = production ? postRefusal(request.method, rawPath) : null;
  if (notServed) return answer(refusalAnswer(request.method, notServed, production));

  const { pathname, searchParams } = request.nextUrl;
  // The API routes' headers are next.config.ts's; the proxy only refused what is above.
  if (/^\/api(\/|$)/.test(pathname)) return NextResponse.next();
  // `/insights?tag=<slug>` is served from that topic's prerendered page (a rewrite in
  // next.config.ts), so its policy names that page's hashes.
  // The rewrite matches the last `tag` when there are several (Next's matchHas), so the last.
  const served =
    (pathname === "/insights" ? topicPageFor(searchParams.getAll("tag").at(-1) ?? null) : null) ??
    pathname;
  // A form posted without script is answered with its page rendered for this request
  // (lib/server/forms/actions.ts): new inline scripts, so a nonce as on any page rendered per request.
  const sources = !production
    ? ({ mode: "development" } as const)
    : request.method === "POST"
      ? perRequestScriptSources(manifest)
      : scriptSourcesFor(manifest, served);

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
  // Not the form routes: a matched request's body is read whole before the route runs, so a
  // route could not refuse an oversized one at once. Other /api paths are matched, so an action
  // posted to one is refused here.
  matcher: ["/((?!api/(?:contact|careers|quote-brief)$|_next/static|_next/image).*)"],
};
