import { COMPOUND, compoundWords } from "./normalize";

/** A run of text, marked when it is a word the query matched. */
export interface TextPart {
  text: string;
  mark?: boolean;
}

/** Which query term (by index) a compound of the text matched, or undefined. */
function termOf(compound: string, words: ReadonlyMap<string, number>): number | undefined {
  for (const word of compoundWords(compound)) {
    const term = words.get(word);
    if (term !== undefined) return term;
  }
  return undefined;
}

/** Splits text into runs, marking the words the query matched (by their indexed form). */
export function markWords(text: string, words: ReadonlyMap<string, number>): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(COMPOUND)) {
    if (termOf(match[0], words) === undefined) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A short passage showing why a page matched: from the source covering the most query terms
 * (earlier sources win ties, so a matching description comes first), cut to about `maxWords`
 * words around its matches, with the matched words marked.
 */
export function excerpt(
  sources: readonly string[],
  words: ReadonlyMap<string, number>,
  maxWords = 30,
): TextPart[] {
  let best = { tokens: [] as string[], terms: [] as (number | undefined)[], covered: -1 };
  for (const source of sources) {
    const tokens = source.split(/\s+/).filter(Boolean);
    const terms = tokens.map((token) => {
      const compound = token.match(COMPOUND);
      return compound
        ? compound.map((c) => termOf(c, words)).find((t) => t !== undefined)
        : undefined;
    });
    // Whole sentences read better than headings that cover as much.
    const covered =
      new Set(terms.filter((t) => t !== undefined)).size + (tokens.length >= 10 ? 0.5 : 0);
    if (covered > best.covered) best = { tokens, terms, covered };
  }
  const { tokens, terms } = best;

  // The window of `maxWords` tokens covering the most distinct terms, opened a little before its first match.
  let start = 0;
  let bestCover = 0;
  terms.forEach((term, i) => {
    if (term === undefined) return;
    const from = Math.max(0, i - 6);
    const cover = new Set(terms.slice(from, from + maxWords).filter((t) => t !== undefined)).size;
    if (cover > bestCover) [start, bestCover] = [from, cover];
  });
  const end = Math.min(tokens.length, start + maxWords);
  const text =
    (start > 0 ? "… " : "") +
    tokens.slice(start, end).join(" ") +
    (end < tokens.length ? " …" : "");
  return markWords(text, words);
}
