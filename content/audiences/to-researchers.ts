import type { AudiencePage } from "@/content/types";

export const toResearchers = {
  slug: "to-researchers",
  title: "Support for Researchers",
  label: "Researchers",
  description:
    "Prior-art searches, landscapes and sequence and structure searches for researchers who want to know what has been patented in their field.",
  tagline: "Know the patent literature of your field",
  image: { icon: "microscope", alt: "" },
  services: ["patentability-search"],
  layout: "numbered",
  start:
    "Prior-art searches, landscapes and sequence and structure searches for researchers who want to know what has been patented in their field.",
  items: [{ title: "Researchers", text: "Know the patent literature of your field" }],
  end: "Know the patent literature of your field",
} satisfies AudiencePage;
