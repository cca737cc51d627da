import type { AudiencePage } from "@/content/types";

export const toCollegesAndUniversities = {
  slug: "to-colleges-and-universities",
  title: "Support for Colleges and Universities",
  label: "Colleges and Universities",
  description:
    "Patentability searches, drafting and portfolio management for university technology-transfer offices, priced for research budgets.",
  tagline: "From the lab bench to a licensable patent",
  image: { icon: "graduation-cap", alt: "" },
  services: ["patentability-search"],
  layout: "numbered",
  start:
    "Patentability searches, drafting and portfolio management for university technology-transfer offices, priced for research budgets.",
  items: [
    { title: "Colleges and Universities", text: "From the lab bench to a licensable patent" },
  ],
  end: "From the lab bench to a licensable patent",
} satisfies AudiencePage;
