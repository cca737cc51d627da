import { ClosingNote } from "@/components/company/closing-note";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { figureText, ServiceFamilyCard } from "@/components/content/service-family-terms";
import { Scene } from "@/components/ui/scenes";
import { howWeWork } from "@/content/company/how-we-work";
import { pageMetadata, pageTitle } from "@/lib/server/seo";

export const metadata = pageMetadata("/how-we-work");

export default function HowWeWorkPage() {
  const { pilot } = howWeWork;
  return (
    <>
      <PageBanner
        title={pageTitle("/how-we-work")}
        tagline={howWeWork.tagline}
        art={<Scene scene="process" alt="" className="shadow-lg" />}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-3xl text-lg">
          <BlockRenderer blocks={howWeWork.intro} />
        </div>
        <section aria-labelledby="models-title" className="mt-14">
          <h2 id="models-title" className="text-brand-900 text-heading">
            The pricing models we offer
          </h2>
          <BlockRenderer blocks={[{ type: "definitions", items: howWeWork.models }]} />
        </section>
        <section aria-labelledby="families-title" className="mt-14">
          <h2 id="families-title" className="text-brand-900 text-heading">
            Turnaround and pricing by family of services
          </h2>
          <div className="mt-8 space-y-10">
            {howWeWork.families.map((terms) => (
              <ServiceFamilyCard key={terms.family} terms={terms} />
            ))}
          </div>
        </section>
        <section aria-labelledby="pilot-title" className="mt-14 max-w-3xl">
          <h2 id="pilot-title" className="text-brand-900 text-heading">
            {pilot.heading}
          </h2>
          <BlockRenderer blocks={pilot.blocks} />
          <p className="text-ink mt-4">
            <span className="font-semibold">Pilot fee: </span>
            {figureText(pilot.fee)}
          </p>
        </section>
        <div className="mt-14">
          <ClosingNote
            text={howWeWork.closing}
            action={{ label: "Contact Us", href: "/contact-us" }}
          />
        </div>
      </div>
    </>
  );
}
