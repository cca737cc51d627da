import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import { footerQuickLinks } from "@/content/navigation";
import { samplePages, samplePath } from "@/content/samples";
import { plainText } from "@/lib/content-text";
import { allEntries, samplesFor, servicePage } from "@/lib/registry";
import { searchSite } from "@/lib/search/site-search";

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("the 'What you receive' pages", () => {
  it("are registered, in the sitemap and reached from the footer through their index", () => {
    const paths = allEntries().map((e) => e.path);
    const urls = sitemap().map((s) => new URL(s.url).pathname);
    for (const path of [
      "/what-you-receive",
      "/how-we-work",
      ...samplePages.map((p) => samplePath(p.slug)),
    ]) {
      expect(paths).toContain(path);
      expect(urls).toContain(path);
    }
    expect(footerQuickLinks.map((l) => l.url)).toEqual(
      expect.arrayContaining(["/what-you-receive", "/how-we-work"]),
    );
  });

  it("are found by site search", () => {
    const first = (q: string) =>
      searchSite(q)
        .results.slice(0, 3)
        .map((r) => r.path);
    expect(first("sample patentability search report")).toContain(
      "/what-you-receive/patentability-search-report",
    );
    expect(first("sample claim chart")).toContain("/what-you-receive/fto-analysis-claim-chart");
    expect(first("sample patent landscape")).toContain("/what-you-receive/patent-landscape-report");
    expect(first("pricing turnaround paid pilot")).toContain("/how-we-work");
  });

  it.each(samplePages.map((p) => [p.slug, p] as const))(
    "%s explains the report in at least 350 words and covers what the issue asks",
    (_, page) => {
      const t = plainText(page.body);
      expect(words(t)).toBeGreaterThanOrEqual(350);
      expect(t).toMatch(/section by section/);
      expect(t).toMatch(/logged/);
      expect(t).toMatch(/What we need from you/);
      // What a negative result means and does not mean, with the publication blind spot.
      expect(t).toMatch(/does not/);
      expect(t).toMatch(/18 months/);
    },
  );

  it.each(samplePages.map((p) => [p.slug, p] as const))(
    "%s labels its sample as fictional and cites no real patent document",
    (_, page) => {
      expect(page.sample.title).toMatch(/\(sample\)$/);
      expect(page.sample.label).toMatch(/^Sample report on a fictional/);
      expect(page.sample.label).toMatch(/invented/);
      const t = plainText(page.sample.blocks);
      // Patent numbers in a sample carry the unassigned office code XX, never a real one.
      const numbers = t.match(/\b[A-Z]{2} ?\d[\d ,/]*\d ?[AB]\d\b/g) ?? [];
      for (const n of numbers) expect(n, n).toMatch(/^XX/);
      expect(t).not.toMatch(/\b(US|EP|WO|IN|CN|JP|DE|GB) ?\d{4,}/);
    },
  );

  it("are linked from each matching service page", () => {
    for (const page of samplePages)
      for (const slug of page.services) {
        expect(() => servicePage(slug)).not.toThrow();
        expect(samplesFor(slug)).toContain(page);
      }
    expect(samplesFor("patentability-search").map((p) => p.slug)).toEqual([
      "patentability-search-report",
    ]);
    expect(samplesFor("trademark-search")).toEqual([]);
  });
});
