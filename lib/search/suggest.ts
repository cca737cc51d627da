import { buildIndex, search, type SearchIndex } from "./rank";
import { markWords, type TextPart } from "./highlight";

/**
 * The compact index the header's suggestions load from /search-index.json: per page its path,
 * title, section (by position in `sections`) and a few keywords. Safe for the browser.
 */
export interface CompactIndex {
  sections: string[];
  pages: [path: string, title: string, section: number, keywords: string][];
}

export interface Suggestion {
  path: string;
  title: string;
  section: string;
  keywords: string;
}

export interface SuggestionMatch extends Suggestion {
  /** The title with the words the query matched marked. */
  titleParts: TextPart[];
}

export function suggestionIndex(compact: CompactIndex): SearchIndex<Suggestion> {
  const pages = compact.pages.map(([path, title, section, keywords]) => ({
    path,
    title,
    section: compact.sections[section] ?? "",
    keywords,
  }));
  return buildIndex(pages, [
    { weight: 10, text: (p) => p.title },
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
