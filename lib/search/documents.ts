import type { Block, CompanyPageEntry } from "@/content/types";
import { audienceBlocks, blockTexts, parseInline } from "@/lib/content/content-text";
import {
  allEntries,
  companyPages,
  insightBySlug,
  legalPages,
  pageBySlug,
  type RegistryEntry,
} from "@/lib/content/registry";
import { STOPWORDS, tokenize } from "./normalize";
import { buildIndex, type SearchIndex } from "./rank";
import { suggestionIndex, type CompactIndex, type Suggestion } from "./suggest";

/** A registered page as search sees it: its registry entry and its visible text in passages. */
export interface SearchPage extends RegistryEntry {
  /** The description first, then the tagline and each block's text, links reduced to their labels. */
  passages: string[];
  /** The words the page declares it is found by (see `searchTermsOf`). */
  terms: string;
}

const plain = (text: string) =>
  parseInline(text)
    .map((part) => part.text)
    .join("");

const blockPassages = (blocks: readonly Block[]) => blocks.flatMap(blockTexts).map(plain);

function passagesOf(entry: RegistryEntry): string[] {
  const found = pageBySlug(entry.path.slice(1));
  if (found?.kind === "service") {
    const { page } = found;
    return [
      page.tagline,
      ...(page.searchTerms ? [page.searchTerms] : []),
      ...blockPassages(page.body),
      ...blockPassages(page.whyUs ?? []),
    ];
  }
  if (found?.kind === "audience") {
    return [found.page.label, found.page.tagline, ...blockPassages(audienceBlocks(found.page))];
  }
  if (entry.kind === "insight") {
    const insight = insightBySlug(entry.path.slice("/insights/".length));
    return insight ? blockPassages(insight.body) : [];
  }
  if (entry.kind === "legal") {
    const legal = legalPages.find((p) => `/${p.slug}` === entry.path);
    return legal ? [legal.tagline, ...blockPassages(legal.body)] : [];
  }
  const company = (companyPages as readonly CompanyPageEntry[]).find((p) => p.path === entry.path);
  return company?.searchText ? [company.searchText] : [];
}

/**
 * The words a page says it is found by: a service page's `searchTerms`, a company page's
 * `searchText` (the search words of a page whose text is not content blocks).
 */
function searchTermsOf(entry: RegistryEntry): string {
  const found = pageBySlug(entry.path.slice(1));
  if (found?.kind === "service") return found.page.searchTerms ?? "";
  const company = (companyPages as readonly CompanyPageEntry[]).find((p) => p.path === entry.path);
  return company?.searchText ?? "";
}

/** Every registered page with its text, in registry order. */
export function searchPages(): SearchPage[] {
  return allEntries().map((entry) => ({
    ...entry,
    passages: [entry.description, ...passagesOf(entry)],
    terms: searchTermsOf(entry),
  }));
}

let pageIndex: SearchIndex<SearchPage> | undefined;

/**
 * The full-text index behind /search: title, section, description, then body text. /search
 * lists first the pages the site's one ranking (`rankingIndex`) finds, in its order, then the
 * pages only the full text finds, in this index's order.
 */
export function searchPageIndex(): SearchIndex<SearchPage> {
  pageIndex ??= buildIndex(searchPages(), [
    { weight: 10, text: (p) => p.title },
    { weight: 3, text: (p) => p.section, group: true },
    { weight: 4, text: (p) => p.description },
    { weight: 1, text: (p) => p.passages.slice(1).join(" ") },
  ]);
  return pageIndex;
}

const BODY_KEYWORDS = 8;

/**
 * The index behind the header's suggestions: keywords are the description's words and the
 * body's most distinctive ones, minus words already in the title or section.
 */
export function compactIndex(): CompactIndex {
  const pages = searchPages();
  const sections = [...new Set(pages.map((p) => p.section))];
  const bodyWords = pages.map((p) => tokenize(p.passages.slice(1).join(" ")));
  const pagesWith = new Map<string, number>();
  for (const words of bodyWords)
    for (const w of new Set(words)) pagesWith.set(w, (pagesWith.get(w) ?? 0) + 1);

  return {
    sections,
    pages: pages.map((page, i) => {
      const known = new Set([...tokenize(page.title), ...tokenize(page.section), ...STOPWORDS]);
      const terms = [...new Set(tokenize(page.terms))].filter((w) => !known.has(w));
      const counts = new Map<string, number>();
      for (const w of bodyWords[i]!) counts.set(w, (counts.get(w) ?? 0) + 1);
      const distinctive = [...counts]
        .filter(([w]) => !/^\d+$/.test(w) && w.length > 2)
        .map(([w, n]) => [w, n * Math.log(pages.length / pagesWith.get(w)!)] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, BODY_KEYWORDS)
        .map(([w]) => w);
      const keywords = [...new Set([...tokenize(page.description), ...distinctive])].filter(
        (w) => !known.has(w),
      );
      return [
        page.path,
        page.title,
        sections.indexOf(page.section),
        terms.join(" "),
        keywords.join(" "),
      ];
    }),
  };
}

let ranking: SearchIndex<Suggestion> | undefined;

/** The site's one ranking on the server: the header's suggestions rank with the same index. */
export function rankingIndex(): SearchIndex<Suggestion> {
  ranking ??= suggestionIndex(compactIndex());
  return ranking;
}
