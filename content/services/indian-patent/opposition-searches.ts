import type { ServicePage } from "@/content/types";

export const oppositionSearches = {
  slug: "opposition-searches",
  title: "Opposition Searches",
  group: "indian-patent",
  description:
    "Prior-art searches and evidence packs for pre-grant and post-grant opposition before the Indian Patent Office under Sections 25(1) and 25(2).",
  tagline: "Evidence that stands up before the Controller",
  body: [
    {
      type: "paragraph",
      text: "Prior-art searches and evidence packs for pre-grant and post-grant opposition before the Indian Patent Office under Sections 25(1) and 25(2).",
    },
  ],
} satisfies ServicePage;
