import type { ServicePage } from "@/content/types";

export const prosecutionSupport = {
  slug: "prosecution-support",
  title: "Prosecution Support",
  group: "patent-management",
  description:
    "Paralegal prosecution support: forms, declarations, assignments, fee calculations and filings prepared for patent attorneys, with deadlines tracked.",
  tagline: "Paralegal capacity for busy patent practices",
  body: [
    {
      type: "paragraph",
      text: "Paralegal prosecution support: forms, declarations, assignments, fee calculations and filings prepared for patent attorneys, with deadlines tracked.",
    },
  ],
} satisfies ServicePage;
