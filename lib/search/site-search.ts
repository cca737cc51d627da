import type { PageKind } from "@/lib/content/registry";
import { rankingIndex, searchPageIndex } from "./documents";
import { excerpt, markWords, type TextPart } from "./highlight";
import { search } from "./rank";

export interface SiteSearchResult {
  path: string;
  title: string;
  section: string;
  kind: PageKind;
  titleParts: TextPart[];
  excerpt: TextPart[];
}

export interface SiteSearch {
  query: string;
  /** Every page that matched; `results` holds one page of them. */
  total: number;
  /** Which page of results this is, from 1, and how many pages there are. */
  page: number;
  pages: number;
  /** The position of `results[0]` among all matches, from 1. */
  first: number;
  results: SiteSearchResult[];
  /** No page matched every word: these match some of them. */
  partial: boolean;
  /** Mistyped words and what they were read as, in query order. */
  corrections: { typed: string; read: string }[];
}

export const RESULTS_SHOWN = 20;

/** The `page` search parameter: a whole number from 1; anything else reads as 1. */
export function readPage(value: string | string[] | undefined): number {
  const first = Array.isArray(value) ? value[0] : value;
  // Digits only: Number() also reads `1e3`, `0x10` and ` 2 `, which no link here writes.
  return first !== undefined && /^[1-9][0-9]{0,5}$/.test(first) ? Number(first) : 1;
}

/**
 * The /search page's answer: ranked pages with marked titles and excerpts, `RESULTS_SHOWN` at a
 * time. A page past the last shows the last, so an old link still shows results.
 *
 * The order is the site's one ranking, the header's suggestions' (`rankingIndex`), so both lead
 * with the same pages; the pages only the full text finds (a word deep in a page's body) follow.
 */
export function searchSite(query: string, page = 1): SiteSearch {
  const found = search(searchPageIndex(), query, Number.POSITIVE_INFINITY);
  const ranked = search(rankingIndex(), query, Number.POSITIVE_INFINITY);
  // Where the ranking matches only some words and the full text all of them, the full text's
  // complete matches come first (the suggestions show nothing then).
  if (!(ranked.partial && !found.partial)) {
    const byPath = new Map(found.hits.map((hit) => [hit.doc.path, hit]));
    const first = ranked.hits.flatMap((hit) => byPath.get(hit.doc.path) ?? []);
    const leading = new Set(first.map((hit) => hit.doc.path));
    found.hits = [...first, ...found.hits.filter((hit) => !leading.has(hit.doc.path))];
  }
  const pages = Math.max(1, Math.ceil(found.hits.length / RESULTS_SHOWN));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = (shown - 1) * RESULTS_SHOWN;
  return {
    query,
    total: found.hits.length,
    page: shown,
    pages,
    first: start + 1,
    partial: found.partial,
    corrections: [...found.corrections].map(([typed, read]) => ({ typed, read })),
    results: found.hits.slice(start, start + RESULTS_SHOWN).map(({ doc }) => ({
      path: doc.path,
      title: doc.title,
      section: doc.section,
      kind: doc.kind,
      titleParts: markWords(doc.title, found.words),
      excerpt: excerpt(doc.passages, found.words),
    })),
  };
}
