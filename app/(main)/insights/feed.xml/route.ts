import { insightsFeedXml } from "@/lib/server/feed";

// Written once at build time from the content registry, like the sitemap.
export const dynamic = "force-static";

export function GET() {
  return new Response(insightsFeedXml(), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
