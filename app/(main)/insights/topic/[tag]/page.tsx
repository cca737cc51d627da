import { InsightsList } from "@/components/insights/insights-list";
import { allTags, UNKNOWN_TOPIC } from "@/lib/insights";
import { pageMetadata } from "@/lib/seo";

/**
 * The topic filters of /insights, one prerendered page each, so a filtered list is served as fast
 * as any static page. Visitors never see this path: the proxy serves it for `/insights?tag=<slug>`
 * (an unknown slug gets the UNKNOWN_TOPIC page) and sends a request for the path itself there.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [...allTags().map((t) => ({ tag: t.slug })), { tag: UNKNOWN_TOPIC }];
}

export const metadata = pageMetadata("/insights");

export default async function InsightsTopicPage({ params }: PageProps<"/insights/topic/[tag]">) {
  const { tag } = await params;
  return (
    <InsightsList
      topic={tag === UNKNOWN_TOPIC ? { kind: "unknown" } : { kind: "tag", slug: tag }}
    />
  );
}
