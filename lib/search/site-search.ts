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
  /** Every page that matched; `results` holds the best of them. */
  total: number;
  results: SiteSearchResult[];
  /** No page matched every word: these match some of them. */
  partial: boolean;
  /** Mistyped words and what they were read as, in query order. */
  corrections: { typed: string; read: string }[];
}

export const RESULTS_SHOWN = 20;

/** The /search page's answer: ranked pages with marked titles and excerpts. */
export function searchSite(query: string): SiteSearch {
  const found = search(searchPageIndex(), query, Number.POSITIVE_INFINITY);
  return {
    query,
    total: found.hits.length,
    partial: found.partial,
    corrections: [...found.corrections].map(([typed, read]) => ({ typed, read })),
    results: found.hits.slice(0, RESULTS_SHOWN).map(({ doc }) => ({
      path: doc.path,
      title: doc.title,
      section: doc.section,
      kind: doc.kind,
      titleParts: markWords(doc.title, found.words),
      excerpt: excerpt(doc.passages, found.words),
    })),
  };
}
