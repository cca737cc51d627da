import type { ServicePage } from "@/content/types";

export const trademarkSearch = {
  slug: "trademark-search",
  title: "Trademark Search",
  group: "trademark",
  description:
    "Clearance searches for word and device marks across registers and common-law use, with a risk assessment before you adopt or file a mark.",
  tagline: "Clear a mark before you invest in it",
  body: [
    {
      type: "paragraph",
      text: "Clearance searches for word and device marks across registers and common-law use, with a risk assessment before you adopt or file a mark.",
    },
  ],
} satisfies ServicePage;
