import type { ServicePage } from "@/content/types";

export const patentFilingServices = {
  slug: "patent-filing-services",
  title: "Patent Filing Services",
  group: "patent-prosecution",
  description:
    "Preparation and electronic filing of patent applications, forms and fee sheets at the USPTO, Indian Patent Office and under the PCT, with docketed deadlines.",
  tagline: "Complete, correct filings at the right office on the right day",
  body: [
    {
      type: "paragraph",
      text: "Preparation and electronic filing of patent applications, forms and fee sheets at the USPTO, Indian Patent Office and under the PCT, with docketed deadlines.",
    },
  ],
} satisfies ServicePage;
