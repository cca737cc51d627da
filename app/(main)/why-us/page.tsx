import { ClosingNote } from "@/components/company/closing-note";
import { PointGrid } from "@/components/company/point-grid";
import { CompanySection } from "@/components/company/company-section";
import { SectionHeading } from "@/components/company/section-heading";
import { SituationList } from "@/components/company/situation-list";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { Illustration } from "@/components/ui/illustration";
import { whyUs } from "@/content/company/why-us";
import { pageMetadata, pageTitle } from "@/lib/server/seo";

export const metadata = pageMetadata("/why-us");

export default function WhyUsPage() {
  const [introImage, situationsImage] = whyUs.images;
  return (
    <>
      <PageBanner title={pageTitle("/why-us")} tagline={whyUs.tagline} />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="min-w-0 text-lg">
            <BlockRenderer blocks={whyUs.intro} />
          </div>
          <Illustration image={introImage} className="w-full max-w-md justify-self-center" />
        </div>

        <CompanySection id="values" title={whyUs.values.heading}>
          <PointGrid items={whyUs.values.items} numbered />
        </CompanySection>

        <section
          aria-labelledby="situations-title"
          className="bg-brand-50 sm:rounded-card -mx-4 px-4 py-12 sm:mx-0 sm:px-8 lg:px-12"
        >
          <div className="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
            <div>
              <SectionHeading
                id="situations-title"
                title={whyUs.situations.heading}
                intro={whyUs.situations.intro}
              />
              <Illustration
                image={situationsImage}
                className="mt-8 w-full max-w-sm lg:sticky lg:top-24"
              />
            </div>
            <SituationList items={whyUs.situations.items} />
          </div>
        </section>

        <CompanySection id="reasons" title={whyUs.reasons.heading}>
          <PointGrid items={whyUs.reasons.items} />
        </CompanySection>

        <ClosingNote text={whyUs.closing} action={{ label: "Contact Us", href: "/contact-us" }} />
      </div>
    </>
  );
}
