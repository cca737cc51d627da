import type { ReactNode } from "react";
import { QuoteLink } from "@/components/layout/quote-link";

/**
 * The 'Get a Quote' banner that closes every page but /contact-us; `path` is the page's own,
 * `scoped` a service page's link to the quote brief beside it.
 */
export function QuoteBanner({ path, scoped }: { path?: string; scoped?: ReactNode }) {
  return (
    <section
      aria-labelledby="quote-banner-title"
      className="from-brand-800 to-brand-600 on-dark bg-gradient-to-r text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <h2 id="quote-banner-title" className="text-heading">
          Looking for best IP Solutions?
        </h2>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <QuoteLink path={path} />
          {scoped}
        </div>
      </div>
    </section>
  );
}
