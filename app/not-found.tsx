import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { QuoteBanner } from "@/components/layout/quote-banner";
import { SearchBox } from "@/components/layout/search-box";
import { firstPageOf, serviceGroups } from "@/lib/content/registry";
import { NearestPages } from "@/components/search/nearest-pages";
import { namedMenus } from "@/lib/search/named-menus";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-brand-600 text-sm font-semibold tracking-wider uppercase">Error 404</p>
        <h1 className="text-brand-900 text-title mt-2">We could not find that page</h1>
        <p className="text-muted mt-4 text-lg">
          The address may be mistyped, or the page may have moved. Search the site, pick a service
          area below, or tell us what you need and we will point you to the right team.
        </p>
        <NearestPages menus={namedMenus()} />
        <SearchBox
          id="not-found-search"
          label="Search for the missing page"
          inputLabel="Search for the page you wanted"
          className="mt-8 max-w-md"
        />
        <h2 className="text-brand-900 text-subheading mt-10">Service areas</h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {serviceGroups.map((group) => (
            <li key={group.id}>
              <Link
                href={firstPageOf(group.id)}
                className="text-brand-600 underline-offset-2 hover:underline"
              >
                {group.title}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link
            href="/"
            className="bg-brand-700 hover:bg-brand-600 inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-white"
          >
            Go to the home page
          </Link>
          <Link
            href="/contact-us"
            className="border-brand-700 text-brand-700 hover:bg-brand-50 inline-flex min-h-11 items-center rounded-full border px-6 font-semibold"
          >
            Contact Us
          </Link>
        </div>
      </div>
      <QuoteBanner />
    </>
  );
}
