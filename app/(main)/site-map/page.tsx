import { PageBanner } from "@/components/content/page-banner";
import { SiteMenu } from "@/components/layout/site-menu";
import { pageMetadata } from "@/lib/server/seo";

export const metadata = pageMetadata("/site-map");

export default function SiteMapPage() {
  return (
    <>
      <PageBanner
        title="Site map"
        tagline="Every service, solution and company page in one list."
      />
      <SiteMenu />
    </>
  );
}
