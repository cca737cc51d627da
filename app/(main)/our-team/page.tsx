import { ClosingNote } from "@/components/company/closing-note";
import { PointGrid } from "@/components/company/point-grid";
import { CompanySection } from "@/components/company/company-section";
import { TeamMemberCard } from "@/components/company/team-member-card";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { team } from "@/content/company/team";
import { pageMetadata, pageTitle } from "@/lib/seo";

export const metadata = pageMetadata("/our-team");

export default function OurTeamPage() {
  return (
    <>
      <PageBanner title={pageTitle("/our-team")} tagline={team.tagline} />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-3xl text-lg">
          <BlockRenderer blocks={team.intro} />
        </div>

        <CompanySection id="members" title="Meet the team">
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {team.members.map((member) => (
              <li key={member.name}>
                <TeamMemberCard member={member} />
              </li>
            ))}
          </ul>
        </CompanySection>

        <CompanySection id="practice" title={team.practice.heading} intro={team.practice.intro}>
          <PointGrid items={team.practice.items} />
        </CompanySection>

        <ClosingNote text={team.closing} action={{ label: "See careers", href: "/careers" }} />
      </div>
    </>
  );
}
