import { Link } from "@/components/ui/link";
import arrowRightIcon from "@/components/ui/icons/arrow-right";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { SiteSearch } from "@/lib/search/site-search";
import { HighlightedText } from "./highlighted-text";

/** Ranked results: section, title linking to the page, and an excerpt with the matches marked. */
export function SearchResults({ search }: { search: SiteSearch }) {
  const { query, total, results, partial } = search;
  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="text-brand-900 text-2xl font-semibold">
        {total === 1 ? "1 page" : `${total} pages`} {partial ? "match some of" : "match"} “{query}”
      </h2>
      {search.corrections.length > 0 && (
        <p className="text-muted mt-2">
          Searched for{" "}
          {search.corrections.map(({ typed, read }, i) => (
            <span key={typed}>
              {i > 0 && ", and "}
              {"“"}
              <span className="text-ink font-medium">{read}</span>
              {`” instead of “${typed}”`}
            </span>
          ))}
          .
        </p>
      )}
      {partial && (
        <p className="text-muted mt-2">
          No page contains every word you searched for, so these pages match some of them.
        </p>
      )}
      {total > results.length && (
        <p className="text-muted mt-2">
          Showing the {results.length} best matches. Add a word to narrow the search.
        </p>
      )}
      <ol className="mt-6 space-y-4">
        {results.map((result) => (
          <li key={result.path}>
            <article className="group rounded-card border-line hover:border-brand-500 relative border bg-white p-5 shadow-sm transition-colors sm:p-6">
              <p className="text-brand-600 text-xs font-semibold tracking-wider uppercase">
                {result.section}
              </p>
              <h3 className="text-brand-900 mt-1 text-lg font-semibold sm:text-xl">
                <Link
                  href={result.path}
                  className="after:absolute after:inset-0 after:rounded-[inherit] hover:underline"
                >
                  <HighlightedText parts={result.titleParts} />
                </Link>
              </h3>
              <p className="text-muted mt-2 leading-relaxed">
                <HighlightedText parts={result.excerpt} />
              </p>
              <p className="text-brand-700 mt-3 flex items-center gap-1 text-sm font-medium">
                <span className="break-all">{result.path}</span>
                <SvgIcon
                  shapes={arrowRightIcon}
                  className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                />
              </p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
