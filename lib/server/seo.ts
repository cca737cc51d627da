import "server-only";
import type { Metadata } from "next";
import type { Insight, ServicePage } from "@/content/types";
import { site, type Office } from "@/content/site";
import { env } from "@/lib/server/env";
import { bylineOf, insightPath } from "@/lib/content/insights";
import { allEntries, groupOf, type RegistryEntry } from "@/lib/content/registry";

/** The site's public origin, without a trailing slash (SITE_URL). */
export const siteUrl = env.SITE_URL;

export const absoluteUrl = (path: string) => new URL(path, `${siteUrl}/`).toString();

/** The document title a page's `title` becomes under the root layout's template. */
export const fullTitle = (title: string) => `${title} | ${site.name}`;

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The name of a page's social image: the route's path without slashes ("--"), "home" for "/". */
export const ogImageName = (path: string) =>
  `${path === "/" ? "home" : path.slice(1).replaceAll("/", "--")}.png`;

/** Where a page's social image is served (app/og/[image]/route.tsx renders it at build time). */
export const ogImagePath = (path: string) => `/og/${ogImageName(path)}`;

/** The insights feed (RSS 2.0), announced in every page's head. */
export const FEED_PATH = "/insights/feed.xml";
export const FEED_TITLE = `${site.name} Insights`;

export function entryFor(path: string): RegistryEntry {
  const entry = allEntries().find((e) => e.path === path);
  if (!entry) throw new Error(`Unregistered path: ${path}`);
  return entry;
}

/** The visible title of a registered page (its banner): the same words as its metadata title. */
export const pageTitle = (path: string) => entryFor(path).title;

/**
 * Everything a registered page declares about itself: title (the layout adds the brand),
 * description, canonical URL, and Open Graph and Twitter cards with its social image.
 * Relative URLs resolve against `metadataBase` (SITE_URL), set in app/layout.tsx.
 */
export function pageMetadata(path: string): Metadata {
  const { title, description } = entryFor(path);
  const images = [{ url: ogImagePath(path), ...OG_IMAGE_SIZE, alt: title }];
  return {
    title,
    description,
    alternates: {
      canonical: path,
      types: { "application/rss+xml": [{ url: FEED_PATH, title: FEED_TITLE }] },
    },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      url: path,
      title: fullTitle(title),
      description,
      images,
    },
    twitter: { card: "summary_large_image", title: fullTitle(title), description, images },
  };
}

/** An article's metadata: the page's, with an Open Graph article card (dates and author). */
export function insightMetadata(insight: Insight): Metadata {
  const base = pageMetadata(insightPath(insight.slug));
  return {
    ...base,
    authors: [{ name: bylineOf(insight).name, url: bylineOf(insight).url }],
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: insight.published,
      modifiedTime: insight.updated,
      authors: [absoluteUrl(bylineOf(insight).url)],
      tags: insight.tags,
    },
  };
}

/* ---------- JSON-LD (schema.org) ---------- */

export type JsonLdObject = { "@context"?: "https://schema.org"; "@type": string } & Record<
  string,
  unknown
>;

const ORGANIZATION_ID = `${siteUrl}/#organization`;

/** An office's address: lines are [street, "City, Region Postcode", country]. */
export function postalAddress(office: Office): JsonLdObject {
  const [street, cityLine = "", country] = office.address;
  const city = /^(.+?),\s*(.+?)\s+(\S*\d\S*)$/.exec(cityLine);
  return {
    "@type": "PostalAddress",
    name: office.tab,
    streetAddress: street,
    addressLocality: city?.[1] ?? office.city,
    ...(city ? { addressRegion: city[2], postalCode: city[3] } : {}),
    addressCountry: country,
    telephone: office.phone.tel,
    email: office.emails[0],
  };
}

/** The firm, on every page: a ProfessionalService (not LegalService, which schema.org defines as law firms) with its three offices. */
export function organizationJsonLd(): JsonLdObject {
  return {
    "@type": "ProfessionalService",
    "@id": ORGANIZATION_ID,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    slogan: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/apple-icon"),
    image: absoluteUrl(ogImagePath("/")),
    email: site.email,
    telephone: site.phones[0].tel,
    address: site.offices.map(postalAddress),
  };
}

/** The site, with the search its header offers. */
export function websiteJsonLd(): JsonLdObject {
  return {
    "@type": "WebSite",
    "@id": `${siteUrl}/#website`,
    name: site.name,
    url: absoluteUrl("/"),
    publisher: { "@id": ORGANIZATION_ID },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl("/search")}?q={query}` },
      "query-input": "required name=query",
    },
  };
}

/** Both site-wide objects in one graph, for the root layout. */
export function siteJsonLd() {
  return { "@context": "https://schema.org", "@graph": [organizationJsonLd(), websiteJsonLd()] };
}

/** One step of a visible breadcrumb; `url` absent where the trail shows plain text. */
export interface BreadcrumbStep {
  name: string;
  url?: string;
}

/** The visible breadcrumb, in its order; links become absolute `item`s. */
export function breadcrumbJsonLd(steps: readonly BreadcrumbStep[]): JsonLdObject {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      ...(step.url ? { item: absoluteUrl(step.url) } : {}),
    })),
  };
}

/** A service page as the service the firm provides. */
export function serviceJsonLd(page: ServicePage): JsonLdObject {
  const url = absoluteUrl(`/${page.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: page.title,
    description: page.description,
    serviceType: page.title,
    category: groupOf(page.group).title,
    url,
    provider: { "@id": ORGANIZATION_ID },
  };
}

/** An article: headline, author (linked to the profile), dates, publisher and image. */
export function articleJsonLd(insight: Insight): JsonLdObject {
  const path = insightPath(insight.slug);
  const author = bylineOf(insight);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    "@id": `${absoluteUrl(path)}#article`,
    headline: insight.title,
    description: insight.description,
    url: absoluteUrl(path),
    mainEntityOfPage: absoluteUrl(path),
    image: absoluteUrl(ogImagePath(path)),
    datePublished: insight.published,
    dateModified: insight.updated,
    author: author.person
      ? {
          "@type": "Person",
          name: author.name,
          jobTitle: author.designation,
          url: absoluteUrl(author.url),
        }
      : { "@id": ORGANIZATION_ID, "@type": "Organization", name: author.name },
    publisher: { "@id": ORGANIZATION_ID, "@type": "Organization", name: site.name },
    keywords: insight.tags.join(", "),
  };
}

/** JSON text safe inside a <script> element: `<` is escaped so no `</script>` can close it. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
