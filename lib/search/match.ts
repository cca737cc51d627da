import { editDistance, prefixDistance } from "./distance";

/** Typos forgiven in a query word: none under 5 letters, one from 5, two from 8. */
export function allowedTypos(length: number): number {
  if (length >= 8) return 2;
  if (length >= 5) return 1;
  return 0;
}

/** Plural and singular meet: "searches" and "search", "marks" and "mark". */
export function stem(word: string): string {
  if (word.length > 4 && /(?:ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

export const QUALITY = {
  exact: 1,
  stem: 0.95,
  related: 0.85,
  prefix: 0.8,
  typo: 0.6,
  typoPrefix: 0.45,
} as const;

export interface MatchOptions {
  /** The word may be the start of a longer one (the last word of a query being typed). */
  prefix: boolean;
  /** Typos are forgiven (the term is not itself an indexed word). */
  typos: boolean;
}

/**
 * Words of one family: one is the other plus one or two letters, both at least four letters
 * long ("india" and "indian", "search" and "searched"). Any query word, not only the last.
 */
export function related(term: string, word: string): boolean {
  const [short, long] = term.length <= word.length ? [term, word] : [word, term];
  return short.length >= 4 && long.length - short.length <= 2 && long.startsWith(short);
}

/** How well a query term matches an indexed word: 0 (not at all) to 1 (the same word). */
export function matchQuality(term: string, word: string, options: MatchOptions): number {
  if (term === word) return QUALITY.exact;
  if (stem(term) === stem(word)) return QUALITY.stem;
  if (related(term, word)) return QUALITY.related;
  if (options.prefix && term.length >= 2 && word.startsWith(term)) return QUALITY.prefix;
  if (!options.typos) return 0;
  const allowed = allowedTypos(term.length);
  if (allowed === 0) return 0;
  const distance = editDistance(term, word, allowed);
  if (distance <= allowed) return distance === 1 ? QUALITY.typo : QUALITY.typo - 0.1;
  // "trademr" is a mistyped start of "trademark".
  if (
    options.prefix &&
    word.length > term.length &&
    prefixDistance(term, word, allowed) <= allowed
  ) {
    return QUALITY.typoPrefix;
  }
  return 0;
}
