import { Link } from "@/components/ui/link";
import arrowRightIcon from "@/components/ui/icons/arrow-right";
import { SvgIcon } from "@/components/ui/svg-icon";
import { clsx } from "clsx";
import type { SiteSearch } from "@/lib/search/site-search";
import { HighlightedText } from "./highlighted-text";

const RESULTS_TITLE = "search-results-title";

// Each page of results opens at its heading rather than at the page's top or where the last
// page was scrolled to (Next keeps the scroll when only the query string changes); a fragment
// does it with or without JavaScript.
const pageHref = (query: string, page: number) =>
  `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ""}#${RESULTS_TITLE}`;

const pageLinkClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-base font-medium";

/**
 * Links to every page of results: plain links to /search?q=…&page=N#…, so paging works without
 * JavaScript, with the current page marked.
 */
function ResultPages({ query, page, pages }: { query: string; page: number; pages: number }) {
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav aria-label="Result pages" className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link
              href={pageHref(query, page - 1)}
              rel="prev"
              className={clsx(pageLinkClass, "border-line text-brand-700 hover:border-brand-500")}
            >
              Previous
            </Link>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n}>
            <Link
              href={pageHref(query, n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              className={clsx(
                pageLinkClass,
                n === page
                  ? "border-brand-800 bg-brand-800 text-white"
                  : "border-line text-brand-700 hover:border-brand-500",
              )}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link
              href={pageHref(query, page + 1)}
              rel="next"
              className={clsx(pageLinkClass, "border-line text-brand-700 hover:border-brand-500")}
            >
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** Ranked results: section, title linking to the page, and an excerpt with the matches marked. */
export function SearchResults({ search }: { search: SiteSearch }) {
  const { query, total, results, partial, page, pages, first } = search;
  return (
    <section aria-labelledby={RESULTS_TITLE}>
      <h2 id={RESULTS_TITLE} className="text-brand-900 text-heading">
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
      {pages > 1 && (
        <p className="text-muted mt-2">
          Showing {first}–{first + results.length - 1} of {total}, best matches first (page {page}{" "}
          of {pages}).
        </p>
      )}
      <ol start={first} className="mt-6 space-y-4">
        {results.map((result) => (
          <li key={result.path}>
            <article className="group rounded-card border-line hover:border-brand-500 relative border bg-white p-5 shadow-sm transition-colors sm:p-6">
              <p className="text-brand-600 text-xs font-semibold tracking-wider uppercase">
                {result.section}
              </p>
              <h3 className="text-brand-900 text-card mt-1">
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
      {pages > 1 && <ResultPages query={query} page={page} pages={pages} />}
    </section>
  );
}
