import { serializeJsonLd } from "@/lib/server/seo";

/**
 * Structured data for search engines. A data block, not a script the browser runs, so the
 * CSP does not govern it; the data is ours, never a visitor's input.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
