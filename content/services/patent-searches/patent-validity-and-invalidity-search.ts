import type { ServicePage } from "@/content/types";

export const patentValidityAndInvaliditySearch = {
  slug: "patent-validity-and-invalidity-search",
  title: "Patent Validity and Invalidity Search",
  group: "patent-searches",
  description:
    "Validity and invalidity searches for prior art that anticipates or renders obvious a patent's claims, for litigation, IPR petitions and licensing talks.",
  tagline: "Prior art that tests every claim",
  body: [
    {
      type: "paragraph",
      text: "Validity and invalidity searches for prior art that anticipates or renders obvious a patent's claims, for litigation, IPR petitions and licensing talks.",
    },
  ],
} satisfies ServicePage;
