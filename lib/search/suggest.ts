import { buildIndex, search, type SearchIndex } from "./rank";
import { markWords, type TextPart } from "./highlight";

/**
 * The compact index the header's suggestions load from /search-index.json: per page its path,
 * title, section (by position in `sections`), the words the page declares it is found by
 * (`terms`: its own search terms, see `searchTerms` in lib/search/documents.ts) and keywords.
 * Safe for the browser. It is also what /search ranks by (lib/search/site-search.ts), so both
 * put the same pages first.
 */
export interface CompactIndex {
  sections: string[];
  pages: [path: string, title: string, section: number, terms: string, keywords: string][];
}

export interface Suggestion {
  path: string;
  title: string;
  section: string;
  terms: string;
  keywords: string;
}

export interface SuggestionMatch extends Suggestion {
  /** The title with the words the query matched marked. */
  titleParts: TextPart[];
}

/**
 * The site's one ranking, over the compact index: a word of the title counts most, then a
 * search term the page declares (what the page is about: "PCT" on the PCT filing pages), then
 * its section, then a keyword (its description's words and its body's most distinctive ones).
 */
export function suggestionIndex(compact: CompactIndex): SearchIndex<Suggestion> {
  const pages = compact.pages.map(([path, title, section, terms, keywords]) => ({
    path,
    title,
    section: compact.sections[section] ?? "",
    terms,
    keywords,
  }));
  return buildIndex(pages, [
    { weight: 10, text: (p) => p.title },
    { weight: 6, text: (p) => p.terms },
    { weight: 3, text: (p) => p.section, group: true },
    { weight: 3, text: (p) => p.keywords },
  ]);
}

/** The best few pages for what has been typed so far; none for a partial match. */
export function suggest(
  index: SearchIndex<Suggestion>,
  query: string,
  limit = 7,
): SuggestionMatch[] {
  const result = search(index, query, limit);
  if (result.partial) return [];
  return result.hits.map(({ doc }) => ({ ...doc, titleParts: markWords(doc.title, result.words) }));
}
