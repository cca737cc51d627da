import type { AudiencePage } from "@/content/types";
import { QuoteLink } from "@/components/layout/quote-link";
import { Illustration } from "@/components/ui/illustration";
import { LinkCard } from "@/components/ui/link-card";
import { pathOf, servicePage } from "@/lib/content/registry";
import { BlockRenderer } from "./block-renderer";
import { InlineText } from "./inline-text";
import { PageBanner } from "./page-banner";

function ServicesList({ slugs }: { slugs: string[] }) {
  return (
    <section aria-labelledby="audience-services-title" className="mt-12">
      <h2 id="audience-services-title" className="text-brand-900 text-heading">
        Services that fit
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {slugs.map((slug) => {
          const service = servicePage(slug);
          return (
            <li key={slug}>
              <LinkCard
                href={pathOf(slug)}
                title={service.title}
                description={service.tagline}
                className="p-4"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Audience (solution) pages: layout (a) 'standard' or (b) 'numbered', both from data. */
export function AudiencePageView({ page }: { page: AudiencePage }) {
  return (
    <>
      <PageBanner
        title={page.title}
        tagline={page.tagline}
        crumbs={[{ title: "Solutions" }]}
        action={<QuoteLink path={pathOf(page.slug)} />}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {page.layout === "standard" ? (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="min-w-0">
              <BlockRenderer blocks={page.content} />
              {page.secondary && (
                <p className="rounded-card border-brand-500 bg-brand-50 text-ink mt-6 border-l-4 p-5 leading-relaxed">
                  <InlineText text={page.secondary} />
                </p>
              )}
            </div>
            <Illustration
              image={page.image}
              className="order-first aspect-[2/1] lg:sticky lg:top-24 lg:order-none lg:aspect-[4/3] lg:self-start"
            />
          </div>
        ) : (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="min-w-0">
              <p className="text-muted text-lg leading-relaxed">
                <InlineText text={page.start} />
              </p>
              <ol className="mt-8 space-y-5">
                {page.items.map((item, i) => (
                  <li key={item.title} className="relative flex gap-4">
                    {/* The steps drawn as one path: a line from each number down to the next. */}
                    {i < page.items.length - 1 && (
                      <span
                        className="bg-brand-100 absolute top-10 -bottom-5 left-5 w-0.5 -translate-x-1/2"
                        aria-hidden="true"
                      />
                    )}
                    <span
                      className="bg-brand-700 flex size-10 shrink-0 items-center justify-center rounded-full font-semibold text-white"
                      aria-hidden="true"
                    >
                      {i + 1}
                    </span>
                    <div>
                      <h2 className="text-brand-900 text-lg font-semibold">{item.title}</h2>
                      <p className="text-muted mt-1 leading-relaxed">
                        <InlineText text={item.text} />
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
              <p className="text-muted mt-8 leading-relaxed">
                <InlineText text={page.end} />
              </p>
            </div>
            <Illustration
              image={page.image}
              className="order-first aspect-[2/1] lg:sticky lg:top-24 lg:order-none lg:aspect-[4/3] lg:self-start"
            />
          </div>
        )}
        <ServicesList slugs={page.services} />
      </div>
    </>
  );
}
