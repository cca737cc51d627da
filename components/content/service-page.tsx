import type { ServicePage } from "@/content/types";
import { InsightCard } from "@/components/insights/insight-card";
import { QuoteLink, ScopedQuoteLink } from "@/components/layout/quote-link";
import { insightsPage } from "@/content/insights/page";
import { insightsTagged } from "@/lib/content/insights";
import { LinkCard } from "@/components/ui/link-card";
import { samplePath } from "@/content/samples";
import { groupOf, otherServicesFor, pathOf, samplesFor } from "@/lib/content/registry";
import { Scene } from "@/components/ui/scenes";
import { filedByHeading, filedByLines } from "@/content/boundary";
import { BlockRenderer } from "./block-renderer";
import { OtherServices } from "./other-services";
import { PageBanner } from "./page-banner";
import { ServiceGroupsNav } from "./service-groups-nav";

/** The shared service template: title banner, body, optional Why Us block, 'Other Services'. */
export function ServicePageView({ page }: { page: ServicePage }) {
  const group = groupOf(page.group);
  const insights = insightsTagged(page.slug);
  const samples = samplesFor(page.slug);
  return (
    <>
      <PageBanner
        title={page.title}
        tagline={page.tagline}
        crumbs={[{ title: group.title }]}
        art={<Scene scene={page.scene ?? group.scene} alt="" className="shadow-lg" />}
        action={
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <QuoteLink path={pathOf(page.slug)} />
            <ScopedQuoteLink slug={page.slug} group={page.group} />
          </div>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
        <article className="min-w-0">
          <BlockRenderer blocks={page.body} />
          <section
            aria-labelledby="filed-by-title"
            className="rounded-card border-brand-500 mt-10 border-l-4 bg-white p-5"
          >
            <h2 id="filed-by-title" className="text-brand-900 text-subheading">
              {filedByHeading}
            </h2>
            <p className="text-ink mt-2 leading-relaxed">{filedByLines[page.filedBy]}</p>
          </section>
          {page.whyUs && (
            <section
              aria-labelledby="why-us-title"
              className="rounded-card border-accent-500 bg-brand-50 mt-12 border-t-4 p-6 sm:p-8"
            >
              <h2 id="why-us-title" className="text-brand-900 text-heading">
                Why Us
              </h2>
              <BlockRenderer blocks={page.whyUs} />
            </section>
          )}
          {samples.length > 0 && (
            <section aria-labelledby="service-sample-title" className="mt-12">
              <h2 id="service-sample-title" className="text-brand-900 text-heading">
                What you receive
              </h2>
              <ul className="mt-6 grid gap-4">
                {samples.map((sample) => (
                  <li key={sample.slug}>
                    <LinkCard
                      href={samplePath(sample.slug)}
                      title={`Read a sample: ${sample.title.replace(/^What you receive: /, "")}`}
                      description="What the report contains, how the search is done and logged, what we need from you, and a complete sample on a fictional case."
                      className="bg-white p-5"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {insights.length > 0 && (
            <section aria-labelledby="service-insights-title" className="mt-12">
              <h2 id="service-insights-title" className="text-brand-900 text-heading">
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
