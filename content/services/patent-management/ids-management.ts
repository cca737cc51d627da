import type { ServicePage } from "@/content/types";

export const idsManagement = {
  slug: "ids-management",
  title: "IDS Management",
  group: "patent-management",
  description:
    "Information Disclosure Statement preparation and tracking to meet the USPTO duty of disclosure under 37 CFR 1.56, across related applications.",
  tagline: "Meeting the duty of disclosure without the scramble",
  body: [
    {
      type: "paragraph",
      text: "Information Disclosure Statement preparation and tracking to meet the USPTO duty of disclosure under 37 CFR 1.56, across related applications.",
    },
  ],
} satisfies ServicePage;
