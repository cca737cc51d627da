import { browserSiteKey } from "@/lib/forms/config";

// Read per request: the prerendered form pages ask for the public reCAPTCHA key at run time, so
// one build serves any configuration.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(
    { siteKey: browserSiteKey() ?? null },
    { headers: { "Cache-Control": "no-store" } },
  );
}
