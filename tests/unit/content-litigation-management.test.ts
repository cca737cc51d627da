import { describe, expect, it } from "vitest";
import { blockTexts, parseInline, plainText } from "@/lib/content/content-text";
import { allEntries, pathOf, servicePage } from "@/lib/content/registry";
import type { Block, ServiceGroupId, ServicePage } from "@/content/types";

const pagesByGroup: Record<string, string[]> = {
  "patent-litigation": [
    "patent-portfolio-ranking",
    "eou-charts",
    "patent-due-diligence",
    "licensing-support",
    "market-research-damage-study",
    "infringement-contentions",
    "source-code-review",
  ],
  "patent-management": [
    "patent-proofreading",
    "remote-patent-docketing",
    "patent-translations",
    "file-history-analysis",
    "ids-management",
    "data-verification",
    "prosecution-support",
  ],
};

const slugs = Object.values(pagesByGroup).flat();
const pages = slugs.map((slug) => [slug, servicePage(slug)] as const);
const entries = allEntries();
const routes = new Set(entries.map((e) => e.path));

function allBlocks(page: ServicePage): Block[] {
  return [...page.body, ...(page.whyUs ?? [])];
}

function linksIn(blocks: readonly Block[]): string[] {
  return blocks
    .flatMap(blockTexts)
    .flatMap(parseInline)
    .flatMap((part) => ("href" in part ? [part.href] : []));
}

/** Everything a visitor reads on the page, links reduced to their labels. */
function pageText(slug: string): string {
  const page = servicePage(slug);
  return [page.title, page.description, page.tagline, plainText(allBlocks(page))].join(" ");
}

describe("patent litigation and patent management pages", () => {
  it.each(Object.entries(pagesByGroup))("%s holds its seven pages", (group, groupSlugs) => {
    for (const slug of groupSlugs) {
      expect(servicePage(slug).group).toBe(group as ServiceGroupId);
    }
  });

  it.each(pages)("%s has a body with headings and a list, definitions or table", (_slug, page) => {
    expect(page.body.some((b) => b.type === "heading")).toBe(true);
    expect(
      page.body.some((b) => b.type === "list" || b.type === "definitions" || b.type === "table"),
    ).toBe(true);
  });

  it.each(pages)(
    "%s has a tagline and a meta description of one or two sentences",
    (_slug, page) => {
      expect(page.tagline.length).toBeGreaterThan(0);
      // Abbreviations such as "N.D. Cal." and "L.R." do not end a sentence.
      const unabbreviated = page.description.replace(/\b(?:[A-Z]\.)+|\b[A-Z][a-z]{1,2}\./g, "");
      const sentences = unabbreviated.split(/[.!?](?:\s|$)/).filter((s) => s.trim());
      expect(sentences.length).toBeLessThanOrEqual(2);
    },
  );

  it("have titles and descriptions found nowhere else on the site", () => {
    for (const [slug, page] of pages) {
      const others = entries.filter((e) => e.path !== pathOf(slug));
      expect(
        others.map((e) => e.title),
        slug,
      ).not.toContain(page.title);
      expect(
        others.map((e) => e.description),
        slug,
      ).not.toContain(page.description);
    }
  });

  it.each(pages)("%s links to one to three other registered pages", (slug, page) => {
    const links = linksIn(allBlocks(page));
    expect(links.length).toBeGreaterThanOrEqual(1);
    expect(links.length).toBeLessThanOrEqual(3);
    for (const href of links) {
      expect(routes, `${href} is not a registered route`).toContain(href);
      expect(href).not.toBe(pathOf(slug));
    }
  });

  it.each(pages)("%s uses American spelling", (slug) => {
    expect(pageText(slug)).not.toMatch(/\b(licence|programme|analyse|organisation|colour)/i);
  });
});

describe("the litigation pages explain how their work is used", () => {
  it("evidence of use charts map claims to public evidence and respect protective orders", () => {
    const text = pageText("eou-charts");
    expect(text).toMatch(/claim-by-claim mapping/i);
    expect(text).toMatch(/datasheet/i);
    expect(text).toMatch(/teardown/i);
    expect(text).toMatch(/protective order/i);
  });

  it("infringement contentions follow N.D. Cal. Patent L.R. 3-1 under the protective order", () => {
    const text = pageText("infringement-contentions");
    expect(text).toContain("Patent L.R. 3-1");
    expect(text).toMatch(/where and how each limitation/i);
    expect(text).toMatch(/claim by claim/i);
    expect(text).toMatch(/protective order/i);
  });

  it("source code review describes the secure room the protective order provides", () => {
    const text = pageText("source-code-review");
    expect(text).toMatch(/protective order/i);
    expect(text).toMatch(/standalone computer/i);
    expect(text).toMatch(/secure room/i);
    expect(text).toMatch(/printing is limited/i);
    expect(text).toMatch(/each claim element/i);
  });

  it("the damages study names the statute and the tests damages experts apply", () => {
    const text = pageText("market-research-damage-study");
    expect(text).toContain("35 U.S.C. 284");
    expect(text).toMatch(/reasonable royalty/i);
    expect(text).toContain("Georgia-Pacific");
    expect(text).toContain("Panduit");
  });
});

describe("the management pages state the rules they work to", () => {
  it("IDS management names the duty of candor and the timing rules", () => {
    const text = pageText("ids-management");
    expect(text).toContain("37 CFR 1.56");
    expect(text).toContain("37 CFR 1.97");
    expect(text).toMatch(/within three months of filing/i);
    expect(text).toContain("Section 8");
  });

  it("remote docketing gives the USPTO maintenance fee and Indian renewal schedules", () => {
    const text = pageText("remote-patent-docketing");
    expect(text).toContain("3.5, 7.5 and 11.5 years after grant");
    expect(text).toMatch(/six-month grace period/i);
    expect(text).toMatch(/India renewal fees/i);
    expect(text).toMatch(/third year/i);
  });

  it("proofreading explains certificates of correction", () => {
    const text = pageText("patent-proofreading");
    expect(text).toContain("35 U.S.C. 254");
    expect(text).toContain("35 U.S.C. 255");
    expect(text).toMatch(/certificate of correction/i);
  });

  it("file history analysis explains prosecution history estoppel under Festo", () => {
    const text = pageText("file-history-analysis");
    expect(text).toMatch(/prosecution history estoppel/i);
    expect(text).toContain("Festo");
  });
});
