import { team } from "@/content/company/team";
import { site } from "@/content/site";
import type { Block, Insight, TeamMember } from "@/content/types";
import { blockTexts, countWords } from "@/lib/content/content-text";
import { insightPath, insights, pathOf, servicePage } from "@/lib/content/registry";

/** Words a reader gets through in a minute, for the reading time shown on each article. */
const WORDS_PER_MINUTE = 230;

/** Every article, newest first (by published date, then title). */
export function insightsNewestFirst(): Insight[] {
  return [...insights].sort(
    (a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title),
  );
}

export const bodyWords = (blocks: readonly Block[]) =>
  blocks.flatMap(blockTexts).reduce((n, text) => n + countWords(text), 0);

export const readingMinutes = (insight: Insight) =>
  Math.max(1, Math.round(bodyWords(insight.body) / WORDS_PER_MINUTE));

/** The team member credited with an article, or undefined for the firm's own byline. */
export function authorOf(insight: Insight): TeamMember | undefined {
  if (insight.author === undefined) return undefined;
  const member = team.members.find((m) => m.id === insight.author);
  if (!member) throw new Error(`Unknown author ${insight.author} of ${insight.slug}`);
  return member;
}

/** What a byline shows and where it leads: a member's profile, or the firm's own page. */
export interface Byline {
  name: string;
  designation?: string;
  url: string;
  person: boolean;
}

export const FIRM_BYLINE_PATH = "/who-we-are";

export function bylineOf(insight: Insight): Byline {
  const member = authorOf(insight);
  return member
    ? { name: member.name, designation: member.designation, url: profilePath(member), person: true }
    : { name: site.name, url: FIRM_BYLINE_PATH, person: false };
}

/** Where a byline leads: the member's card on /our-team. */
export const profilePath = (member: TeamMember) => `/our-team#${member.id}`;

export interface InsightTag {
  slug: string;
  title: string;
  url: string;
}

/** A tag is a service page: its slug, title and route. */
export function tagOf(slug: string): InsightTag {
  return { slug, title: servicePage(slug).title, url: pathOf(slug) };
}

/** Every tag used by at least one article, by title. */
export function allTags(): InsightTag[] {
  return [...new Set(insights.flatMap((i) => i.tags))]
    .map(tagOf)
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** The shareable URL of the list filtered by a tag: a query string, so it works without script. */
export const topicPath = (slug: string) => `/insights?tag=${encodeURIComponent(slug)}`;

/** Articles tagged with a service page, newest first. */
export const insightsTagged = (slug: string) =>
  insightsNewestFirst().filter((i) => i.tags.includes(slug));

/** Up to `limit` other articles, those sharing most tags first, then the newest. */
export function relatedInsights(insight: Insight, limit = 3): Insight[] {
  const shared = (other: Insight) => other.tags.filter((t) => insight.tags.includes(t)).length;
  return insightsNewestFirst()
    .filter((other) => other.slug !== insight.slug)
    .map((other, order) => ({ other, order, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ other }) => other);
}

export { insightPath };

/** The site map's Insights list: the list page, then every article, newest first. */
export function insightLinks(): { title: string; url: string }[] {
  return [
    { title: "All insights", url: "/insights" },
    ...insightsNewestFirst().map((i) => ({ title: i.title, url: insightPath(i.slug) })),
  ];
}

/** A date as the site writes it, in US style: "February 4, 2025". */
export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
