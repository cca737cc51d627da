import type { ServicePage } from "@/content/types";

export const trademarkDocketing = {
  slug: "trademark-docketing",
  title: "Trademark Docketing",
  group: "trademark",
  description:
    "Docketing of trademark deadlines, office actions, oppositions, declarations of use and renewals across jurisdictions, with verified entries.",
  tagline: "Every trademark deadline in one reliable docket",
  body: [
    {
      type: "paragraph",
      text: "Docketing of trademark deadlines, office actions, oppositions, declarations of use and renewals across jurisdictions, with verified entries.",
    },
  ],
} satisfies ServicePage;
