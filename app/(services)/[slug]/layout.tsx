import { QuoteBanner } from "@/components/layout/quote-banner";
import { pathOf } from "@/lib/registry";

/**
 * Service and audience pages end with a 'Get a Quote' banner for their own service. This
 * layout, unlike the (main) group's, knows the slug, so the link is built on the server and
 * the slug-to-option map never reaches the browser.
 */
export default async function ServiceLayout({ children, params }: LayoutProps<"/[slug]">) {
  const { slug } = await params;
  return (
    <>
      {children}
      <QuoteBanner path={pathOf(slug)} />
    </>
  );
}
