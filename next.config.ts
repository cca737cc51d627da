import type { NextConfig } from "next";
import { contentSecurityPolicy, staticSecurityHeaders } from "./lib/security/csp";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The site has no next/image: without this, /_next/image fetches and resizes any of the
  // site's images on request and fills .next/cache/images. Unoptimized, it answers 404.
  images: { unoptimized: true },
  // The proxy reads the CSP manifest (written after `next build` by scripts/csp-manifest.mjs)
  // at run time: on Vercel the file must be packaged with the proxy's function. The build's
  // trace step runs before the manifest exists, so scripts/csp-manifest.mjs also adds it to the
  // proxy's trace file itself; this entry covers builds where it already exists.
  outputFileTracingIncludes: { middleware: [".next/csp-manifest.json"] },
  async headers() {
    const security = staticSecurityHeaders(process.env.NODE_ENV === "production");
    return [
      { source: "/:path*", headers: security },
      {
        // The proxy stays off the API routes (see proxy.ts): their policy is set here.
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ hashes: [] }) }],
      },
      {
        // Built assets bypass the proxy; they still carry a (locked-down) policy.
        source: "/_next/static/:path*",
        headers: [
          { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
        ],
      },
    ];
  },
};

export default nextConfig;
