import { describe, expect, it } from "vitest";
import { plainText } from "@/lib/content/content-text";
import { pagesInGroup, servicePage } from "@/lib/content/registry";
import type { ServicePage } from "@/content/types";

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

const allText = (page: ServicePage) => plainText([...page.body, ...(page.whyUs ?? [])]);

describe("trademark and copyright-design groups", () => {
  it("list their pages in menu order", () => {
    expect(pagesInGroup("trademark").map((p) => p.slug)).toEqual(trademarkSlugs);
    expect(pagesInGroup("copyright-design").map((p) => p.slug)).toEqual(copyrightDesignSlugs);
  });
});

// Word, block, heading, Why Us, description, link and uniqueness rules for every service page
// live in content.test.ts.

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
