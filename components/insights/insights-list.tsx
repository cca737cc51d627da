import rssIcon from "@/components/ui/icons/rss";
import { SvgIcon } from "@/components/ui/svg-icon";
import { InsightCard } from "@/components/insights/insight-card";
import { PageBanner } from "@/components/content/page-banner";
import { FilterLinks } from "@/components/ui/filter-links";
import { insightsPage } from "@/content/insights/page";
import { allTags, insightsNewestFirst, insightsTagged, topicPath } from "@/lib/content/insights";
import { FEED_PATH, pageTitle } from "@/lib/server/seo";

/** What the list shows: every article, or one topic's. */
export type Topic = { kind: "all" } | { kind: "tag"; slug: string };

/** /insights and each of its topic filters, prerendered (`?tag=` reaches them by a rewrite). */
export function InsightsList({ topic }: { topic: Topic }) {
  const tags = allTags();
  const tag = topic.kind === "tag" ? tags.find((t) => t.slug === topic.slug) : undefined;
  const list = tag ? insightsTagged(tag.slug) : insightsNewestFirst();
  return (
    <>
      <PageBanner title={pageTitle("/insights")} tagline={insightsPage.tagline} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-3xl space-y-4 text-lg">
          <p>{insightsPage.intro}</p>
          <p className="text-base">
            <a
              href={FEED_PATH}
              className="text-brand-700 inline-flex items-center gap-2 font-medium underline underline-offset-2"
            >
              <SvgIcon shapes={rssIcon} className="size-4" />
              {insightsPage.feedLabel}
            </a>
          </p>
        </div>
        <FilterLinks
          label="Filter by topic"
          options={[
            { label: "All topics", href: "/insights", current: topic.kind === "all" },
            ...tags.map((t) => ({
              label: t.title,
              href: topicPath(t.slug),
              current: t.slug === tag?.slug,
            })),
          ]}
        />
        <section aria-labelledby="articles-title">
          <h2 id="articles-title" className="sr-only">
            {tag ? `Articles on ${tag.title}` : "All articles"}
          </h2>
          <p className="text-muted text-sm" role="status">
            {tag
              ? `${list.length} ${list.length === 1 ? "article" : "articles"} on ${tag.title}, newest first.`
              : `${list.length} articles, newest first.`}
          </p>
          <ol className="mt-4 grid gap-6 lg:grid-cols-2">
            {list.map((insight) => (
              <li key={insight.slug}>
                <InsightCard insight={insight} level={3} />
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
