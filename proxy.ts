import { readFileSync } from "node:fs";
import path from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, scriptSourcesFor, type CspManifest } from "@/lib/security/csp";

function loadManifest(): CspManifest | null {
  try {
    return JSON.parse(readFileSync(path.join(process.cwd(), ".next", "csp-manifest.json"), "utf8"));
  } catch {
    console.warn(
      "[csp] .next/csp-manifest.json missing: run `npm run build`; pages will not hydrate under the CSP",
    );
    return null;
  }
}

const manifest = process.env.NODE_ENV === "production" ? loadManifest() : null;

export function proxy(request: NextRequest) {
  // `next dev` evaluates code with eval for hot reload: no policy in development.
  if (process.env.NODE_ENV !== "production") return NextResponse.next();

  // A form posted without script is answered with its page rendered for this request
  // (lib/forms/actions.ts): new inline scripts, so a nonce as on any page rendered per request.
  const sources =
    request.method === "POST"
      ? scriptSourcesFor(null, request.nextUrl.pathname)
      : scriptSourcesFor(manifest, request.nextUrl.pathname);
  const policy = contentSecurityPolicy(sources);
  let response: NextResponse;
  if (sources.nonce) {
    // Next reads the nonce from the request's policy and puts it on the scripts it renders.
    const headers = new Headers(request.headers);
    headers.set("Content-Security-Policy", policy);
    response = NextResponse.next({ request: { headers } });
  } else {
    response = NextResponse.next();
  }
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Not the API routes: a matched request's body is read whole before the route runs, so a
  // route could not refuse an oversized one at once. Their policy is set in next.config.ts.
  matcher: ["/((?!api(?:/|$)|_next/static|_next/image).*)"],
};
