import type { NextConfig } from "next";
import { staticSecurityHeaders } from "./lib/security/csp";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    const security = staticSecurityHeaders(process.env.NODE_ENV === "production");
    return [
      { source: "/:path*", headers: security },
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
