import { audiencePages } from "@/content/audiences";
import { companyPages } from "@/content/company/pages";
import { serviceGroups } from "@/content/groups";
import { insights } from "@/content/insights";
import { legalPages } from "@/content/legal";
import { quoteServices } from "@/content/quotes";
import { samplePages } from "@/content/samples";
import { servicePages } from "@/content/services";
import type {
  AudiencePage,
  Insight,
  LegalPage,
  MenuGroup,
  SamplePage,
  ServiceGroup,
  ServiceGroupId,
  ServiceLink,
  ServicePage,
} from "@/content/types";

export {
  audiencePages,
  companyPages,
  insights,
  legalPages,
  quoteServices,
  samplePages,
  serviceGroups,
  servicePages,
};

export type PageKind = "service" | "audience" | "company" | "legal" | "insight";

/** One row per route of the site: the source of the sitemap, search and metadata checks. */
export interface RegistryEntry {
  path: string;
  title: string;
  description: string;
  kind: PageKind;
  /**
   * Group title for service pages, "Solutions" for audience pages, "Legal" for the legal pages,
   * "Insights" for articles, "Company" otherwise.
   */
  section: string;
}

export const pathOf = (slug: string) => `/${slug}`;

/** Where an article is served. */
export const insightPath = (slug: string) => `/insights/${slug}`;

export function groupOf(id: ServiceGroupId): ServiceGroup {
  const group = serviceGroups.find((g) => g.id === id);
  if (!group) throw new Error(`Unknown service group: ${id}`);
  return group;
}

/** Every route of the site, each exactly once. */
export function allEntries(): RegistryEntry[] {
  return [
    ...companyPages.map((p) => ({ ...p, kind: "company" as const, section: "Company" })),
    ...servicePages.map((p) => ({
      path: pathOf(p.slug),
      title: p.title,
      description: p.description,
      kind: "service" as const,
      section: groupOf(p.group).title,
    })),
    ...audiencePages.map((p) => ({
      path: pathOf(p.slug),
      title: p.title,
      description: p.description,
      kind: "audience" as const,
      section: "Solutions",
    })),
    ...legalPages.map((p) => ({
      path: pathOf(p.slug),
      title: p.title,
      description: p.description,
      kind: "legal" as const,
      section: "Legal",
    })),
    ...insights.map((p) => ({
      path: insightPath(p.slug),
      title: p.title,
      description: p.description,
      kind: "insight" as const,
      section: "Insights",
    })),
  ];
}

/** An article by its slug. */
export function insightBySlug(slug: string): Insight | undefined {
  return insights.find((p) => p.slug === slug);
}

/** A legal page by its slug (each has its own route file). */
export function legalPage(slug: string): LegalPage {
  const page = legalPages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Unknown legal page: ${slug}`);
  return page;
}

/** Slugs served by the dynamic `[slug]` route. */
export function dynamicSlugs(): string[] {
  return [...servicePages, ...audiencePages].map((p) => p.slug);
}

/** What the dynamic `[slug]` route renders for a slug: a service or an audience page. */
export type SlugPageMatch =
  { kind: "service"; page: ServicePage } | { kind: "audience"; page: AudiencePage };

export function pageBySlug(slug: string): SlugPageMatch | undefined {
  const service = servicePages.find((p) => p.slug === slug);
  if (service) return { kind: "service", page: service };
  const audience = audiencePages.find((p) => p.slug === slug);
  if (audience) return { kind: "audience", page: audience };
  return undefined;
}

/**
 * Whether an enquiry may name `path` as the page it started from: a service or audience page
 * with a 'Get a Quote' mapping (content/quotes.ts).
 */
export function isQuotePage(path: string): boolean {
  const slug = path.startsWith("/") ? path.slice(1) : "";
  return Object.hasOwn(quoteServices, slug) && pageBySlug(slug) !== undefined;
}

export function servicePage(slug: string): ServicePage {
  const page = servicePages.find((p) => p.slug === slug);
  if (!page) throw new Error(`Unknown service page: ${slug}`);
  return page;
}

export function pagesInGroup(id: ServiceGroupId): ServicePage[] {
  return servicePages.filter((p) => p.group === id);
}

/** The mega menu's groups: `section` "ip" gives the seven IP Services columns. */
export function menuGroups(section: ServiceGroup["section"]): MenuGroup[] {
  return serviceGroups
    .filter((g) => g.section === section)
    .map((g) => ({
      title: g.title,
      content: pagesInGroup(g.id).map((p) => ({ subTitle: p.title, url: pathOf(p.slug) })),
    }));
}

/** The Solutions menu: the seven audience pages. */
export function solutionLinks(): { title: string; url: string; note: string }[] {
  return audiencePages.map((p) => ({ title: p.label, url: pathOf(p.slug), note: p.tagline }));
}

/** 'Other Services' for a service page: its group's other pages, then work offered on request. */
export function otherServicesFor(slug: string): ServiceLink[] {
  const { group } = servicePage(slug);
  return [
    ...pagesInGroup(group)
      .filter((p) => p.slug !== slug)
      .map((p) => ({ title: p.title, url: pathOf(p.slug) })),
    ...(groupOf(group).onRequest ?? []).map((title) => ({ title })),
  ];
}

/** The first page of a group: where the footer's service links lead. */
export function firstPageOf(id: ServiceGroupId): string {
  const [first] = pagesInGroup(id);
  if (!first) throw new Error(`Service group without pages: ${id}`);
  return pathOf(first.slug);
}

/** The 'What you receive' pages showing the deliverable of a service page. */
export function samplesFor(slug: string): SamplePage[] {
  return samplePages.filter((p) => p.services.includes(slug));
}
