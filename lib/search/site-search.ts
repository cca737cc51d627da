import type { PageKind } from "@/lib/registry";
import { searchPageIndex } from "./documents";
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
 */
export function searchSite(query: string, page = 1): SiteSearch {
  const found = search(searchPageIndex(), query, Number.POSITIVE_INFINITY);
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
