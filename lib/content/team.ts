import { domains } from "@/content/company/domains";
import { team } from "@/content/company/team";
import type { TeamMember } from "@/content/types";
import { servicePage } from "@/lib/content/registry";

const members: readonly TeamMember[] = team.members;

/** Where the team filtered by a domain lives: shareable, rendered on the server. */
export const teamByDomainPath = (id: string) => `/our-team?domain=${id}`;
export const teamByServicePath = (slug: string) => `/our-team?service=${slug}`;

/** Titles of a member's domains and services, in the member's order, for the profile card. */
export interface MemberLabels {
  domains: string[];
  services: string[];
}

const domainTitle = (id: string) => domains.domains.find((d) => d.id === id)?.title ?? id;

export const memberLabels = (member: TeamMember): MemberLabels => ({
  domains: member.domains.map(domainTitle),
  services: member.services.map((s) => servicePage(s).title),
});

/** How many members work in a domain of /domains. */
export const peopleIn = (id: string) =>
  members.filter((m) => m.domains.some((d) => d === id)).length;

/** Domains of /domains that at least one member works in, in the page's order. */
export const staffedDomains = () =>
  domains.domains.filter((d) => members.some((m) => m.domains.includes(d.id)));

/** Service pages at least one member works on, by title. */
export function staffedServices(): { slug: string; title: string }[] {
  return [...new Set(members.flatMap((m) => m.services))]
    .map((slug) => ({ slug, title: servicePage(slug).title }))
    .sort((a, b) => a.title.localeCompare(b.title));
}

export interface TeamFilter {
  domain?: { id: string; title: string };
  service?: { slug: string; title: string };
  /** A value asked for that matches nothing known: ignored, and said so. */
  unknown?: string;
}

/** The filter a query string asks for; unknown values are reported, not applied. */
export function teamFilterFrom(query: { domain?: string; service?: string }): TeamFilter {
  const domain = staffedDomains().find((d) => d.id === query.domain);
  const service = staffedServices().find((s) => s.slug === query.service);
  const unknown =
    (query.domain && !domain ? query.domain : undefined) ??
    (query.service && !service ? query.service : undefined);
  return {
    ...(domain ? { domain: { id: domain.id, title: domain.title } } : {}),
    ...(service ? { service } : {}),
    ...(unknown ? { unknown } : {}),
  };
}

/** The members a filter selects, in the team's order. */
export function filteredMembers(filter: TeamFilter): TeamMember[] {
  return members.filter(
    (m) =>
      (!filter.domain || m.domains.some((d) => d === filter.domain?.id)) &&
      (!filter.service || m.services.includes(filter.service.slug)),
  );
}
