import type { ServicePage } from "@/content/types";
import { InsightCard } from "@/components/insights/insight-card";
import { QuoteLink } from "@/components/layout/quote-link";
import { insightsPage } from "@/content/insights/page";
import { insightsTagged } from "@/lib/insights";
import { groupOf, otherServicesFor, pathOf } from "@/lib/registry";
import { BlockRenderer } from "./block-renderer";
import { OtherServices } from "./other-services";
import { PageBanner } from "./page-banner";
import { ServiceGroupsNav } from "./service-groups-nav";

/** The shared service template: title banner, body, optional Why Us block, 'Other Services'. */
export function ServicePageView({ page }: { page: ServicePage }) {
  const group = groupOf(page.group);
  const insights = insightsTagged(page.slug);
  return (
    <>
      <PageBanner
        title={page.title}
        tagline={page.tagline}
        crumbs={[{ title: group.title }]}
        action={<QuoteLink path={pathOf(page.slug)} />}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <article className="min-w-0">
          <BlockRenderer blocks={page.body} />
          {page.whyUs && (
            <section
              aria-labelledby="why-us-title"
              className="rounded-card border-accent-500 bg-brand-50 mt-12 border-t-4 p-6 sm:p-8"
            >
              <h2 id="why-us-title" className="text-brand-900 text-2xl font-semibold">
                Why Us
              </h2>
              <BlockRenderer blocks={page.whyUs} />
            </section>
          )}
          {insights.length > 0 && (
            <section aria-labelledby="service-insights-title" className="mt-12">
              <h2 id="service-insights-title" className="text-brand-900 text-2xl font-semibold">
                {insightsPage.serviceHeading}
              </h2>
              <ul className="mt-6 grid gap-6">
                {insights.map((insight) => (
                  <li key={insight.slug}>
                    <InsightCard insight={insight} level={3} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          <OtherServices links={otherServicesFor(page.slug)} />
          <ServiceGroupsNav current={group.id} />
        </aside>
      </div>
    </>
  );
}
