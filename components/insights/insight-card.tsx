import { Link } from "@/components/ui/link";
import type { Insight } from "@/content/types";
import { insightPath } from "@/lib/content/insights";
import { InsightMeta } from "./insight-meta";
import { TagList } from "./tag-list";

/** One article in a list: title (the link), summary, byline and tags. */
export function InsightCard({ insight, level = 2 }: { insight: Insight; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <article className="rounded-card border-line flex h-full flex-col gap-3 border bg-white p-5 shadow-sm sm:p-6">
      <Heading className="text-brand-900 text-card">
        <Link href={insightPath(insight.slug)} className="hover:text-brand-700 hover:underline">
          {insight.title}
        </Link>
      </Heading>
      <p className="text-ink leading-relaxed">{insight.description}</p>
      <InsightMeta insight={insight} />
      <TagList tags={insight.tags} />
    </article>
  );
}
