import "server-only";
import { site } from "@/content/site";
import { bylineOf, insightPath, insightsNewestFirst } from "@/lib/content/insights";
import { escapeMarkup } from "@/lib/server/escape-markup";
import { absoluteUrl, FEED_PATH, FEED_TITLE } from "@/lib/server/seo";

/** An ISO date (YYYY-MM-DD) as RFC 822, which RSS 2.0 requires. */
const rfc822 = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();

/** The insights feed as RSS 2.0, newest first, with an Atom self link. */
export function insightsFeedXml(): string {
  const list = insightsNewestFirst();
  const lastUpdated =
    list
      .map((i) => i.updated)
      .sort()
      .at(-1) ?? "1970-01-01";
  const items = list.map((insight) => {
    const url = absoluteUrl(insightPath(insight.slug));
    return [
      "    <item>",
      `      <title>${escapeMarkup(insight.title)}</title>`,
      `      <link>${escapeMarkup(url)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
      `      <description>${escapeMarkup(insight.description)}</description>`,
      `      <dc:creator>${escapeMarkup(bylineOf(insight).name)}</dc:creator>`,
      `      <pubDate>${rfc822(insight.published)}</pubDate>`,
      ...insight.tags.map((tag) => `      <category>${escapeMarkup(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeMarkup(FEED_TITLE)}</title>`,
    `    <link>${escapeMarkup(absoluteUrl("/insights"))}</link>`,
    `    <atom:link href="${escapeMarkup(absoluteUrl(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeMarkup(`Articles from ${site.name} on the rule changes and practical questions IP clients face.`)}</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${rfc822(lastUpdated)}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
