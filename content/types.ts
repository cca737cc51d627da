/**
 * The shapes of every word the site shows. Content modules `satisfies` these types;
 * components and lib/ functions read them. No JSX lives in content/.
 *
 * Inline text (paragraphs, list items, table cells) may contain links written as
 * `[label](/route)`; the block renderer turns them into <Link>s and the content tests
 * check that every such route is registered.
 */

/** Icon names the site's illustrations and cards may use (rendered from lucide-react). */
export type IconName =
  | "award"
  | "book-open"
  | "bot"
  | "brain"
  | "briefcase"
  | "building"
  | "calendar-clock"
  | "chart"
  | "clipboard-check"
  | "code"
  | "cpu"
  | "dna"
  | "eye"
  | "factory"
  | "file-search"
  | "file-text"
  | "flask"
  | "gavel"
  | "globe"
  | "graduation-cap"
  | "handshake"
  | "landmark"
  | "languages"
  | "layers"
  | "lightbulb"
  | "lock"
  | "microscope"
  | "network"
  | "pen-tool"
  | "plane"
  | "rocket"
  | "scale"
  | "search"
  | "shield"
  | "sparkles"
  | "stamp"
  | "target"
  | "timer"
  | "trending-up"
  | "users"
  | "zap";

/** An image of our own: an icon composed on a brand gradient. Decorative when alt is "". */
export interface Illustration {
  icon: IconName;
  alt: string;
}

export interface TitledText {
  title: string;
  text: string;
}

export type Block =
  /** A section heading (rendered as h2 inside the page body). */
  | { type: "heading"; text: string }
  /** A sub-heading (h3). */
  | { type: "subheading"; text: string }
  | { type: "paragraph"; text: string }
  /** A bulleted (or numbered) list of short inline strings. */
  | { type: "list"; items: string[]; ordered?: boolean }
  /** A list of titled entries: steps, definitions, deliverables. */
  | { type: "definitions"; items: TitledText[]; ordered?: boolean }
  /** A real HTML table; `head` are column header cells, the first cell of each row is a row header. */
  | { type: "table"; caption: string; head: string[]; rows: string[][] }
  /** A highlighted remark (a rule, a deadline, a caution). */
  | { type: "callout"; title?: string; text: string };

export type ServiceGroupId =
  | "patent-prosecution"
  | "indian-patent"
  | "patent-litigation"
  | "patent-searches"
  | "patent-management"
  | "trademark"
  | "copyright-design"
  | "contract-lifecycle"
  | "legal-documentation";

export interface ServiceGroup {
  id: ServiceGroupId;
  title: string;
  /** "ip" groups form the IP Services mega menu's seven columns; "legal" groups its Legal Support row. */
  section: "ip" | "legal";
  /** Work the firm does within the group that has no page of its own: listed, not linked. */
  onRequest?: string[];
}

/** A service page (the shared service template). */
export interface ServicePage {
  slug: string;
  title: string;
  group: ServiceGroupId;
  /** Meta description: one or two sentences, at most 160 characters, unique across the site. */
  description: string;
  /** One line under the title in the banner. */
  tagline: string;
  body: Block[];
  whyUs?: Block[];
}

interface AudiencePageBase {
  slug: string;
  /** Visible title (spelled correctly even where the route is not). */
  title: string;
  /** Short label for menus and cards, e.g. "IP Law Firms". */
  label: string;
  description: string;
  tagline: string;
  image: Illustration;
  /** Slugs of service pages that fit this audience. */
  services: string[];
}

/** Layout (a): title, content, image, tagline, optional secondary paragraph and services list. */
export interface AudienceStandardPage extends AudiencePageBase {
  layout: "standard";
  content: Block[];
  secondary?: string;
}

/** Layout (b): title, tagline, start paragraph, numbered list of title and content, end paragraph, image. */
export interface AudienceNumberedPage extends AudiencePageBase {
  layout: "numbered";
  start: string;
  items: TitledText[];
  end: string;
}

export type AudiencePage = AudienceStandardPage | AudienceNumberedPage;

/** A page with its own route file (home, company pages, contact). */
export interface CompanyPageEntry {
  path: string;
  title: string;
  description: string;
  /** Text indexed by site search beyond title and description. */
  searchText?: string;
}

export interface ServiceLink {
  title: string;
  /** Absent for work listed but without a page of its own: shown, not clickable. */
  url?: string;
}

export interface MenuGroup {
  title: string;
  content: { subTitle: string; url: string }[];
}
