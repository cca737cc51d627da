import { QuoteBanner } from "@/components/layout/quote-banner";

/**
 * Company, legal and tool pages end with the plain 'Get a Quote' banner. Service and audience
 * pages are in the (services) group, whose layout links the banner to their own service.
 */
export default function MainLayout({ children }: LayoutProps<"/">) {
  return (
    <>
      {children}
      <QuoteBanner />
    </>
  );
}
