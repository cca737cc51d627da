import type { ServicePage } from "@/content/types";

export const eouCharts = {
  slug: "eou-charts",
  title: "Evidence of Use (EoU) Charts",
  group: "patent-litigation",
  description:
    "Evidence of use charts that map each claim element to public proof of a product's features, for licensing campaigns, assertion and litigation.",
  tagline: "Claim-by-claim proof that a product practices the patent",
  body: [
    {
      type: "paragraph",
      text: "Evidence of use charts that map each claim element to public proof of a product's features, for licensing campaigns, assertion and litigation.",
    },
  ],
} satisfies ServicePage;
