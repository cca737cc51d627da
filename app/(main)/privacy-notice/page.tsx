import { LegalPageView } from "@/components/content/legal-page";
import { legalPage } from "@/lib/content/registry";
import { pageMetadata } from "@/lib/server/seo";

export const metadata = pageMetadata("/privacy-notice");

export default function Page() {
  return <LegalPageView page={legalPage("privacy-notice")} />;
}
