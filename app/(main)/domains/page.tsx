import { ClosingNote } from "@/components/company/closing-note";
import { DomainSection } from "@/components/company/domain-section";
import { DomainsJumpNav } from "@/components/company/domains-jump-nav";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { domains } from "@/content/company/domains";
import { pageMetadata, pageTitle } from "@/lib/server/seo";
import { peopleIn, teamByDomainPath } from "@/lib/content/team";

export const metadata = pageMetadata("/domains");

export default function DomainsPage() {
  return (
    <>
      <PageBanner title={pageTitle("/domains")} tagline={domains.tagline} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 text-lg">
            <BlockRenderer blocks={domains.intro} />
          </div>
          <DomainsJumpNav domains={domains.domains} />
        </div>
        <div className="mt-16 space-y-20">
          {domains.domains.map((domain, i) => (
            <DomainSection
              key={domain.id}
              domain={domain}
              imageFirst={i % 2 === 1}
              people={
                peopleIn(domain.id) > 0
                  ? { href: teamByDomainPath(domain.id), count: peopleIn(domain.id) }
                  : undefined
              }
            />
          ))}
        </div>
        <div className="mt-20">
          <ClosingNote
            text={domains.closing}
            action={{ label: "Discuss your field", href: "/contact-us" }}
          />
        </div>
      </div>
    </>
  );
}
