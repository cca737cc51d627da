import { InsightsList } from "@/components/insights/insights-list";
import { allTags } from "@/lib/content/insights";
import { pageMetadata } from "@/lib/server/seo";

/**
 * The topic filters of /insights, one prerendered page each, so a filtered list is served as fast
 * as any static page. Visitors reach them as `/insights?tag=<slug>` (a rewrite in next.config.ts,
 * lib/content/insights-topics.ts); a slug no article carries is not found.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return allTags().map((t) => ({ tag: t.slug }));
}

export const metadata = pageMetadata("/insights");

export default async function InsightsTopicPage({ params }: PageProps<"/insights/topic/[tag]">) {
  return <InsightsList topic={{ kind: "tag", slug: (await params).tag }} />;
}
