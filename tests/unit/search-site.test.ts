import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { allEntries } from "@/lib/content/registry";
import { compactIndex, searchPages } from "@/lib/search/documents";
import { excerpt, markWords, type TextPart } from "@/lib/search/highlight";
import { readPage, RESULTS_SHOWN, searchSite } from "@/lib/search/site-search";
import { suggest, suggestionIndex } from "@/lib/search/suggest";

// What /search lists first.
const top = (query: string, n = 1) =>
  searchSite(query)
    .results.slice(0, n)
    .map((r) => r.path);
const marked = (parts: TextPart[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe("site search over the registry", () => {
  it("indexes every registered page once", () => {
    expect(searchPages().map((p) => p.path)).toEqual(allEntries().map((e) => e.path));
  });

  it("finds trademark pages for 'trademrk'", () => {
    const hits = top("trademrk", 5);
    expect(hits).toHaveLength(5);
    for (const path of hits) expect(path).toMatch(/^\/trademark-/);
  });

  it.each([
    ["patent drafting", "/patent-drafting"],
    ["drafting patent", "/patent-drafting"],
    ["PÁTENT Drafting", "/patent-drafting"],
    ["trademark renewal", "/trademark-renewal"],
    ["renewal trademark", "/trademark-renewal"],
    ["freedom to oper", "/freedom-to-operate-search"],
    ["sequence listing", "/sequence-listing"],
    ["ST.26", "/sequence-listing"],
    ["office action", "/office-action-response"],
    ["biological sequnce", "/biological-sequence-search"],
    ["who we are", "/who-we-are"],
    ["careers", "/careers"],
  ])("ranks %s first at %s", (query, path) => {
    expect(top(query)).toEqual([path]);
  });

  it("says nothing matches a word the site never uses", () => {
    const result = searchSite("xyzzyqwv");
    expect(result.total).toBe(0);
    expect(result.results).toEqual([]);
  });

  it("marks the matched words in titles and excerpts, typos included", () => {
    const result = searchSite("trademrk renewal");
    const [first] = result.results;
    expect(first?.path).toBe("/trademark-renewal");
    expect(marked(first!.titleParts)).toEqual(["Trademark", "Renewal"]);
    expect(marked(first!.excerpt).map((w) => w.toLowerCase())).toEqual(
      expect.arrayContaining(["trademark"]),
    );
    expect(result.corrections).toEqual([{ typed: "trademrk", read: "trademark" }]);
  });

  it("keeps the query as text: markup in it is never markup in the results", () => {
    const result = searchSite('<img src=x onerror="alert(1)"> patent');
    for (const r of result.results) {
      for (const part of [...r.titleParts, ...r.excerpt]) expect(part.text).not.toContain("<img");
    }
  });
});

describe("highlighting", () => {
  const words = new Map([
    ["trademark", 0],
    ["st26", 1],
  ]);

  it("marks whole words, keeping the text around them", () => {
    expect(markWords("A Trademark, trademarks.", words)).toEqual([
      { text: "A " },
      { text: "Trademark", mark: true },
      { text: ", trademarks." },
    ]);
    expect(marked(markWords("WIPO ST.26 format", words))).toEqual(["ST.26"]);
  });

  it("cuts a long passage around its matches, with ellipses", () => {
    const long = `${"word ".repeat(40)}trademark ${"word ".repeat(40)}`;
    const parts = excerpt(["No match here.", long], words, 20);
    const text = parts.map((p) => p.text).join("");
    expect(marked(parts)).toEqual(["trademark"]);
    expect(text.startsWith("… ")).toBe(true);
    expect(text.endsWith(" …")).toBe(true);
    expect(text.split(" ").length).toBeLessThanOrEqual(23);
  });
});

describe("suggestion index", () => {
  const compact = compactIndex();

  it("holds every page with path, title and section, and stays small", () => {
    expect(compact.pages.map(([path]) => path)).toEqual(allEntries().map((e) => e.path));
    const gzip = gzipSync(JSON.stringify(compact)).length;
    expect(gzip).toBeLessThan(8 * 1024);
  });

  it("suggests trademark pages while 'trademrk' is typed, titles marked", () => {
    const index = suggestionIndex(compact);
    const suggestions = suggest(index, "trademrk");
    expect(suggestions.length).toBeGreaterThan(0);
    for (const s of suggestions) {
      expect(s.path).toMatch(/^\/trademark-/);
      expect(marked(s.titleParts)).toEqual(["Trademark"]);
    }
    expect(suggest(index, "freedom to op")[0]?.path).toBe("/freedom-to-operate-search");
    expect(suggest(index, "sequence list")[0]?.path).toBe("/sequence-listing");
  });
});

describe("ranking by title and group", () => {
  const suggestions = (query: string) =>
    suggest(suggestionIndex(compactIndex()), query).map((s) => s.path);

  it("takes 'india' for 'indian': 'india patent' leads with Indian Patent Application Drafting", () => {
    expect(top("india patent")).toEqual(["/indian-patent-application-drafting"]);
    expect(suggestions("india patent")[0]).toBe("/indian-patent-application-drafting");
    expect(top("indian patent")).toEqual(["/indian-patent-application-drafting"]);
  });

  it("leads with the pages of the group a query names", () => {
    const litigation = searchSite("patent litigation").results.map((r) => r.section);
    expect(litigation.slice(0, 7)).toEqual(
      Array(7).fill("Patent Litigation and Commercialization"),
    );
    expect(
      suggest(suggestionIndex(compactIndex()), "patent litigation").map((s) => s.section),
    ).toEqual(Array(7).fill("Patent Litigation and Commercialization"));
    const india = searchSite("india patent").results.map((r) => r.section);
    expect(india.slice(0, 5)).toEqual(Array(5).fill("Indian Patent"));
    expect(
      searchSite("copyright")
        .results.map((r) => r.path)
        .slice(0, 2),
    ).toEqual(["/copyright-registration", "/design-registration"]);
  });

  it("puts pages whose title holds every word above pages that only mention them", () => {
    expect(top("patent drafting", 2)).toEqual([
      "/patent-drafting",
      "/indian-patent-application-drafting",
    ]);
  });
});

describe("relevance set: the page a visitor means comes first", () => {
  const suggested = (query: string) =>
    suggest(suggestionIndex(compactIndex()), query).map((s) => s.path);

  // Both the results page and the header's suggestions.
  it.each([
    ["patent", "/patent-drafting"],
    ["pat", "/patent-drafting"],
    ["trademark search", "/trademark-search"],
    ["ST.26", "/sequence-listing"],
    ["trademark", "/trademark-filing"],
    ["copyright", "/copyright-registration"],
    ["contract", "/contract-drafting-and-creation"],
    ["insights", "/insights"],
    ["calculator", "/ip-deadline-calculator"],
    ["translation", "/patent-translations"],
    ["team", "/our-team"],
    ["contact", "/contact-us"],
  ])("%s -> %s", (query, path) => {
    expect(top(query)).toEqual([path]);
    expect(suggested(query)[0]).toBe(path);
  });

  it("'patent' opens each patent group's first page before the rest, in the menus' order", () => {
    expect(top("patent", 5)).toEqual([
      "/patent-drafting",
      "/indian-patent-application-drafting",
      "/patent-portfolio-ranking",
      "/patentability-search",
      "/patent-proofreading",
    ]);
  });

  it("a group's first page leads only when its title holds the words: 'design' is Design Registration", () => {
    expect(top("design")).toEqual(["/design-registration"]);
  });

  it("'PCT' leads with the pages about PCT filings: the national-phase table, filing, India entry", () => {
    const about = [
      "/ip-deadline-calculator",
      "/patent-filing-services",
      "/india-entry-strategy",
    ].sort();
    expect(top("PCT", 3).sort()).toEqual(about);
    expect(suggested("PCT").slice(0, 3).sort()).toEqual(about);
    // Pages that only list the PCT among the offices they serve come after.
    expect(top("PCT", 10)).toEqual(
      expect.arrayContaining(["/formal-patent-drawings", "/patent-drafting"]),
    );
  });

  it("'claim chart' leads with the sample claim chart, then the claim-chart services", () => {
    expect(top("claim chart", 2)).toEqual([
      "/what-you-receive/fto-analysis-claim-chart",
      "/eou-charts",
    ]);
    expect(suggested("claim chart").slice(0, 2)).toEqual(top("claim chart", 2));
  });

  // Issue 63, L8: the services whose work product is a claim chart come before pages that list
  // one among other deliverables.
  it("'claim chart' ranks Infringement Contentions and FTO Search above the Indian opposition and litigation pages", () => {
    const ranked = top("claim chart", 20);
    const at = (path: string) => {
      expect(ranked, path).toContain(path);
      return ranked.indexOf(path);
    };
    for (const wanted of ["/infringement-contentions", "/freedom-to-operate-search"])
      for (const below of ["/opposition-searches", "/licensing-and-litigation-support"])
        expect(at(wanted), `${wanted} above ${below}`).toBeLessThan(at(below));
  });

  it("'PCT' keeps Formal Patent Drawings, which only draws to the PCT's rules, out of the top five", () => {
    expect(top("PCT", 5)).not.toContain("/formal-patent-drawings");
    expect(suggested("PCT").slice(0, 5)).not.toContain("/formal-patent-drawings");
    expect(top("PCT", 5)).toContain("/remote-patent-docketing");
  });
});

describe("one ranking: the header's suggestions are /search's first results", () => {
  const suggested = (query: string) =>
    suggest(suggestionIndex(compactIndex()), query).map((s) => s.path);

  it.each([
    "PCT",
    "claim chart",
    "patent",
    "trademark search",
    "national phase",
    "sequence",
    "india",
    "nda",
    "pricing",
    "litigation",
    "freedom to operate",
    "drawings",
  ])("%s", (query) => {
    const suggestions = suggested(query);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(top(query, suggestions.length)).toEqual(suggestions);
  });
});

describe("result pages", () => {
  it("reaches every match, a page at a time, each once", () => {
    const first = searchSite("trademark");
    expect(first.total).toBeGreaterThan(RESULTS_SHOWN);
    expect(first.pages).toBe(Math.ceil(first.total / RESULTS_SHOWN));
    const all = Array.from({ length: first.pages }, (_, i) => searchSite("trademark", i + 1));
    const paths = all.flatMap((p) => p.results.map((r) => r.path));
    expect(paths).toHaveLength(first.total);
    expect(new Set(paths).size).toBe(first.total);
    expect(all[1]!.first).toBe(RESULTS_SHOWN + 1);
    expect(all.map((p) => p.page)).toEqual(all.map((_, i) => i + 1));
  });

  it("shows the last page for a page past it, and reads a bad page number as the first", () => {
    const last = searchSite("trademark", 99);
    expect(last.page).toBe(last.pages);
    expect(last.results.length).toBeGreaterThan(0);
    expect(
      ["2", "0", "-1", "x", "1.5", undefined, ["3", "4"], "1e3", "0x10", " 2", "02", "1e400"].map(
        readPage,
      ),
    ).toEqual([2, 1, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1]);
  });
});
