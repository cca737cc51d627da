import { describe, expect, it } from "vitest";
import {
  audienceBlocks,
  blockTexts,
  countWords,
  parseInline,
  plainText,
} from "@/lib/content/content-text";
import { allEntries, audiencePages, servicePages } from "@/lib/content/registry";
import type { Block } from "@/content/types";

const routes = new Set(allEntries().map((e) => e.path));

// The site's two length rules, asserted here only (the per-group content tests check the rest):
// every service page has a body of at least 350 words in at least four blocks, and every
// registered page a meta description of 50 to 160 characters (what search results show).
const MIN_SERVICE_BODY_WORDS = 350;
const DESCRIPTION_CHARACTERS = { min: 50, max: 160 };

function linksIn(blocks: readonly Block[]): string[] {
  return blocks
    .flatMap(blockTexts)
    .flatMap(parseInline)
    .flatMap((part) => ("href" in part ? [part.href] : []));
}

describe("service pages", () => {
  it.each(servicePages.map((p) => [p.slug, p] as const))(
    `%s has at least ${MIN_SERVICE_BODY_WORDS} words in at least four blocks`,
    (_slug, page) => {
      expect(page.body.length).toBeGreaterThanOrEqual(4);
      expect(countWords(plainText(page.body))).toBeGreaterThanOrEqual(MIN_SERVICE_BODY_WORDS);
    },
  );

  it.each(servicePages.map((p) => [p.slug, p] as const))(
    "%s is organized under at least three headings and has a Why Us block of substance",
    (_slug, page) => {
      expect(page.body.filter((b) => b.type === "heading").length).toBeGreaterThanOrEqual(3);
      expect(countWords(plainText(page.whyUs ?? []))).toBeGreaterThanOrEqual(25);
      expect(page.tagline.length).toBeGreaterThan(0);
      expect(page.tagline).not.toBe(page.description);
    },
  );

  it.each(servicePages.map((p) => [p.slug, p] as const))(
    "%s links to at least one other registered page and to nothing unregistered",
    (slug, page) => {
      const links = linksIn([...page.body, ...(page.whyUs ?? [])]);
      expect(links.length).toBeGreaterThanOrEqual(1);
      for (const href of links) {
        expect(routes, `${href} is not a registered route`).toContain(href);
        expect(href).not.toBe(`/${slug}`);
      }
    },
  );

  it.each(servicePages.map((p) => [p.slug, p] as const))(
    "%s contains no placeholder text",
    (_slug, page) => {
      expect(plainText([...page.body, ...(page.whyUs ?? [])])).not.toMatch(
        /lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i,
      );
    },
  );
});

describe("audience pages", () => {
  it.each(audiencePages.map((p) => [p.slug, p] as const))(
    "%s has substantive copy that links to services which exist",
    (_slug, page) => {
      expect(countWords(plainText(audienceBlocks(page)))).toBeGreaterThanOrEqual(250);
      expect(page.services.length).toBeGreaterThanOrEqual(3);
      for (const slug of page.services) expect(routes).toContain(`/${slug}`);
      for (const href of linksIn(audienceBlocks(page))) expect(routes).toContain(href);
    },
  );
});

describe("every page", () => {
  const entries = allEntries();

  it("has a unique path, title and description", () => {
    for (const key of ["path", "title", "description"] as const) {
      const values = entries.map((e) => e[key]);
      const dupes = values.filter((v, i) => values.indexOf(v) !== i);
      expect(dupes, `duplicate ${key}`).toEqual([]);
    }
  });

  it.each(entries.map((e) => [e.path, e] as const))(
    `%s has a meta description of ${DESCRIPTION_CHARACTERS.min} to ${DESCRIPTION_CHARACTERS.max} characters`,
    (_path, entry) => {
      expect(entry.description.length).toBeGreaterThanOrEqual(DESCRIPTION_CHARACTERS.min);
      expect(entry.description.length).toBeLessThanOrEqual(DESCRIPTION_CHARACTERS.max);
    },
  );
});
