import { browserSiteKey } from "@/lib/server/forms/config";
import { GET_ONLY_ROUTE } from "@/lib/server/security/refusals";

// Read per request: the prerendered form pages ask for the public reCAPTCHA key at run time, so
// one build serves any configuration.
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json(
    { siteKey: browserSiteKey() ?? null },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export const { OPTIONS, POST, PUT, PATCH, DELETE } = GET_ONLY_ROUTE;
