import { LegalPageView } from "@/components/content/legal-page";
import { legalPage } from "@/lib/registry";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata("/accessibility-statement");

export default function Page() {
  return <LegalPageView page={legalPage("accessibility-statement")} />;
}
