import { InsightsList } from "@/components/insights/insights-list";
import { pageMetadata } from "@/lib/server/seo";

export const metadata = pageMetadata("/insights");

/** Prerendered; `/insights?tag=<slug>` is served from ./topic/[tag] (see proxy.ts). */
export default function InsightsPage() {
  return <InsightsList topic={{ kind: "all" }} />;
}
