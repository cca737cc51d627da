import { QuoteBanner } from "@/components/layout/quote-banner";
import { ScopedQuoteLink } from "@/components/layout/quote-link";
import { pageBySlug, pathOf } from "@/lib/content/registry";

/**
 * Service and audience pages end with a 'Get a Quote' banner for their own service. This
 * layout, unlike the (main) group's, knows the slug, so the link is built on the server and
 * the slug-to-option map never reaches the browser.
 */
export default async function ServiceLayout({ children, params }: LayoutProps<"/[slug]">) {
  const { slug } = await params;
  const entry = pageBySlug(slug);
  return (
    <>
      {children}
      <QuoteBanner
        path={pathOf(slug)}
        scoped={
          entry?.kind === "service" && <ScopedQuoteLink slug={slug} group={entry.page.group} />
        }
      />
    </>
  );
}
