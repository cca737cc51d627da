import { AudienceLinks } from "@/components/company/audience-links";
import { ClosingNote } from "@/components/company/closing-note";
import { CredentialNote } from "@/components/company/credential-note";
import { OfficeCards } from "@/components/company/office-cards";
import { PointGrid } from "@/components/company/point-grid";
import { CompanySection } from "@/components/company/company-section";
import { TickList } from "@/components/company/tick-list";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { Illustration } from "@/components/ui/illustration";
import { whoWeAre } from "@/content/company/who-we-are";
import { site } from "@/content/site";
import { audiencePages } from "@/lib/content/registry";
import { pageMetadata, pageTitle } from "@/lib/server/seo";

export const metadata = pageMetadata("/who-we-are");

export default function WhoWeArePage() {
  return (
    <>
      <PageBanner title={pageTitle("/who-we-are")} tagline={whoWeAre.tagline} />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem]">
          <div className="min-w-0">
            <BlockRenderer blocks={whoWeAre.story} />
          </div>
          <div className="space-y-6">
            <Illustration image={whoWeAre.image} className="w-full" />
            <CredentialNote title={whoWeAre.credential.title} text={whoWeAre.credential.text} />
          </div>
        </div>

        <CompanySection
          id="clients"
          title={whoWeAre.clients.heading}
          intro={whoWeAre.clients.intro}
        >
          <TickList items={whoWeAre.clients.items} />
        </CompanySection>

        <CompanySection
          id="audiences"
          title={whoWeAre.audiences.heading}
          intro={whoWeAre.audiences.intro}
        >
          <AudienceLinks pages={audiencePages} />
        </CompanySection>

        <CompanySection
          id="approach"
          title={whoWeAre.approach.heading}
          intro={whoWeAre.approach.intro}
        >
          <PointGrid items={whoWeAre.approach.items} columns={4} numbered />
        </CompanySection>

        <CompanySection
          id="offices"
          title={whoWeAre.offices.heading}
          intro={whoWeAre.offices.intro}
        >
          <OfficeCards offices={site.offices} />
        </CompanySection>

        <ClosingNote text={whoWeAre.closing} />
      </div>
    </>
  );
}
