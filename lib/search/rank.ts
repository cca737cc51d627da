import { matchQuality, QUALITY } from "./match";
import { queryTerms, STOPWORDS, tokenize } from "./normalize";

/** A searchable field of a document and how much a match in it counts. */
export interface FieldSpec<D> {
  weight: number;
  text: (doc: D) => string;
  /** The document's group (a service group's name): a query naming it leads with its pages. */
  group?: boolean;
}

interface IndexedDoc<D> {
  doc: D;
  /** Per field: indexed word -> how often it occurs. */
  fields: Map<string, number>[];
  /** The first field (the title), folded, for whole-phrase matches. */
  title: string;
  titleLength: number;
  /** The first document of its group: the page the group's links lead to, its overview. */
  lead: boolean;
  /** Position in the documents given: the menus' order. */
  order: number;
}

export interface SearchIndex<D> {
  docs: IndexedDoc<D>[];
  weights: number[];
  /** Which fields hold the group. */
  groups: boolean[];
  vocabulary: Set<string>;
}

export interface SearchHit<D> {
  doc: D;
  score: number;
  /** How many of the query's terms the document matched. */
  matched: number;
}

export interface SearchResult<D> {
  terms: string[];
  hits: SearchHit<D>[];
  /** True when no document matched every term, so the hits match only some of them. */
  partial: boolean;
  /** Indexed words the query matched, each with the index of the term it matched: for highlighting. */
  words: Map<string, number>;
  /** Mistyped terms and the indexed word each was taken for ("trademrk" -> "trademark"). */
  corrections: Map<string, string>;
}

function countWords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of tokenize(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Indexes documents once; the first field is treated as the title. */
export function buildIndex<D>(docs: readonly D[], fields: readonly FieldSpec<D>[]): SearchIndex<D> {
  const vocabulary = new Set<string>();
  const groupsSeen = new Set<string>();
  const groupField = fields.find((f) => f.group);
  const indexed = docs.map((doc, order) => {
    const counts = fields.map((field) => countWords(field.text(doc)));
    for (const field of counts) for (const word of field.keys()) vocabulary.add(word);
    const title = tokenize(fields[0]?.text(doc) ?? "").filter((w) => !STOPWORDS.has(w));
    const group = groupField?.text(doc);
    const lead = group !== undefined && !groupsSeen.has(group);
    if (group !== undefined) groupsSeen.add(group);
    return {
      doc,
      fields: counts,
      title: title.join(" "),
      titleLength: Math.max(1, title.length),
      lead,
      order,
    };
  });
  return {
    docs: indexed,
    weights: fields.map((f) => f.weight),
    groups: fields.map((f) => f.group === true),
    vocabulary,
  };
}

/** Indexed words matching one term, with the quality of each match. */
function wordsMatching<D>(
  index: SearchIndex<D>,
  term: string,
  isLast: boolean,
): Map<string, number> {
  // Typos are forgiven only for words the site never uses: "patent" must not also find "latent".
  const typos = !index.vocabulary.has(term);
  const matches = new Map<string, number>();
  for (const word of index.vocabulary) {
    const quality = matchQuality(term, word, { prefix: isLast, typos });
    if (quality > 0) matches.set(word, quality);
  }
  return matches;
}

/** Repeated mentions count, with diminishing returns. */
const frequencyBoost = (count: number) => 1 + Math.min(Math.log(count), 2.5) * 0.4;

/**
 * Ranks documents for a query. Every term must match somewhere (word order is free); when
 * no document matches them all, documents matching the most terms come back marked partial.
 */
export function search<D>(index: SearchIndex<D>, query: string, limit = 50): SearchResult<D> {
  const terms = queryTerms(query);
  const empty = { terms, hits: [], partial: false, words: new Map(), corrections: new Map() };
  if (terms.length === 0) return empty;

  const termMatches = terms.map((term, i) => wordsMatching(index, term, i === terms.length - 1));
  const words = new Map<string, number>();
  const corrections = new Map<string, string>();
  termMatches.forEach((matches, i) => {
    for (const word of matches.keys()) if (!words.has(word)) words.set(word, i);
    const [closest] = [...matches].sort((a, b) => b[1] - a[1] || a[0].length - b[0].length);
    if (closest && closest[1] <= QUALITY.typo) corrections.set(terms[i]!, closest[0]);
  });

  const scored = index.docs.map((entry) => {
    let matched = 0;
    let inTitle = 0;
    let inGroup = 0;
    let inTitleOrGroup = 0;
    const termScores = termMatches.map((matches) => {
      // The best field counts in full, further fields a little: a page about trademarks says so
      // in its title, description and body, a page that merely mentions them only once.
      const fieldScores = entry.fields.map((field, f) => {
        let best = 0;
        for (const [word, quality] of matches) {
          const count = field.get(word);
          if (count) best = Math.max(best, index.weights[f]! * quality * frequencyBoost(count));
        }
        return best;
      });
      const best = Math.max(...fieldScores);
      if (best > 0) matched++;
      if (fieldScores[0]! > 0) inTitle++;
      const group = fieldScores.some((score, f) => score > 0 && index.groups[f]);
      if (group) inGroup++;
      if (group || fieldScores[0]! > 0) inTitleOrGroup++;
      return best + 0.25 * (fieldScores.reduce((sum, value) => sum + value, 0) - best);
    });
    return { entry, matched, inTitle, inGroup, inTitleOrGroup, termScores };
  });

  // Rare terms say more about a page than words on every page.
  const total = index.docs.length;
  const rarity = terms.map((_, t) => {
    const found = scored.filter((s) => s.termScores[t]! > 0).length;
    return Math.log(1 + total / (1 + found));
  });
  const phrase = terms.join(" ");

  const hits = scored
    .filter((s) => s.matched > 0)
    .map((s) => {
      let score = s.termScores.reduce((sum, value, t) => sum + value * rarity[t]!, 0);
      // A title made of the query's words beats a longer title that also contains them.
      if (s.inTitle === terms.length) score *= 1 + Math.min(1, terms.length / s.entry.titleLength);
      if (s.entry.title === phrase) score *= 1.5;
      else if (s.entry.title.includes(phrase) && terms.length > 1) score *= 1.2;
      // Tiers before scores: the page the query names, the group it names, then pages whose
      // title and group hold every word, then the rest ("patent litigation" leads with that
      // group's pages).
      // A page titled with exactly the query comes before them all ("insights", "careers").
      const tier =
        s.entry.title === phrase
          ? 3
          : s.inGroup === terms.length
            ? 2
            : s.inTitleOrGroup === terms.length
              ? 1
              : 0;
      // Among the pages of the groups a query names ("patent" names five), each group's first
      // page leads, in the menus' order, when its title holds the words too: "patent" opens
      // Patent Drafting, "trademark" Trademark Filing, rather than whichever page repeats the
      // word most often.
      const lead = tier === 2 && s.inTitle === terms.length && s.entry.lead;
      return { doc: s.entry.doc, score, matched: s.matched, tier, lead, order: s.entry.order };
    });

  const complete = hits.filter((h) => h.matched === terms.length);
  const partial = complete.length === 0 && terms.length > 1;
  const ranked = (partial ? hits : complete).sort(
    (a, b) =>
      b.matched - a.matched ||
      b.tier - a.tier ||
      Number(b.lead) - Number(a.lead) ||
      (a.lead && b.lead ? a.order - b.order : b.score - a.score),
  );
  return {
    terms,
    hits: ranked.slice(0, limit).map(({ doc, score, matched }) => ({ doc, score, matched })),
    partial,
    words,
    corrections,
  };
}
