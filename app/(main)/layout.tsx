import { QuoteBanner } from "@/components/layout/quote-banner";

/** Every page but /contact-us ends with the 'Get a Quote' banner. */
export default function MainLayout({ children }: LayoutProps<"/">) {
  return (
    <>
      {children}
      <QuoteBanner />
    </>
  );
}
