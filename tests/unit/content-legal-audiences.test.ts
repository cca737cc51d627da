import { describe, expect, it } from "vitest";
import {
  audienceBlocks,
  blockTexts,
  countWords,
  parseInline,
  plainText,
} from "@/lib/content/content-text";
import { allEntries, audiencePages, pagesInGroup, servicePages } from "@/lib/content/registry";
import type { Block } from "@/content/types";

const routes = new Set(allEntries().map((e) => e.path));
const serviceSlugs = new Set(servicePages.map((p) => p.slug));

function linksIn(blocks: readonly Block[]): string[] {
  return blocks
    .flatMap(blockTexts)
    .flatMap(parseInline)
    .flatMap((part) => ("href" in part ? [part.href] : []));
}

const legalPages = [...pagesInGroup("contract-lifecycle"), ...pagesInGroup("legal-documentation")];

describe("legal support pages", () => {
  it("are the nine routes of the Legal Support menu", () => {
    expect(legalPages.map((p) => p.slug).sort()).toEqual(
      [
        "commercial-law-advisory",
        "commercial-litigation",
        "contract-compliance-and-monitoring",
        "contract-drafting-and-creation",
        "contract-execution-and-management",
        "contract-negotiation-and-review",
        "contract-removal-and-optimization",
        "drafting-of-legal-notice",
        "legal-document-drafting",
      ].sort(),
    );
  });

  it.each(legalPages.map((p) => [p.slug, p] as const))(
    "%s has a body with headings and a list, definitions or table, a Why Us block and a tagline",
    (_slug, page) => {
      expect(page.body.some((b) => b.type === "heading")).toBe(true);
      expect(page.body.some((b) => ["list", "definitions", "table"].includes(b.type))).toBe(true);
      expect(countWords(plainText(page.whyUs ?? []))).toBeGreaterThan(0);
      expect(page.tagline.trim()).not.toBe("");
    },
  );

  it.each(legalPages.map((p) => [p.slug, p] as const))(
    "%s links to one to three related pages, all registered and none to itself",
    (slug, page) => {
      const links = linksIn([...page.body, ...(page.whyUs ?? [])]);
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.length).toBeLessThanOrEqual(3);
      for (const href of links) {
        expect(routes, `${href} is not a registered route`).toContain(href);
        expect(href).not.toBe(`/${slug}`);
      }
    },
  );

  it("never describe the firm as appearing in court", () => {
    const text = plainText(pagesInGroup("legal-documentation").flatMap((p) => p.body));
    expect(text).not.toMatch(/\bwe (appear|argue|represent)\b/i);
    expect(plainText(legalPages.find((p) => p.slug === "commercial-litigation")!.body)).toMatch(
      /do not appear in court/,
    );
  });
});

describe("audience pages", () => {
  it("are seven, with the individual-lawyers title spelled correctly", () => {
    expect(audiencePages).toHaveLength(7);
    const lawyers = audiencePages.find((p) => p.slug === "to-indiviual-lawyers");
    expect(lawyers?.title).toBe("Support for individual lawyers");
  });

  it("use both layouts", () => {
    const layouts = new Set(audiencePages.map((p) => p.layout));
    expect(layouts).toEqual(new Set(["standard", "numbered"]));
  });

  it.each(audiencePages.map((p) => [p.slug, p] as const))(
    "%s has at least 300 words and links only to registered routes",
    (_slug, page) => {
      const blocks = audienceBlocks(page);
      expect(countWords(plainText(blocks))).toBeGreaterThanOrEqual(300);
      for (const href of linksIn(blocks)) {
        expect(routes, `${href} is not a registered route`).toContain(href);
      }
    },
  );

  it.each(audiencePages.map((p) => [p.slug, p] as const))(
    "%s lists four to eight distinct service pages that exist",
    (_slug, page) => {
      expect(page.services.length).toBeGreaterThanOrEqual(4);
      expect(page.services.length).toBeLessThanOrEqual(8);
      expect(new Set(page.services).size).toBe(page.services.length);
      for (const slug of page.services) expect(serviceSlugs).toContain(slug);
    },
  );

  it.each(audiencePages.flatMap((p) => (p.layout === "numbered" ? [[p.slug, p] as const] : [])))(
    "%s numbers at least four distinct items",
    (_slug, page) => {
      if (page.layout !== "numbered") throw new Error("expected a numbered page");
      expect(page.items.length).toBeGreaterThanOrEqual(4);
      const titles = page.items.map((i) => i.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const item of page.items) expect(countWords(item.text)).toBeGreaterThanOrEqual(15);
    },
  );

  it.each(audiencePages.map((p) => [p.slug, p] as const))(
    "%s has an image with an icon",
    (_slug, page) => {
      expect(page.image.icon).not.toBe("");
    },
  );
});

describe("legal and audience pages together", () => {
  const pages = [...legalPages, ...audiencePages];

  it("have unique titles, descriptions and taglines", () => {
    for (const key of ["title", "description", "tagline"] as const) {
      const values = pages.map((p) => p[key]);
      expect(new Set(values).size, `duplicate ${key}`).toBe(values.length);
    }
  });

  it("share no description with any other page of the site", () => {
    const descriptions = allEntries().map((e) => e.description);
    for (const page of pages) {
      expect(descriptions.filter((d) => d === page.description)).toHaveLength(1);
    }
  });
});
