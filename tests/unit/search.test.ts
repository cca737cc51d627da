import { describe, expect, it } from "vitest";
import { editDistance, prefixDistance } from "@/lib/search/distance";
import { allowedTypos, matchQuality } from "@/lib/search/match";
import { fold, queryTerms, tokenize } from "@/lib/search/normalize";
import { readQuery } from "@/lib/search/query";
import { buildIndex, search } from "@/lib/search/rank";

describe("normalization", () => {
  it("folds case and accents", () => {
    expect(fold("Résumé ÉCOLE")).toBe("resume ecole");
    expect(tokenize("Pátent DRAFTING")).toEqual(["patent", "drafting"]);
  });

  it("indexes joined words both apart and together", () => {
    expect(tokenize("WIPO ST.26 and state-of-the-art")).toEqual(
      expect.arrayContaining(["st", "26", "st26", "state", "art", "stateoftheart"]),
    );
  });

  it("drops stopwords from queries unless nothing else is left", () => {
    expect(queryTerms("the cost of a trademark search")).toEqual(["cost", "trademark", "search"]);
    expect(queryTerms("who we are")).toEqual(["who", "we", "are"]);
    expect(queryTerms("Patent PATENT patent")).toEqual(["patent"]);
  });

  it("reads the query parameter as one short line", () => {
    expect(readQuery(["  patent \n drafting ", "ignored"])).toBe("patent drafting");
    expect(readQuery(undefined)).toBe("");
    expect(readQuery("x".repeat(500))).toHaveLength(100);
  });
});

describe("typo tolerance", () => {
  const whole = { prefix: false, typos: true };

  it("measures Damerau-Levenshtein distance, a swap of neighbours costing one", () => {
    expect(editDistance("trademrk", "trademark", 2)).toBe(1);
    expect(editDistance("patnet", "patent", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
    expect(editDistance("kitten", "sitting", 1)).toBe(2); // capped at max + 1
    expect(prefixDistance("trademr", "trademarks", 1)).toBe(1);
  });

  it("forgives one typo from five letters and two from eight, none below five", () => {
    expect([4, 5, 7, 8, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
    expect(matchQuality("trademrk", "trademark", whole)).toBeGreaterThan(0);
    expect(matchQuality("tardemrak", "trademark", whole)).toBeGreaterThan(0); // 9 letters, 2 typos
    expect(matchQuality("patnet", "patent", whole)).toBeGreaterThan(0); // 6 letters, 1 swap
    expect(matchQuality("ptnt", "pant", whole)).toBe(0); // 4 letters: exact only
    expect(matchQuality("tradmrk", "trademark", whole)).toBe(0); // 7 letters, 2 typos
  });

  it("matches plurals and, for the word being typed, starts of words", () => {
    expect(matchQuality("searches", "search", whole)).toBeGreaterThan(0);
    expect(matchQuality("trade", "trademark", whole)).toBe(0);
    expect(matchQuality("trade", "trademark", { prefix: true, typos: false })).toBeGreaterThan(0);
    expect(matchQuality("tradema", "trademark", { prefix: true, typos: false })).toBeGreaterThan(
      matchQuality("tradmea", "trademark", { prefix: true, typos: true }),
    );
  });

  it("matches words of one family, a letter or two apart, whatever the word's place", () => {
    expect(matchQuality("india", "indian", whole)).toBeGreaterThan(0);
    expect(matchQuality("indian", "india", whole)).toBeGreaterThan(0);
    expect(matchQuality("search", "searched", whole)).toBeGreaterThan(0);
    expect(matchQuality("india", "indians", whole)).toBeGreaterThan(0);
    expect(matchQuality("india", "indiana", { prefix: false, typos: false })).toBeGreaterThan(0);
    expect(matchQuality("law", "lawyer", { prefix: false, typos: false })).toBe(0);
    expect(matchQuality("trade", "trademark", { prefix: false, typos: false })).toBe(0);
    expect(matchQuality("india", "indian", whole)).toBeLessThan(
      matchQuality("india", "india", whole),
    );
  });

  it("ranks exact words above typos above unrelated words", () => {
    const exact = matchQuality("patent", "patent", whole);
    const typo = matchQuality("patnet", "patent", whole);
    expect(exact).toBeGreaterThan(typo);
    expect(typo).toBeGreaterThan(matchQuality("patent", "latent", { prefix: false, typos: false }));
  });
});

describe("ranking (small fixture)", () => {
  const docs = [
    { title: "Trademark Search", body: "Clearance before filing a mark." },
    { title: "Patent Search", body: "Prior art for a trademark-free invention." },
    { title: "Latent Defects", body: "Contracts and warranties." },
    { title: "Design Registration", body: "Industrial designs at the EUIPO." },
  ];
  const index = buildIndex(docs, [
    { weight: 10, text: (d) => d.title },
    { weight: 1, text: (d) => d.body },
  ]);
  const titles = (query: string) => search(index, query).hits.map((h) => h.doc.title);

  it("puts a title match above a mention in the body", () => {
    expect(titles("trademark")).toEqual(["Trademark Search", "Patent Search"]);
  });

  it("requires every word, in any order", () => {
    expect(titles("search trademark")).toEqual(["Trademark Search", "Patent Search"]);
    expect(titles("design euipo")).toEqual(["Design Registration"]);
  });

  it("does not take a real word for a typo of another", () => {
    expect(titles("patent")).toEqual(["Patent Search"]);
  });

  it("falls back to pages matching some words, and says so", () => {
    const result = search(index, "design zebra");
    expect(result.partial).toBe(true);
    expect(result.hits.map((h) => h.doc.title)).toEqual(["Design Registration"]);
    expect(search(index, "zebra").hits).toEqual([]);
    expect(search(index, "zebra").partial).toBe(false);
  });

  it("reports what a mistyped word was read as", () => {
    expect(search(index, "trademrk").corrections.get("trademrk")).toBe("trademark");
    expect(search(index, "trademark").corrections.size).toBe(0);
  });

  it("returns nothing for an empty or punctuation-only query", () => {
    expect(search(index, "").hits).toEqual([]);
    expect(search(index, " ?! ").hits).toEqual([]);
  });
});

describe("ranking by group (small fixture)", () => {
  const docs = [
    {
      title: "Drafting Claims",
      group: "Prosecution",
      body: "Patent litigation tests every claim.",
    },
    { title: "Litigation Support in India", group: "Indian Patent", body: "Court work." },
    { title: "Due Diligence", group: "Patent Litigation", body: "Before a deal." },
  ];
  const index = buildIndex(docs, [
    { weight: 10, text: (d) => d.title },
    { weight: 3, text: (d) => d.group, group: true },
    { weight: 1, text: (d) => d.body },
  ]);
  const titles = (query: string) => search(index, query).hits.map((h) => h.doc.title);

  it("leads with the group the query names, then titles and groups holding every word", () => {
    expect(titles("patent litigation")).toEqual([
      "Due Diligence",
      "Litigation Support in India",
      "Drafting Claims",
    ]);
  });

  it("ranks a title match above a body mention even when the body repeats the word", () => {
    expect(titles("india")).toEqual(["Litigation Support in India"]);
    expect(titles("claim")).toEqual(["Drafting Claims"]);
  });
});
