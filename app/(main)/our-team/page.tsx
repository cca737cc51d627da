import { ClosingNote } from "@/components/company/closing-note";
import { PointGrid } from "@/components/company/point-grid";
import { CompanySection } from "@/components/company/company-section";
import { TeamMemberCard } from "@/components/company/team-member-card";
import { BlockRenderer } from "@/components/content/block-renderer";
import { PageBanner } from "@/components/content/page-banner";
import { FilterLinks } from "@/components/ui/filter-links";
import { team } from "@/content/company/team";
import { pageMetadata, pageTitle } from "@/lib/server/seo";
import {
  filteredMembers,
  memberLabels,
  staffedDomains,
  staffedServices,
  teamByDomainPath,
  teamByServicePath,
  teamFilterFrom,
} from "@/lib/content/team";

export const metadata = pageMetadata("/our-team");

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Rendered per request: `?domain=` or `?service=` filters the team on the server. */
export default async function OurTeamPage({ searchParams }: PageProps<"/our-team">) {
  const query = await searchParams;
  const filter = teamFilterFrom({ domain: first(query.domain), service: first(query.service) });
  const members = filteredMembers(filter);
  const none = !filter.domain && !filter.service;
  const scope = filter.domain?.title ?? filter.service?.title;
  return (
    <>
      <PageBanner title={pageTitle("/our-team")} tagline={team.tagline} />
      <div className="mx-auto max-w-7xl space-y-20 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-3xl text-lg">
          <BlockRenderer blocks={team.intro} />
        </div>

        <CompanySection id="members" title="Meet the team">
          <div className="mt-6 space-y-5">
            <FilterLinks
              label="By technology domain"
              options={[
                { label: "Everyone", href: "/our-team#team-results", current: none },
                ...staffedDomains().map((d) => ({
                  label: d.title,
                  href: `${teamByDomainPath(d.id)}#team-results`,
                  current: filter.domain?.id === d.id,
                })),
              ]}
            />
            <FilterLinks
              label="By service"
              options={staffedServices().map((s) => ({
                label: s.title,
                href: `${teamByServicePath(s.slug)}#team-results`,
                current: filter.service?.slug === s.slug,
              }))}
            />
            {/* The filters link here: a chosen filter opens at the people it shows. */}
            <p id="team-results" className="text-muted text-sm" role="status">
              {filter.unknown
                ? `Nothing matches "${filter.unknown}": showing everyone.`
                : scope
                  ? `${members.length} ${members.length === 1 ? "person works" : "people work"} in ${scope}.`
                  : `${members.length} people.`}
            </p>
          </div>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {members.map((member) => (
              <li key={member.id}>
                <TeamMemberCard member={member} labels={memberLabels(member)} />
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
