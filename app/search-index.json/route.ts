import { compactIndex } from "@/lib/search/documents";

// Built once at build time from the registry; the header's search loads it on first focus.
export const dynamic = "force-static";

export function GET() {
  return Response.json(compactIndex());
}
