import type { ServicePage } from "@/content/types";

export const biologicalSequenceSearch = {
  slug: "biological-sequence-search",
  title: "Biological Sequence Search",
  group: "patent-searches",
  description:
    "Nucleotide and amino acid sequence searches in patent and public sequence databases for novelty, validity and freedom to operate in biotechnology.",
  tagline: "Sequence searches across patent and public databases",
  body: [
    {
      type: "paragraph",
      text: "Nucleotide and amino acid sequence searches in patent and public sequence databases for novelty, validity and freedom to operate in biotechnology.",
    },
  ],
} satisfies ServicePage;
