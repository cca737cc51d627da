import { Link } from "@/components/ui/link";
import type { Insight } from "@/content/types";
import { bylineOf, formatDate, readingMinutes } from "@/lib/content/insights";

/**
 * Byline, dates and reading time: an author's name links to their profile on /our-team, the
 * firm's to /who-we-are.
 */
export function InsightMeta({ insight }: { insight: Insight }) {
  const author = bylineOf(insight);
  return (
    <p className="text-muted flex flex-wrap gap-x-3 gap-y-1 text-sm">
      <span>
        By{" "}
        <Link
          href={author.url}
          rel="author"
          className="text-brand-700 font-medium underline underline-offset-2"
        >
          {author.name}
        </Link>
        {author.designation && `, ${author.designation}`}
      </span>
      <span>
        Published <time dateTime={insight.published}>{formatDate(insight.published)}</time>
      </span>
      {insight.updated !== insight.published && (
        <span>
          Updated <time dateTime={insight.updated}>{formatDate(insight.updated)}</time>
        </span>
      )}
      <span>{readingMinutes(insight)} min read</span>
    </p>
  );
}
