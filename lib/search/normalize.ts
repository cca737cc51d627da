/**
 * Text normalization shared by the search index, the ranking and the highlighting, on the
 * server and in the browser: it must not import the registry.
 */

/** Lower case with accents removed: "Résumé" -> "resume". */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** A word, or words joined by `.`, `-`, `/` or an apostrophe: "ST.26", "state-of-the-art". */
export const COMPOUND = /[\p{L}\p{N}]+(?:['’.\-/][\p{L}\p{N}]+)*/gu;
const PART = /[\p{L}\p{N}]+/gu;
const POSSESSIVE = /['’]s$/u;

/** Words too common to rank by; a query made only of them is still searched. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be by can do does for from how i in into is it its me my of on or our " +
    "that the their them they this to was we what when where which who will with you your"
  ).split(" "),
);

const isIndexable = (word: string) => word.length > 1 || /\d/.test(word);

/**
 * The index words of one compound: its folded parts and, when it has several, the parts
 * joined ("ST.26" -> st, 26, st26), so queries written either way find it.
 */
export function compoundWords(compound: string): string[] {
  const folded = fold(compound.replace(POSSESSIVE, ""));
  const parts = folded.match(PART) ?? [];
  const words = parts.filter(isIndexable);
  if (parts.length > 1) words.push(parts.join(""));
  return words;
}

/** Folded words of a text, in order, repeats kept. */
export function tokenize(text: string): string[] {
  return (text.match(COMPOUND) ?? []).flatMap(compoundWords);
}

/** The terms a query searches for: distinct words, stopwords dropped unless nothing else is left. */
export function queryTerms(query: string): string[] {
  const words = [...new Set((query.match(COMPOUND) ?? []).flatMap(queryWordsOf))];
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  return meaningful.length > 0 ? meaningful : words;
}

/** A query compound searches as its joined form only when written joined ("st26"), else by parts. */
function queryWordsOf(compound: string): string[] {
  return (fold(compound.replace(POSSESSIVE, "")).match(PART) ?? []).filter(isIndexable);
}
