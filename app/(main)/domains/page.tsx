import { PageBanner } from "@/components/content/page-banner";

export default function Page() {
  return <PageBanner title="Technology Domains" />;
}
