import { describe, expect, it } from "vitest";
import { plainText } from "@/lib/content/content-text";
import { pagesInGroup, servicePage } from "@/lib/content/registry";
import type { ServicePage } from "@/content/types";

const prosecutionSlugs = [
  "patent-drafting",
  "office-action-response",
  "patent-filing-services",
  "design-patent-drawings",
  "formal-patent-drawings",
  "sequence-listing",
];
const indianPatentSlugs = [
  "indian-patent-application-drafting",
  "design-patent-application",
  "opposition-searches",
  "licensing-and-litigation-support",
  "india-entry-strategy",
];

const allText = (page: ServicePage) => plainText([...page.body, ...(page.whyUs ?? [])]);

describe("patent-prosecution and indian-patent groups", () => {
  it("list their pages in menu order", () => {
    expect(pagesInGroup("patent-prosecution").map((p) => p.slug)).toEqual(prosecutionSlugs);
    expect(pagesInGroup("indian-patent").map((p) => p.slug)).toEqual(indianPatentSlugs);
  });
});

// Word, block, heading, Why Us, description, link and uniqueness rules for every service page
// live in content.test.ts.

describe("sequence listing page", () => {
  const page = servicePage("sequence-listing");
  const text = allText(page);

  it("opens with a heading and an introduction to sequence listings", () => {
    expect(page.body[0]?.type).toBe("heading");
    expect(page.body[1]?.type).toBe("paragraph");
    expect(plainText(page.body.slice(1, 3))).toMatch(/sequence listing/i);
  });

  it("follows the 'Why WIPO ST.26?' heading with four drawbacks of ST.25", () => {
    const at = page.body.findIndex((b) => b.type === "heading" && b.text === "Why WIPO ST.26?");
    expect(at).toBeGreaterThanOrEqual(0);
    const next = page.body[at + 1];
    expect(next?.type).toBe("list");
    if (next?.type !== "list") return;
    expect(next.items).toHaveLength(4);
    expect(next.items.join(" ")).toContain("ST.25");
  });

  it("explains the differences before a seven-row ST.25 versus ST.26 table", () => {
    const tables = page.body.filter((b) => b.type === "table");
    expect(tables).toHaveLength(1);
    const [table] = tables;
    if (table?.type !== "table") return;
    expect(table.head).toEqual(["Aspect", "ST.25", "ST.26"]);
    expect(table.rows).toHaveLength(7);
    for (const row of table.rows) {
      expect(row).toHaveLength(3);
      for (const cell of row) expect(cell.trim().length).toBeGreaterThan(0);
    }
    const at = page.body.indexOf(table);
    expect(page.body.slice(0, at).some((b) => b.type === "heading" && /differ/i.test(b.text))).toBe(
      true,
    );
  });

  it("states the published facts of both standards in the table", () => {
    const table = page.body.find((b) => b.type === "table");
    if (table?.type !== "table") throw new Error("no table");
    const cells = table.rows.flat().join(" ");
    expect(cells).toContain("XML");
    expect(cells).toMatch(/Plain text/i);
    expect(cells).toContain("1 July 2022");
    expect(cells).toContain("D-amino acids");
    expect(cells).toMatch(/nucleotide analogues/);
    expect(cells).toMatch(/branched/);
  });

  it("has an 'Our Service' heading followed by a paragraph", () => {
    const at = page.body.findIndex((b) => b.type === "heading" && b.text === "Our Service");
    expect(at).toBeGreaterThanOrEqual(0);
    expect(page.body[at + 1]?.type).toBe("paragraph");
  });

  it("states each ST.26 rule of the spec", () => {
    expect(text).toContain("fewer than 10 specifically defined nucleotides");
    expect(text).toContain("fewer than 4 specifically defined amino acids");
    expect(text).toMatch(/Only the earliest priority application may be included/);
    expect(text).toMatch(/One applicant is named, and optionally one inventor/);
    expect(text).toMatch(/only one title per language/);
    expect(text).toMatch(/Amino acids are written as single capital letters/);
    expect(text).toMatch(/Uracil in RNA is written as t\b/);
    expect(text).toMatch(/mol_type qualifier is mandatory/);
  });
});

describe("jurisdiction rules", () => {
  it("the office action page gives the USPTO response period and its extensions", () => {
    const text = allText(servicePage("office-action-response"));
    expect(text).toContain("shortened statutory period");
    expect(text).toContain("37 CFR 1.136(a)");
    expect(text).toMatch(/six months/);
  });

  it("the drawing pages cite the USPTO drawing and design rules", () => {
    expect(allText(servicePage("formal-patent-drawings"))).toContain("37 CFR 1.84");
    const design = allText(servicePage("design-patent-drawings"));
    expect(design).toContain("35 USC 171");
    expect(design).toContain("37 CFR 1.152");
  });

  it("the Indian pages cite the Patents Act, 1970 and the Designs Act, 2000", () => {
    expect(allText(servicePage("indian-patent-application-drafting"))).toMatch(/Section 3/);
    expect(allText(servicePage("design-patent-application"))).toContain("Designs Act, 2000");
    const opposition = allText(servicePage("opposition-searches"));
    expect(opposition).toContain("Section 25(1)");
    expect(opposition).toContain("Section 25(2)");
    const entry = allText(servicePage("india-entry-strategy"));
    expect(entry).toContain("31 months from the priority date");
    expect(entry).toContain("Form 27");
  });
});
