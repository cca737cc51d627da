import { describe, expect, it } from "vitest";
import { blockTexts, countWords, parseInline, plainText } from "@/lib/content/content-text";
import { allEntries, pagesInGroup, servicePage } from "@/lib/content/registry";
import type { Block, ServicePage } from "@/content/types";

const searchSlugs = [
  "patentability-search",
  "state-of-art-search",
  "chemical-structure-search",
  "patent-validity-and-invalidity-search",
  "freedom-to-operate-search",
  "patent-landspace-and-white-space-analysis",
  "infringement-search",
  "biological-sequence-search",
  "design-patent-search",
];

const pages = searchSlugs.map(servicePage);
const entries = allEntries();
const routes = new Set(entries.map((e) => e.path));

function linksIn(blocks: readonly Block[]): string[] {
  return blocks
    .flatMap(blockTexts)
    .flatMap(parseInline)
    .flatMap((part) => ("href" in part ? [part.href] : []));
}

function allBlocks(page: ServicePage): Block[] {
  return [...page.body, ...(page.whyUs ?? [])];
}

function headings(page: ServicePage): string[] {
  return page.body.flatMap((b) => (b.type === "heading" ? [b.text.toLowerCase()] : []));
}

describe("patent search pages", () => {
  it("are the nine pages of the Patent Searches menu column, in order", () => {
    expect(pagesInGroup("patent-searches").map((p) => p.slug)).toEqual(searchSlugs);
  });

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s has a sectioned body with a 'what you receive' heading and a Why Us block",
    (_slug, page) => {
      expect(headings(page).length).toBeGreaterThanOrEqual(3);
      expect(headings(page)).toContain("what you receive");
      expect(countWords(plainText(page.whyUs ?? []))).toBeGreaterThanOrEqual(30);
    },
  );

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s has a tagline, and a title and meta description that no other page uses",
    (_slug, page) => {
      expect(page.tagline.trim()).not.toBe("");
      const sameDescription = entries.filter((e) => e.description === page.description);
      expect(sameDescription.map((e) => e.path)).toEqual([`/${page.slug}`]);
      const sameTitle = entries.filter((e) => e.title === page.title);
      expect(sameTitle.map((e) => e.path)).toEqual([`/${page.slug}`]);
    },
  );

  it.each(pages.map((p) => [p.slug, p] as const))(
    "%s links to one to three other registered pages",
    (slug, page) => {
      const links = linksIn(allBlocks(page));
      expect(links.length).toBeGreaterThanOrEqual(1);
      expect(links.length).toBeLessThanOrEqual(3);
      for (const href of links) {
        expect(routes, `${href} is not a registered route`).toContain(href);
        expect(href).not.toBe(`/${slug}`);
      }
    },
  );

  it("spells the landscape page title correctly while keeping the spec's route", () => {
    const page = servicePage("patent-landspace-and-white-space-analysis");
    expect(page.title).toBe("Patent Landscape and White Space Analysis");
    expect(routes).toContain("/patent-landspace-and-white-space-analysis");
  });
});

describe("infringement search page", () => {
  const page = servicePage("infringement-search");
  const types = page.body.find(
    (b): b is Extract<Block, { type: "definitions" }> =>
      b.type === "definitions" && b.items.some((i) => i.title === "Direct infringement"),
  );

  it("lists the four infringement types, each explained", () => {
    expect(types?.items.map((i) => i.title)).toEqual([
      "Direct infringement",
      "Indirect infringement",
      "Contributory infringement",
      "Literal infringement",
    ]);
    for (const item of types?.items ?? []) {
      expect(countWords(item.text)).toBeGreaterThanOrEqual(25);
    }
  });

  it("ties each type to its US rule", () => {
    const text = (title: string) => types?.items.find((i) => i.title === title)?.text ?? "";
    expect(text("Direct infringement")).toContain("35 USC 271(a)");
    expect(text("Indirect infringement")).toMatch(/induced infringement under 35 USC 271\(b\)/);
    expect(text("Contributory infringement")).toContain("35 USC 271(c)");
    expect(text("Literal infringement")).toContain("every element");
    expect(text("Literal infringement")).toContain("doctrine of equivalents");
  });
});

describe("biological sequence search page", () => {
  const page = servicePage("biological-sequence-search");

  it.each(["why search", "sequence listing", "bioseq", "sequence id", "annotation", "description"])(
    "has a section on %s",
    (topic) => {
      expect(headings(page).some((h) => h.includes(topic))).toBe(true);
    },
  );

  it("has a Why Us section", () => {
    expect(page.whyUs?.length).toBeGreaterThanOrEqual(1);
  });

  it("lists at least five search tools and databases, each with what it is for", () => {
    const index = page.body.findIndex((b) => b.type === "heading" && /tools/i.test(b.text));
    const tools = page.body[index + 1];
    expect(tools?.type).toBe("definitions");
    if (tools?.type !== "definitions") return;
    expect(tools.items.length).toBeGreaterThanOrEqual(5);
    const titles = tools.items.map((i) => i.title);
    for (const name of ["NCBI BLAST", "GenBank", "UniProt", "DDBJ", "WIPO PATENTSCOPE"]) {
      expect(titles).toContain(name);
    }
    for (const item of tools.items) expect(countWords(item.text)).toBeGreaterThanOrEqual(8);
  });

  it("states the ST.26 exclusion thresholds and links to the sequence listing service", () => {
    const text = plainText(page.body);
    expect(text).toContain("fewer than 10 specifically defined nucleotides");
    expect(text).toContain("fewer than 4 specifically defined amino acids");
    expect(linksIn(page.body)).toContain("/sequence-listing");
  });
});
