import type { CompactIndex, SuggestionMatch } from "@/lib/search/suggest";

/** Ranks the pages of the compact index against what a search box holds. */
export type Suggester = (query: string) => SuggestionMatch[];

let loading: Promise<Suggester> | undefined;

/**
 * Fetches /search-index.json and the ranking code once per page load, the first time a search
 * box is focused: neither is part of the page's first load.
 */
export function loadSuggester(): Promise<Suggester> {
  loading ??= Promise.all([
    fetch("/search-index.json").then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json() as Promise<CompactIndex>;
    }),
    import("@/lib/search/suggest"),
  ])
    .then(([compact, { suggest, suggestionIndex }]) => {
      const index = suggestionIndex(compact);
      return (query: string) => suggest(index, query);
    })
    .catch((error: unknown) => {
      loading = undefined; // try again on the next focus
      throw error;
    });
  return loading;
}
