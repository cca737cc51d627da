import type { ServicePage } from "@/content/types";

export const dataVerification = {
  slug: "data-verification",
  title: "Patent Data Verification",
  group: "patent-management",
  description:
    "Verification of patent bibliographic data, legal status, ownership and deadlines across docketing systems and official registers, with a discrepancy report.",
  tagline: "Portfolio data you can rely on",
  body: [
    {
      type: "paragraph",
      text: "Verification of patent bibliographic data, legal status, ownership and deadlines across docketing systems and official registers, with a discrepancy report.",
    },
  ],
} satisfies ServicePage;
