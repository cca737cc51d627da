import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import { footerQuickLinks } from "@/content/navigation";
import { samplePages, samplePath } from "@/content/samples";
import { plainText } from "@/lib/content/content-text";
import { allEntries, samplesFor, servicePage } from "@/lib/content/registry";
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

// Issue 51 (M1, M2, L3, L4): the three samples are one fictional matter and must agree with their
// own pages and with each other.
describe("the samples agree with their own tests and with each other", () => {
  const sample = (slug: string) => samplePages.find((p) => p.slug === slug)!.sample;
  const tables = (slug: string) => sample(slug).blocks.filter((b) => b.type === "table");

  it("no patent graded High in the FTO sample has a charted element apparently absent", () => {
    const [, found, chart] = tables("fto-analysis-claim-chart");
    const charted = found!.rows.find((r) => r[4]?.includes("charted below"))!;
    const absent = chart!.rows.some((r) => /^Apparently absent/.test(r[3] ?? ""));
    expect(absent).toBe(true);
    expect(charted[4]).not.toMatch(/^High/);
  });

  it("the FTO sample grades High as the FTO article does: every element found", async () => {
    const { insights } = await import("@/content/insights");
    const article = insights.find((i) => i.slug === "reading-fto-and-invalidity-search-reports")!;
    expect(plainText(article.body)).toMatch(/found support for every element of at least one/);
    const page = samplePages.find((p) => p.slug === "fto-analysis-claim-chart")!;
    expect(plainText(page.body)).toMatch(
      /high when every element of that claim is apparently present,/,
    );
  });

  it("the patentability sample cites a moisture-driven valve in a planter, as the landscape counts them", () => {
    const landscape = plainText(sample("patent-landscape-report").blocks);
    expect(landscape).toMatch(/Moisture-driven mechanical valve/);
    const refs = tables("patentability-search-report")[1]!;
    const d5 = refs.rows.find((r) => /humidity-responsive/.test(r[1] ?? ""));
    expect(d5?.[1]).toMatch(/Planter/);
    expect(plainText(sample("patentability-search-report").blocks)).not.toMatch(/F3 was not found/);
  });

  it("the strip swells in both samples, and A1 publications are cited by paragraph", () => {
    const texts = ["patentability-search-report", "fto-analysis-claim-chart"].map((s) =>
      plainText(sample(s).blocks),
    );
    for (const t of texts) expect(t).not.toMatch(/strip that bends/);
    const matrix = tables("patentability-search-report")[2]!;
    expect(matrix.rows.flat().join(" ")).not.toMatch(/\bcol\. \d/);
  });

  it("every cited patent document shows its priority date, as the page promises", () => {
    const refs = tables("patentability-search-report")[1]!;
    expect(refs.head).toContain("Priority");
    const at = refs.head.indexOf("Priority");
    for (const row of refs.rows.filter((r) => / A1,/.test(r[1] ?? "")))
      expect(row[at]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
