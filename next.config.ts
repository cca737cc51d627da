// On a Node host a request meets deploy/nginx.conf, then this file's headers and rewrites, then
// proxy.ts: docs/operations.md#security-headers has the path.
import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { TOPIC_ROUTE_PREFIX, TOPIC_SLUG } from "./lib/content/insights-topics";
import { securityHeaders } from "./lib/server/security/csp";
import { PAGE_POST_LIMIT_BYTES } from "./lib/server/security/page-posts";

/**
 * Vercel's builder without its own adapter (no NEXT_ADAPTER_PATH) reads Next's classic output
 * layout, which naming any adapter changes: there `npm run build` finishes the pages after
 * `next build` instead (scripts/finish-build.ts). Everywhere else the site's adapter does it as
 * part of `next build`, composed with the platform's adapter when there is one.
 */
const classicVercelBuild = process.env.VERCEL === "1" && !process.env.NEXT_ADAPTER_PATH;

const nextConfig: NextConfig = {
  adapterPath: classicVercelBuild ? undefined : path.resolve("scripts/next-adapter.ts"),
  poweredByHeader: false,
  reactStrictMode: true,
  // The site has no next/image: without this, /_next/image fetches and resizes any of the
  // site's images on request and fills .next/cache/images. Unoptimized, it answers 404.
  images: { unoptimized: true },
  // A form posted to its page without script; the proxy refuses a declared length over the same.
  experimental: { serverActions: { bodySizeLimit: PAGE_POST_LIMIT_BYTES } },
  // The proxy reads the CSP manifest (written as the build finishes, scripts/site-build.ts) at
  // run time: on Vercel the file must be packaged with the proxy's function. The trace step runs
  // before the manifest exists, so the build step also lists it in the proxy's trace and the
  // adapter's proxy output itself; this entry covers builds where it already exists.
  outputFileTracingIncludes: { middleware: [".next/csp-manifest.json"] },
  // A filter of /insights is a query string (shareable, works without script), served from the
  // topic's prerendered page. A rewrite here, not in the proxy: Next resolves it internally on
  // every host, where a proxy rewrite under `next start -H 127.0.0.1` becomes an HTTP request
  // to itself (NextURL turns 127.0.0.1 into localhost, which no longer matches the server's own).
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: "/insights",
          has: [{ type: "query", key: "tag", value: `(?<tag>${TOPIC_SLUG})` }],
          destination: `${TOPIC_ROUTE_PREFIX}:tag`,
        },
      ],
    };
  },
  // The security headers of every response, all decided in lib/server/security/csp.ts's securityHeaders.
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [
      // A page's policy is the proxy's (proxy.ts): it names that page's script hashes.
      { source: "/:path*", headers: securityHeaders(production, "per-page") },
      // The proxy stays off the API routes (see proxy.ts): their policy is set here.
      { source: "/api/:path*", headers: securityHeaders(production, "api") },
      // Built assets bypass the proxy; they still carry a (locked-down) policy.
      { source: "/_next/static/:path*", headers: securityHeaders(production, "locked-down") },
    ];
  },
};

export default function config(phase: string): NextConfig {
  // Plain `next build` there would ship pages nobody finished: refuse it, loudly.
  if (
    phase === PHASE_PRODUCTION_BUILD &&
    classicVercelBuild &&
    process.env.npm_lifecycle_event !== "build"
  )
    throw new Error(
      "[site build] Vercel's builder without its adapter: only `npm run build` finishes the " +
        "pages (inlined styles, scripts after the first paint, script hashes for the CSP). Set " +
        "the build command to `npm run build`.",
    );
  return nextConfig;
}
