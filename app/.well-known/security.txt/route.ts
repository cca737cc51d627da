import { site } from "@/content/site";
import { siteUrl } from "@/lib/server/seo";
import { securityTxt } from "@/lib/server/security-txt";

// Prerendered, then regenerated at most daily while the server runs, so Expires (180 days
// ahead) moves with it and a long-running deployment never serves an expired file.
export const revalidate = 86_400;

export function GET() {
  return new Response(securityTxt({ email: site.securityEmail, siteUrl, now: new Date() }), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
