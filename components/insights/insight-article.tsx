import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { insightsPage } from "@/content/insights/page";
import type { Insight } from "@/content/types";
import { relatedInsights } from "@/lib/content/insights";
import { InsightCard } from "./insight-card";
import { InsightMeta } from "./insight-meta";
import { TagList } from "./tag-list";

/** One article: banner, byline, body, its sources, tags and related articles. */
export function InsightArticle({ insight }: { insight: Insight }) {
  const related = relatedInsights(insight);
  return (
    <>
      <PageBanner title={insight.title} crumbs={[{ title: "Insights", url: "/insights" }]} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <InsightMeta insight={insight} />
        <div className="mt-4">
          <TagList tags={insight.tags} />
        </div>
        <article className="mt-8 min-w-0">
          <BlockRenderer blocks={insight.body} />
        </article>
        <section aria-labelledby="sources-title" className="border-line mt-12 border-t pt-6">
          <h2 id="sources-title" className="text-brand-900 text-lg font-semibold">
            {insightsPage.sourcesHeading}
          </h2>
          <ul className="text-muted mt-3 list-disc space-y-2 pl-5 text-sm">
            {insight.sources.map((source) => (
              <li key={source.url} className="break-words">
                <a href={source.url} className="hover:text-brand-700 underline underline-offset-2">
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="bg-brand-50 px-4 py-12 sm:px-6 lg:px-8">
          <div className="mx-auto max-w-7xl">
            <h2 id="related-title" className="text-brand-900 text-heading">
              {insightsPage.relatedHeading}
            </h2>
            <ul className="mt-6 grid gap-6 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <InsightCard insight={other} level={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
