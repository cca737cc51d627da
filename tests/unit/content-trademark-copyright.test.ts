import { describe, expect, it } from "vitest";
import {
  allEntries,
  blockTexts,
  countWords,
  pagesInGroup,
  parseInline,
  plainText,
  servicePage,
} from "@/lib/registry";
import type { Block, ServicePage } from "@/content/types";

const trademarkSlugs = [
  "trademark-filing",
  "trademark-portfolio-analysis",
  "trademark-monitoring",
  "trademark-search",
  "trademark-registration",
  "trademark-opposition",
  "trademark-renewal",
  "trademark-litigation-enforcement",
  "trademark-docketing",
];
const copyrightDesignSlugs = ["copyright-registration", "design-registration"];

const pages = [...trademarkSlugs, ...copyrightDesignSlugs].map(servicePage);
const routes = new Set(allEntries().map((e) => e.path));

function linksIn(blocks: readonly Block[]): string[] {
  return blocks
    .flatMap(blockTexts)
    .flatMap(parseInline)
    .flatMap((part) => ("href" in part ? [part.href] : []));
}

const allText = (page: ServicePage) => plainText([...page.body, ...(page.whyUs ?? [])]);

describe("trademark and copyright-design groups", () => {
  it("list their pages in menu order", () => {
    expect(pagesInGroup("trademark").map((p) => p.slug)).toEqual(trademarkSlugs);
    expect(pagesInGroup("copyright-design").map((p) => p.slug)).toEqual(copyrightDesignSlugs);
  });
});

describe.each(pages.map((p) => [p.slug, p] as const))("%s", (slug, page) => {
  it("has a body of at least 350 words in at least four blocks", () => {
    expect(page.body.length).toBeGreaterThanOrEqual(4);
    expect(countWords(plainText(page.body))).toBeGreaterThanOrEqual(350);
  });

  it("uses headings to organize the body", () => {
    const headings = page.body.filter((b) => b.type === "heading");
    expect(headings.length).toBeGreaterThanOrEqual(3);
  });

  it("tells the reader what they receive", () => {
    const headings = page.body.flatMap((b) => (b.type === "heading" ? [b.text] : []));
    expect(headings.some((h) => /receive/i.test(h))).toBe(true);
  });

  it("has a Why Us block", () => {
    expect(page.whyUs?.length ?? 0).toBeGreaterThan(0);
    expect(countWords(plainText(page.whyUs ?? []))).toBeGreaterThanOrEqual(30);
  });

  it("has a meta description of one or two sentences within 160 characters", () => {
    expect(page.description.length).toBeGreaterThanOrEqual(50);
    expect(page.description.length).toBeLessThanOrEqual(160);
    const sentences = page.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim());
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
  });

  it("has a tagline that is not a copy of its description", () => {
    expect(page.tagline.length).toBeGreaterThan(0);
    expect(page.tagline).not.toBe(page.description);
  });

  it("links to one to three other registered pages", () => {
    const links = linksIn([...page.body, ...(page.whyUs ?? [])]);
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links.length).toBeLessThanOrEqual(3);
    for (const href of links) {
      expect(routes, `${href} is not a registered route`).toContain(href);
      expect(href).not.toBe(`/${slug}`);
    }
  });

  it("contains no placeholder text", () => {
    expect(allText(page)).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
  });
});

describe("titles and descriptions", () => {
  const entries = allEntries();

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s has a title and description used by no other page",
    (slug, page) => {
      const others = entries.filter((e) => e.path !== `/${slug}`);
      expect(others.map((e) => e.title)).not.toContain(page.title);
      expect(others.map((e) => e.description)).not.toContain(page.description);
    },
  );
});

describe("jurisdiction rules", () => {
  it("the opposition page names the USPTO and India with their time limits", () => {
    const text = allText(servicePage("trademark-opposition"));
    expect(text).toContain("USPTO");
    expect(text).toContain("India");
    expect(text).toMatch(/30 days from publication/);
    expect(text).toMatch(/180 days/);
    expect(text).toMatch(/Four months from advertisement/i);
    expect(text).toContain("Trade Marks Act, 1999");
  });

  it("the renewal page names the USPTO and India with their filings", () => {
    const text = allText(servicePage("trademark-renewal"));
    expect(text).toContain("USPTO");
    expect(text).toContain("India");
    expect(text).toContain("Section 8");
    expect(text).toContain("Section 9");
    expect(text).toContain("TM-R");
    expect(text).toMatch(/5th and 6th anniversaries/);
  });

  it("the copyright page states the US registration prerequisites and Indian optional registration", () => {
    const text = allText(servicePage("copyright-registration"));
    expect(text).toContain("17 U.S.C. §411(a)");
    expect(text).toContain("17 U.S.C. §412");
    expect(text).toMatch(/optional under the Copyright Act, 1957 \(Section 45\)/);
  });

  it("the design page gives the Indian and EU terms of protection", () => {
    const text = allText(servicePage("design-registration"));
    expect(text).toContain("Designs Act, 2000");
    expect(text).toMatch(/10 years from the registration date/);
    expect(text).toMatch(/extendable once by 5 years/);
    expect(text).toMatch(/up to 25 years/);
    expect(text).toContain("Hague");
  });
});
