import type { ServicePage } from "@/content/types";

export const contractComplianceAndMonitoring = {
  slug: "contract-compliance-and-monitoring",
  title: "Contract Compliance and Monitoring",
  group: "contract-lifecycle",
  description:
    "Monitoring of contractual obligations, service levels and licence terms, with audits and reports that flag breaches before they become disputes.",
  tagline: "Obligations kept, on both sides",
  body: [
    {
      type: "paragraph",
      text: "Monitoring of contractual obligations, service levels and licence terms, with audits and reports that flag breaches before they become disputes.",
    },
  ],
} satisfies ServicePage;
