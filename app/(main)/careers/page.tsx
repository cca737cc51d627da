import { ApplySteps } from "@/components/company/apply-steps";
import { PointGrid } from "@/components/company/point-grid";
import { PositionList } from "@/components/company/position-list";
import { CompanySection } from "@/components/company/company-section";
import { SectionHeading } from "@/components/company/section-heading";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { CareersForm } from "@/components/forms/careers-form";
import { Illustration } from "@/components/ui/illustration";
import { careers } from "@/content/company/careers";
import { pageMetadata, pageTitle } from "@/lib/server/seo";

export const metadata = pageMetadata("/careers");

export default function CareersPage() {
  return (
    <>
      <PageBanner title={pageTitle("/careers")} tagline={careers.tagline} />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid items-center gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 text-lg">
            <BlockRenderer blocks={careers.intro} />
          </div>
          <Illustration image={careers.image} className="w-full max-w-md justify-self-center" />
        </div>

        <CompanySection id="why-work" title={careers.why.heading}>
          <PointGrid items={careers.why.items} columns={4} />
        </CompanySection>

        <CompanySection
          id="positions"
          title={careers.positions.heading}
          intro={careers.positions.intro}
        >
          <PositionList items={careers.positions.items} />
        </CompanySection>

        <section
          id="apply"
          aria-labelledby="apply-title"
          className="rounded-card bg-brand-50 grid gap-10 p-5 sm:p-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        >
          <div>
            <SectionHeading
              id="apply-title"
              title={careers.apply.heading}
              intro={careers.apply.intro}
            />
            <ApplySteps steps={careers.apply.steps} note={careers.apply.note} />
          </div>
          <div className="rounded-card border-line self-start border bg-white p-5 shadow-sm sm:p-8">
            <CareersForm />
          </div>
        </section>
      </div>
    </>
  );
}
