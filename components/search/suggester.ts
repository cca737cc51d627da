import type { SearchIndex } from "@/lib/search/rank";
import { suggestionIndex, type CompactIndex, type Suggestion } from "@/lib/search/suggest";

let loading: Promise<SearchIndex<Suggestion>> | undefined;

/** Fetches /search-index.json once per page load, the first time a search box is focused. */
export function loadSuggestionIndex(): Promise<SearchIndex<Suggestion>> {
  loading ??= fetch("/search-index.json")
    .then((response) => {
      if (!response.ok) throw new Error(`Search index: HTTP ${response.status}`);
      return response.json() as Promise<CompactIndex>;
    })
    .then(suggestionIndex)
    .catch((error: unknown) => {
      loading = undefined; // try again on the next focus
      throw error;
    });
  return loading;
}
