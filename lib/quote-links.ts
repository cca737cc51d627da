import { quoteServices } from "@/content/quotes";

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
