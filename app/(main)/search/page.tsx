import type { Metadata } from "next";
import { cache } from "react";
import { PageBanner } from "@/components/content/page-banner";
import { SearchBox } from "@/components/layout/search-box";
import { NoResults } from "@/components/search/no-results";
import { SearchResults } from "@/components/search/search-results";
import { SearchStart } from "@/components/search/search-start";
import { readQuery } from "@/lib/search/query";
import { readPage, searchSite } from "@/lib/search/site-search";

/** One search per request, for the title and the page alike. */
const searchFor = cache(searchSite);

export async function generateMetadata({ searchParams }: PageProps<"/search">): Promise<Metadata> {
  const params = await searchParams;
  const query = readQuery(params.q);
  // The page shown (a page past the last shows the last), not the number asked for.
  const page = query ? searchFor(query, readPage(params.page)).page : 1;
  return {
    title: query ? `Search results for “${query}”${page > 1 ? ` (page ${page})` : ""}` : "Search",
    description: "Search every service, solution and company page of the site.",
    robots: { index: false, follow: true },
  };
}

/** Rendered per request from `?q=`: works with JavaScript off. */
export default async function SearchPage({ searchParams }: PageProps<"/search">) {
  const params = await searchParams;
  const query = readQuery(params.q);
  const search = query ? searchFor(query, readPage(params.page)) : undefined;
  return (
    <>
      <PageBanner
        title="Search"
        tagline="Find a service, a procedure or a page across the whole site."
      />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12">
        <SearchBox
          id="search-page-query"
          defaultValue={query}
          label="Search again"
          inputLabel="Search again"
          placement="below"
          size="large"
          className="mb-10"
        />
        {!search ? (
          <SearchStart />
        ) : search.total === 0 ? (
          <NoResults query={query} />
        ) : (
          <SearchResults search={search} />
        )}
      </div>
    </>
  );
}
