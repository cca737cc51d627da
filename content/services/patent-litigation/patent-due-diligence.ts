import type { ServicePage } from "@/content/types";

export const patentDueDiligence = {
  slug: "patent-due-diligence",
  title: "Patent Due Diligence",
  group: "patent-litigation",
  description:
    "Patent due diligence for acquisitions, investments and licences: ownership chain, legal status, validity risks and scope of the target's patents.",
  tagline: "What a patent portfolio is really worth before you sign",
  body: [
    {
      type: "paragraph",
      text: "Patent due diligence for acquisitions, investments and licences: ownership chain, legal status, validity risks and scope of the target's patents.",
    },
  ],
} satisfies ServicePage;
