import type { ServicePage } from "@/content/types";

export const patentabilitySearch = {
  slug: "patentability-search",
  title: "Patentability Search",
  group: "patent-searches",
  description:
    "Novelty and patentability searches across patent and non-patent literature, with a report ranking the closest prior art against each feature of the invention.",
  tagline: "Know what exists before you file",
  body: [
    {
      type: "paragraph",
      text: "Novelty and patentability searches across patent and non-patent literature, with a report ranking the closest prior art against each feature of the invention.",
    },
  ],
} satisfies ServicePage;
