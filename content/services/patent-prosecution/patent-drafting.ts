import type { ServicePage } from "@/content/types";

export const patentDrafting = {
  slug: "patent-drafting",
  title: "Patent Drafting",
  group: "patent-prosecution",
  description:
    "Patent specifications and claims drafted from invention disclosures by engineers and scientists who work with your attorneys, ready for USPTO, EPO, PCT or Indian filing.",
  tagline: "Specifications and claims that hold up in examination and in court",
  body: [
    {
      type: "paragraph",
      text: "Patent specifications and claims drafted from invention disclosures by engineers and scientists who work with your attorneys, ready for USPTO, EPO, PCT or Indian filing.",
    },
  ],
} satisfies ServicePage;
