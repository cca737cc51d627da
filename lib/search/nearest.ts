import { editDistance } from "./distance";
import { matchQuality } from "./match";
import { fold, queryTerms, tokenize } from "./normalize";
import { search } from "./rank";
import { suggestionIndex, type CompactIndex } from "./suggest";

/**
 * Nearest registered pages for a path nobody registered, for the page not found. Safe for the
 * browser: it reads the compact index the search box loads, and a few menu names.
 */

/** A menu or service group by name, with the paths of the pages under it. */
export interface NamedMenu {
  title: string;
  paths: string[];
}

/** A registered page offered on the page not found. */
export interface NearPage {
  path: string;
  title: string;
}

/** Edit distance allowed between a mistyped slug and a page's: more for longer slugs. */
const slugTypos = (length: number) => (length >= 12 ? 3 : length >= 6 ? 2 : 1);

/** Every term is a word of the name or of its family; no typos: "contact" is not "contract". */
function names(terms: string[], name: string): boolean {
  const words = tokenize(name);
  return terms.every((term) =>
    words.some((word) => matchQuality(term, word, { prefix: false, typos: false }) > 0),
  );
}

/**
 * Best first: pages whose slug is a typo of the path's last segment ("/trademark-renwal"),
 * then the pages of a menu or service group the path names ("/about-us"), then the best
 * pages for the path's words. Nothing when none of these finds anything; never the home page.
 */
export function nearestPages(
  compact: CompactIndex,
  menus: readonly NamedMenu[],
  pathname: string,
  limit = 5,
): NearPage[] {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: use the path as it came.
  }
  const segments = fold(decoded)
    .replace(/\.(html?|php|aspx?)$/, "")
    .split("/")
    .filter(Boolean)
    .slice(0, 4);
  const slug = segments.at(-1)?.slice(0, 80);
  if (!slug) return [];
  const titles = new Map(compact.pages.map(([path, title]) => [path, title]));
  const found: string[] = [];

  const max = slugTypos(slug.length);
  compact.pages
    .map(([path]) => ({ path, distance: editDistance(slug, path.slice(1), max) }))
    .filter((c) => c.distance <= max)
    .sort((a, b) => a.distance - b.distance)
    .forEach((c) => found.push(c.path));

  const words = segments.join(" ").replace(/[-_+.]+/g, " ");
  const terms = queryTerms(words);
  if (terms.length > 0)
    for (const menu of menus) if (names(terms, menu.title)) found.push(...menu.paths);

  const pages = search(suggestionIndex(compact), words, limit);
  if (!pages.partial) for (const hit of pages.hits) found.push(hit.doc.path);

  return [...new Set(found)]
    .filter((path) => path !== "/" && titles.has(path))
    .slice(0, limit)
    .map((path) => ({ path, title: titles.get(path)! }));
}
