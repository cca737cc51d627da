import type { ServicePage } from "@/content/types";

export const formalPatentDrawings = {
  slug: "formal-patent-drawings",
  title: "Formal Patent Drawings",
  group: "patent-prosecution",
  description:
    "Formal utility patent drawings (flowcharts, schematics, mechanical views) prepared to USPTO, EPO, PCT and Indian Patent Office rules, delivered as filing-ready PDFs.",
  tagline: "Figures that pass formalities review the first time",
  body: [
    {
      type: "paragraph",
      text: "Formal utility patent drawings (flowcharts, schematics, mechanical views) prepared to USPTO, EPO, PCT and Indian Patent Office rules, delivered as filing-ready PDFs.",
    },
  ],
} satisfies ServicePage;
