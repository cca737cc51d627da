import { Link } from "@/components/ui/link";
import { quoteHref } from "@/lib/quote-links";

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
