import { Link } from "@/components/ui/link";
import type { ServiceGroupId } from "@/content/types";
import { quoteHref, scopedQuoteHref } from "@/lib/content/quote-links";

const quoteLinkClass =
  "bg-accent-500 text-brand-950 hover:bg-accent-400 inline-flex min-h-11 items-center rounded-full px-6 font-semibold transition-colors";

/**
 * 'Get a Quote' for the page at `path`: the contact form with that page's service preselected,
 * or the plain form when there is no path or the page has no mapping. A server component, so
 * the mapping stays on the server.
 */
export function QuoteLink({ path }: { path?: string }) {
  return (
    <Link href={path ? quoteHref(path) : "/contact-us"} className={quoteLinkClass}>
      Get a Quote
    </Link>
  );
}

/** Beside 'Get a Quote' on a service page: the quote brief, with the page's kind of matter. */
export function ScopedQuoteLink({ slug, group }: { slug: string; group: ServiceGroupId }) {
  return (
    <Link
      href={scopedQuoteHref(slug, group)}
      className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 hover:decoration-2"
    >
      Request a scoped quote
    </Link>
  );
}
