import type { ServicePage } from "@/content/types";

export const trademarkRenewal = {
  slug: "trademark-renewal",
  title: "Trademark Renewal",
  group: "trademark",
  description:
    "Trademark renewals and maintenance filings tracked and prepared: USPTO Section 8 and 9 filings and ten-year renewals in India, before grace periods run out.",
  tagline: "Keep registrations alive without late fees",
  body: [
    {
      type: "paragraph",
      text: "Trademark renewals and maintenance filings tracked and prepared: USPTO Section 8 and 9 filings and ten-year renewals in India, before grace periods run out.",
    },
  ],
} satisfies ServicePage;
