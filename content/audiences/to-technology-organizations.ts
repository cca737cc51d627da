import type { AudiencePage } from "@/content/types";

export const toTechnologyOrganizations = {
  slug: "to-technology-organizations",
  title: "Support for Technology Organizations",
  label: "Technology Organizations",
  description:
    "Patent searches, landscapes, portfolio reviews and filing support for technology companies that need to protect and use their innovation.",
  tagline: "Turn R&D output into protected, usable assets",
  image: { icon: "cpu", alt: "" },
  services: ["patentability-search"],
  layout: "standard",
  content: [
    {
      type: "paragraph",
      text: "Patent searches, landscapes, portfolio reviews and filing support for technology companies that need to protect and use their innovation.",
    },
  ],
} satisfies AudiencePage;
