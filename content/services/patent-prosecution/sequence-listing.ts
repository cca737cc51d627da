import type { ServicePage } from "@/content/types";

export const sequenceListing = {
  slug: "sequence-listing",
  title: "Sequence Listing (WIPO ST.26)",
  group: "patent-prosecution",
  description:
    "WIPO ST.26 sequence listings in XML, prepared and validated for patent applications that disclose nucleotide or amino acid sequences.",
  tagline: "Validated ST.26 XML for every sequence your application discloses",
  body: [
    {
      type: "paragraph",
      text: "WIPO ST.26 sequence listings in XML, prepared and validated for patent applications that disclose nucleotide or amino acid sequences.",
    },
  ],
} satisfies ServicePage;
