import { quoteMatterByGroup, quoteMatterBySlug, quoteServices } from "@/content/quotes";
import type { ServiceGroupId } from "@/content/types";

/**
 * Where a 'Get a Quote' link leads from the page at `path`: the contact form with the page's
 * service option preselected and the page named, or the plain form from any other page.
 * Used on the server only (components/layout/quote-link.tsx).
 */
export function quoteHref(path: string): string {
  const slug = path.replace(/^\//, "");
  if (!Object.hasOwn(quoteServices, slug)) return "/contact-us";
  const service = quoteServices[slug]!;
  return `/contact-us?${new URLSearchParams({ service, page: path })}`;
}

/**
 * Where a service page's 'Request a scoped quote' link leads: the quote brief with the kind of
 * matter for that page's service preselected (content/quotes.ts), or with none.
 */
export function scopedQuoteHref(slug: string, group: ServiceGroupId): string {
  const matter = quoteMatterBySlug[slug] ?? quoteMatterByGroup[group];
  return matter ? `/request-a-quote?${new URLSearchParams({ matter })}` : "/request-a-quote";
}
