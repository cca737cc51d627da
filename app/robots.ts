import type { MetadataRoute } from "next";
import { absoluteUrl, siteUrl } from "@/lib/server/seo";

export default function robots(): MetadataRoute.Robots {
  return {
    // Search results carry `noindex` themselves; form endpoints are not pages.
    rules: { userAgent: "*", allow: "/", disallow: "/api/" },
    sitemap: absoluteUrl("/sitemap.xml"),
    host: siteUrl,
  };
}
