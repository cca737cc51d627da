import type { AudiencePage } from "@/content/types";

export const toStartups = {
  slug: "to-startups",
  title: "Support for Startups",
  label: "Startups",
  description:
    "Patentability searches, provisional drafting, trademark clearance and founder-friendly contracts for startups protecting their first ideas.",
  tagline: "Protect what makes your startup different",
  image: { icon: "rocket", alt: "" },
  services: ["patentability-search"],
  layout: "numbered",
  start:
    "Patentability searches, provisional drafting, trademark clearance and founder-friendly contracts for startups protecting their first ideas.",
  items: [{ title: "Startups", text: "Protect what makes your startup different" }],
  end: "Protect what makes your startup different",
} satisfies AudiencePage;
