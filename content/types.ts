/**
 * The shapes of every word the site shows. Content modules `satisfies` these types;
 * components and lib/ functions read them. No JSX lives in content/.
 *
 * Inline text (paragraphs, list items, table cells) may contain links written as
 * `[label](/route)`; the block renderer turns them into <Link>s and the content tests
 * check that every such route is registered.
 */

import type { FiledBy } from "./boundary";

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
  | "heart-pulse"
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

/**
 * What one of our drawings shows (components/ui/scenes): a deliverable of the firm, or the
 * offices' cities. Chosen by each page's content, so a page's image matches its subject.
 */
export type SceneName =
  | "drawing-sheet"
  | "search-report"
  | "trademark-register"
  | "sequence-listing"
  | "claim-chart"
  | "docket-calendar"
  | "contract"
  | "offices"
  | "process"
  /* The technology domains' own drawings (/domains). */
  | "aircraft-plan"
  | "software-flow"
  | "molecule-flask"
  | "gear-train"
  | "circuit-antenna"
  | "monitor-stent";

/**
 * An image of our own: a drawn scene. `icon` stands for the page on cards and menus; `figure`
 * is the object on a drawing sheet's FIG. 1. Decorative when alt is "".
 */
export interface Illustration {
  scene: SceneName;
  icon: IconName;
  figure?: IconName;
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
  /** The drawing beside the title of the group's pages (a page may name its own). */
  scene: SceneName;
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
  /**
   * Who reviews, signs and files the work (content/boundary.ts): shown by the service template
   * as one line, the same on every page of that kind (docs/practice-boundary.md).
   */
  filedBy: FiledBy;
  /** Meta description: one or two sentences, at most 160 characters, unique across the site. */
  description: string;
  /** One line under the title in the banner. */
  tagline: string;
  /** The banner's drawing when the group's does not fit this page. */
  scene?: SceneName;
  /**
   * What a visitor may search for to mean this page, where neither its title nor its group
   * says it: site search ranks these words just under the title's (lib/search/suggest.ts).
   */
  searchTerms?: string;
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

/** A titled point with an icon: value points, reasons, steps on the company pages. */
export interface IconPoint extends TitledText {
  icon: IconName;
}

/** A headed section of titled points on a company page. */
export interface PointSection<T extends TitledText = TitledText> {
  heading: string;
  intro?: string;
  items: T[];
}

/** /why-us: value points, situations, reasons and two images of our own. */
export interface WhyUsContent {
  tagline: string;
  intro: Block[];
  values: PointSection<IconPoint>;
  situations: PointSection;
  reasons: PointSection<IconPoint>;
  images: readonly [Illustration, Illustration];
  closing: string;
}

/** /who-we-are: story, clients, audiences (linked from the registry), approach, offices. */
export interface WhoWeAreContent {
  tagline: string;
  story: Block[];
  image: Illustration;
  credential: { title: string; text: string };
  clients: { heading: string; intro: string; items: string[] };
  audiences: { heading: string; intro: string };
  approach: PointSection<IconPoint>;
  offices: { heading: string; intro: string };
  closing: string;
}

/** An initials avatar: drawn by the site, never a photo. */
export interface Avatar {
  initials: string;
  tone: "brand" | "accent" | "teal" | "violet";
}

/** The technology domains a team member can be found under (ids of sections on /domains). */
export type DomainId =
  | "aerospace"
  | "biotechnology"
  | "software"
  | "life-science-chemistry"
  | "engineering"
  | "electronics-telecommunications"
  | "medical-devices";

/**
 * Team member (spec section 3): name, designation, optional education and e-mail, image; plus
 * what /our-team filters on and insights bylines link to.
 */
export interface TeamMember {
  /** The profile's anchor on /our-team (`/our-team#<id>`), linked from article bylines. */
  id: string;
  name: string;
  designation: string;
  /** Education (spec field): every degree held, highest first; may be empty. */
  degrees: string[];
  /** Technology domains the member works in: sections of /domains. */
  domains: DomainId[];
  /** Slugs of the service pages the member works on. */
  services: string[];
  languages: string[];
  email?: string;
  image: Avatar;
  /** A fictional sample member shipped with the site: `npm run check:launch` lists it. */
  sample?: true;
}

export interface TeamContent {
  tagline: string;
  intro: Block[];
  members: TeamMember[];
  practice: PointSection<IconPoint>;
  closing: string;
}

/** Careers form positions, word for word from the spec. */
export type CareerPosition = "Patent Analytics" | "Patent Researcher" | "Trademark" | "Others";

export interface CareersContent {
  tagline: string;
  intro: Block[];
  image: Illustration;
  why: PointSection<IconPoint>;
  positions: { heading: string; intro: string; items: (IconPoint & { title: CareerPosition })[] };
  apply: { heading: string; intro: string; steps: string[]; note: string };
}

/** One technology domain on /domains; `id` is the section's anchor. */
export interface Domain {
  id: DomainId;
  title: string;
  text: string;
  items: string[];
  image: Illustration;
}

export interface DomainsContent {
  tagline: string;
  intro: Block[];
  domains: Domain[];
  closing: string;
}

/** Named colours of the home page's cards; components map each to its own tokens. */
export type CardColour =
  "green" | "blue" | "red" | "purple" | "brown" | "violet" | "teal" | "amber";

/** A call to action: a visible label and an internal route. */
export interface CallToAction {
  label: string;
  href: string;
  /** Words for screen readers after a label that says little on its own ('LEARN MORE'). */
  context?: string;
}

/** Core value card (spec section 3): title, description, icon, colour. */
export interface CoreValue {
  title: string;
  description: string;
  icon: IconName;
  colour: CardColour;
}

/** Popular service card (spec section 3); `slug` is the service page it links to. */
export interface PopularService extends CoreValue {
  slug: string;
}

/** Experience bar (spec section 9): title and percent. */
export interface ExperienceBar {
  title: string;
  percent: number;
}

/** Client testimonial (spec section 3): the quote and a descriptor of the client, never a name. */
export interface Testimonial {
  text: string;
  by: string;
  /**
   * A sample shipped with the site, not a real client's words: `npm run check:launch` lists it.
   * Publish only real testimonials, with the client's consent (in the US, fake reviews and
   * testimonials are unlawful under the FTC's rule, 16 CFR Part 465).
   */
  sample?: true;
}

/** Solution offering card (spec section 3), derived from an audience page. */
export interface SolutionOffering {
  id: number;
  title: string;
  url: string;
  image: Illustration;
  description: string;
}

/** The hero's particle constants (spec section 9). */
export interface ParticleSettings {
  count: number;
  fpsLimit: number;
  linkDistance: number;
  speed: number;
  size: { min: number; max: number };
  opacity: number;
}

/** A service tile of the home page's scrolling strip; `slug` is the page it opens. */
export interface ServiceTile {
  title: string;
  icon: IconName;
  slug: string;
}

/** Every word and datum of the home page. Speeds are in pixels per second. */
export interface HomeContent {
  hero: {
    heading: string;
    slogan: string;
    tagline: string;
    /** The line under the spec's tagline that says what the firm does: support. */
    support: string;
    cta: CallToAction;
    /** The home page's sample deliverable, linked beside the one primary action. */
    sampleLink: CallToAction;
    phoneBanner: { label: string; callPrefix: string; speed: number };
    /** Names the one control that stops the particles and both strips (WCAG 2.2.2). */
    motionLabel: string;
    particles: ParticleSettings;
  };
  serviceStrip: { label: string; speed: number; tiles: ServiceTile[] };
  intro: { eyebrow: string; heading: string; paragraphs: string[]; cta: CallToAction };
  /** `note` marks the bars as the firm's own assessment. */
  experience: { heading: string; note: string; intro: string; bars: ExperienceBar[] };
  popularServices: { heading: string; intro: string; linkLabel: string; items: PopularService[] };
  competition: { heading: string; text: string; cta: CallToAction };
  coreValues: { heading: string; intro: string; items: CoreValue[] };
  solutions: {
    heading: string;
    intro: string;
    /** Prefix of a back card's button name: "Show <title>". */
    showPrefix: string;
    linkLabel: string;
  };
  testimonials: {
    heading: string;
    intro: string;
    previousLabel: string;
    nextLabel: string;
    items: Testimonial[];
  };
}

/**
 * A legal page: the privacy notice, terms of use and disclaimer. Registered like every page
 * (sitemap, search) and linked from the footer's bottom row.
 */
export interface LegalPage {
  slug: string;
  title: string;
  description: string;
  tagline: string;
  /** The date the text last changed, as YYYY-MM-DD: the newest entry of `history`. */
  updated: string;
  body: Block[];
  /** Every published version, newest first: its date (YYYY-MM-DD) and what changed. */
  history: readonly { date: string; change: string }[];
}

/** A source an article cites: the instrument, its number and date, and where to read it. */
export interface InsightSource {
  title: string;
  url: string;
}

/**
 * An article under /insights/<slug>: one module per article in content/insights/, registered
 * once in content/insights/index.ts.
 */
export interface Insight {
  slug: string;
  title: string;
  /** Meta description and listing summary: at most 160 characters, unique across the site. */
  description: string;
  /**
   * `id` of the team member who wrote it (content/company/team.ts); absent, the byline is the
   * firm's. `check:launch` lists an article credited to a sample member.
   */
  author?: string;
  /** YYYY-MM-DD: the day it was first published on this site (2026-11-23 at the earliest). */
  published: string;
  /** YYYY-MM-DD, on or after `published`. */
  updated: string;
  /** Slugs of the service pages the article is about; each becomes a tag and a filter. */
  tags: string[];
  body: Block[];
  /** The instruments and notices the article's facts were checked against. */
  sources: InsightSource[];
}

/** A statement of the firm's practice that the operator must confirm before launch. */
export interface PracticeClaim {
  heading: string;
  blocks: Block[];
  /** False until the operator has confirmed the firm works exactly so: `check:launch` lists it. */
  confirmed: boolean;
}

/** /confidentiality: how a client's matter is kept. */
export interface ConfidentialityContent {
  tagline: string;
  intro: Block[];
  sections: PracticeClaim[];
  /** Security certifications actually held, by exact name and body; empty claims none. */
  certifications: readonly string[];
  /** The certifications section's heading, and what it says while none is listed. */
  certificationsText: { heading: string; none: string };
  closing: string;
}

/**
 * A 'What you receive' page under /what-you-receive/<slug>: what one kind of deliverable holds,
 * how the work behind it is done and logged, what the client sends, and a sample rendered on the
 * page. Registered in content/samples/index.ts.
 */
export interface SamplePage {
  slug: string;
  title: string;
  /** Meta description: at most 160 characters, unique across the site. */
  description: string;
  tagline: string;
  /** Slugs of the service pages whose deliverable this is; each links here. */
  services: string[];
  /** Words site search finds the page by, beyond title and description. */
  searchText: string;
  body: Block[];
  sample: {
    /** The sample's own title, as on the report's cover. */
    title: string;
    /** Says, above the sample, that it is a sample built on a fictional invention. */
    label: string;
    blocks: Block[];
  };
}

/**
 * A figure only the operator can set (a turnaround range, a fee): shipped unconfirmed and without
 * a value, shown on the site only once confirmed, and listed by `npm run check:launch` until then.
 */
export type OperatorFigure = { confirmed: false } | { confirmed: true; value: string };

/** How one family of services is scoped, timed and priced on /how-we-work. */
export interface ServiceFamilyTerms {
  family: string;
  /** The service groups the family covers: their pages are listed under it. */
  groups: ServiceGroupId[];
  /** Typical turnaround, e.g. "5 to 8 business days for a standard search". */
  turnaround: OperatorFigure;
  /** Typical fee, e.g. "from US$900 per search". */
  fee: OperatorFigure;
  /** The pricing models offered for this family: titles from `HowWeWorkContent.models`. */
  models: string[];
  /** What moves a quote up or down for this family. */
  quoteFactors: string[];
}

/** /how-we-work: scoping, turnaround, pricing models and a paid pilot, per service family. */
export interface HowWeWorkContent {
  tagline: string;
  intro: Block[];
  /** The pricing models, each described once. */
  models: TitledText[];
  families: ServiceFamilyTerms[];
  pilot: { heading: string; blocks: Block[]; fee: OperatorFigure };
  closing: string;
}
