import type { ServicePage } from "@/content/types";

export const stateOfArtSearch = {
  slug: "state-of-art-search",
  title: "State of the Art Search",
  group: "patent-searches",
  description:
    "State of the art searches that map the patents and publications in a technology field, to guide research direction, filing strategy and product decisions.",
  tagline: "A clear picture of a technology field",
  body: [
    {
      type: "paragraph",
      text: "State of the art searches that map the patents and publications in a technology field, to guide research direction, filing strategy and product decisions.",
    },
  ],
} satisfies ServicePage;
