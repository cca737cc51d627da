import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClosingNote } from "@/components/company/closing-note";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { SampleReport } from "@/components/content/sample-report";
import { TickList } from "@/components/company/tick-list";
import { samplePages, samplePath, SAMPLES_PATH } from "@/content/samples";
import { pathOf, servicePage } from "@/lib/content/registry";
import { pageMetadata, pageTitle } from "@/lib/server/seo";

export const dynamicParams = false;

export function generateStaticParams() {
  return samplePages.map((p) => ({ slug: p.slug }));
}

const bySlug = (slug: string) => samplePages.find((p) => p.slug === slug);

export async function generateMetadata({
  params,
}: PageProps<"/what-you-receive/[slug]">): Promise<Metadata> {
  const page = bySlug((await params).slug);
  return page ? pageMetadata(samplePath(page.slug)) : {};
}

export default async function SamplePageRoute({ params }: PageProps<"/what-you-receive/[slug]">) {
  const page = bySlug((await params).slug);
  if (!page) notFound();
  return (
    <>
      <PageBanner
        title={page.title}
        tagline={page.tagline}
        crumbs={[{ title: pageTitle(SAMPLES_PATH), url: SAMPLES_PATH }]}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <BlockRenderer blocks={page.body} />
        <SampleReport sample={page.sample} />
        <section aria-labelledby="services-title" className="mt-14">
          <h2 id="services-title" className="text-brand-900 text-heading">
            The services that deliver this report
          </h2>
          <TickList
            items={page.services.map((slug) => `[${servicePage(slug).title}](${pathOf(slug)})`)}
          />
        </section>
        <div className="mt-14">
          <ClosingNote
            text="Tell us the kind of matter, in general terms, and we will send a written scope and quote. [How we work and price](/how-we-work) explains what goes into it."
            action={{ label: "Contact Us", href: "/contact-us" }}
          />
        </div>
      </div>
    </>
  );
}
