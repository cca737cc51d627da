import Parser from "rss-parser";
import { describe, expect, it } from "vitest";
import { team } from "@/content/company/team";
import { insights } from "@/content/insights";
import { site } from "@/content/site";
import { parseInline } from "@/lib/content/content-text";
import { insightsFeedXml } from "@/lib/server/feed";
import {
  allTags,
  authorOf,
  bylineOf,
  bodyWords,
  insightsNewestFirst,
  insightsTagged,
  readingMinutes,
  relatedInsights,
} from "@/lib/content/insights";
import { allEntries, insightPath, servicePages } from "@/lib/content/registry";
import { absoluteUrl, articleJsonLd, insightMetadata, ogImageName } from "@/lib/server/seo";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (iso: string) =>
  ISO_DATE.test(iso) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

describe("the insights registry", () => {
  it("holds at least eight articles with unique slugs and titles", () => {
    expect(insights.length).toBeGreaterThanOrEqual(8);
    expect(new Set(insights.map((i) => i.slug)).size).toBe(insights.length);
    expect(new Set(insights.map((i) => i.title)).size).toBe(insights.length);
    for (const i of insights) expect(i.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(insights.map((i) => [i.slug, i] as const))(
    "%s has 800 to 1,500 words in headed sections",
    (_slug, insight) => {
      const words = bodyWords(insight.body);
      expect(words).toBeGreaterThanOrEqual(800);
      expect(words).toBeLessThanOrEqual(1500);
      expect(insight.body.filter((b) => b.type === "heading").length).toBeGreaterThanOrEqual(3);
      expect(readingMinutes(insight)).toBe(Math.round(words / 230));
    },
  );

  it("gives every article valid published and updated dates, updated not before published", () => {
    for (const i of insights) {
      expect(isRealDate(i.published), i.slug).toBe(true);
      expect(isRealDate(i.updated), i.slug).toBe(true);
      expect(i.updated >= i.published, i.slug).toBe(true);
    }
  });

  it("tags every article with existing service pages, and credits an author from the team", () => {
    const slugs = new Set(servicePages.map((p) => p.slug));
    for (const i of insights) {
      expect(i.tags.length).toBeGreaterThan(0);
      for (const tag of i.tags) expect(slugs.has(tag), `${i.slug}: ${tag}`).toBe(true);
      if (i.author !== undefined) {
        expect(team.members.map((m) => m.id)).toContain(i.author);
        expect(authorOf(i)?.id).toBe(i.author);
      }
    }
  });

  it("keeps descriptions within 160 characters and unique across the site", () => {
    const descriptions = allEntries().map((e) => e.description);
    for (const i of insights) {
      expect(i.description.length).toBeLessThanOrEqual(160);
      expect(descriptions.filter((d) => d === i.description)).toHaveLength(1);
    }
  });

  it("cites at least two sources per article, each with an https address", () => {
    for (const i of insights) {
      expect(i.sources.length).toBeGreaterThanOrEqual(2);
      for (const s of i.sources) expect(s.url).toMatch(/^https:\/\//);
    }
  });

  it("links only to registered routes from article text", () => {
    const paths = new Set(allEntries().map((e) => e.path));
    const texts = insights.flatMap((i) =>
      i.body.flatMap((b) =>
        "text" in b
          ? [b.text]
          : "items" in b
            ? b.items.map((x) => (typeof x === "string" ? x : x.text))
            : [],
      ),
    );
    for (const text of texts)
      for (const part of parseInline(text))
        if ("href" in part) expect(paths.has(part.href)).toBe(true);
  });
});

describe("views over the registry", () => {
  it("orders articles newest first", () => {
    const dates = insightsNewestFirst().map((i) => i.published);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(insightsNewestFirst()).toHaveLength(insights.length);
  });

  it("filters by tag, newest first, and lists every tag in use once", () => {
    const tags = allTags();
    expect(new Set(tags.map((t) => t.slug)).size).toBe(tags.length);
    for (const tag of tags) {
      const tagged = insightsTagged(tag.slug);
      expect(tagged.length).toBeGreaterThan(0);
      for (const i of tagged) expect(i.tags).toContain(tag.slug);
      expect(tag.url).toBe(`/${tag.slug}`);
    }
    expect(insightsTagged("no-such-service")).toEqual([]);
  });

  it("relates each article to up to three others, those sharing a tag first", () => {
    for (const i of insights) {
      const related = relatedInsights(i);
      expect(related.length).toBe(Math.min(3, insights.length - 1));
      expect(related.map((r) => r.slug)).not.toContain(i.slug);
      const shares = related.map((r) => r.tags.some((t) => i.tags.includes(t)));
      // A related article sharing no tag never comes before one that shares a tag.
      expect(shares).toEqual([...shares].sort((a, b) => Number(b) - Number(a)));
    }
  });

  it("registers each article under /insights/<slug> with its own social image name", () => {
    for (const i of insights) {
      const entry = allEntries().find((e) => e.path === insightPath(i.slug));
      expect(entry).toMatchObject({ kind: "insight", section: "Insights", title: i.title });
      expect(ogImageName(insightPath(i.slug))).toBe(`insights--${i.slug}.png`);
    }
  });
});

describe("article metadata", () => {
  const insight = insights[0]!;

  it("describes the article as an Article with author, dates and publisher", () => {
    const ld = articleJsonLd(insight);
    expect(ld).toMatchObject({
      "@type": "Article",
      headline: insight.title,
      datePublished: insight.published,
      dateModified: insight.updated,
      author: { "@type": "Organization", name: site.name },
      publisher: { "@type": "Organization" },
    });
  });

  it("gives the article an Open Graph article card with its dates", () => {
    const meta = insightMetadata(insight);
    expect(meta.openGraph).toMatchObject({
      type: "article",
      publishedTime: insight.published,
      modifiedTime: insight.updated,
    });
    expect(meta.alternates?.canonical).toBe(insightPath(insight.slug));
  });
});

describe("the feed", () => {
  it("parses as RSS 2.0 with every article, newest first, linking to its page", async () => {
    const feed = await new Parser().parseString(insightsFeedXml());
    expect(feed.title).toMatch(/Insights$/);
    expect(feed.link).toBe(absoluteUrl("/insights"));
    expect(feed.items.map((item) => item.link)).toEqual(
      insightsNewestFirst().map((i) => absoluteUrl(insightPath(i.slug))),
    );
    for (const [n, item] of feed.items.entries()) {
      const insight = insightsNewestFirst()[n]!;
      expect(item.title).toBe(insight.title);
      expect(new Date(item.isoDate ?? "").toISOString().slice(0, 10)).toBe(insight.published);
      expect(item.creator).toBe(bylineOf(insight).name);
    }
  });
});

// Issue 51 (M8): the site was first published on 2026-11-23; no article predates it, and the
// shipped articles carry the firm's byline rather than a sample team member's.
describe("bylines and dates are honest", () => {
  it("no article claims publication before the site existed", () => {
    for (const i of insights) expect(i.published >= "2026-11-23", i.slug).toBe(true);
  });

  it("an article without an author is signed by the firm, linking to who we are", () => {
    for (const i of insights.filter((a) => a.author === undefined)) {
      expect(authorOf(i)).toBeUndefined();
      expect(bylineOf(i)).toEqual({ name: site.name, url: "/who-we-are", person: false });
    }
    expect(insights.every((i) => i.author === undefined)).toBe(true);
  });
});
