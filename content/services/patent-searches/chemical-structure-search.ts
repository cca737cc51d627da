import type { ServicePage } from "@/content/types";

export const chemicalStructureSearch = {
  slug: "chemical-structure-search",
  title: "Chemical Structure Search",
  group: "patent-searches",
  description:
    "Exact, substructure and Markush searches of chemical structures in patent and journal literature for novelty, freedom-to-operate and validity questions.",
  tagline: "Structure searches that see past naming conventions",
  body: [
    {
      type: "paragraph",
      text: "Exact, substructure and Markush searches of chemical structures in patent and journal literature for novelty, freedom-to-operate and validity questions.",
    },
  ],
} satisfies ServicePage;
