import type { AudiencePage } from "@/content/types";

export const toIndiviualLawyers = {
  slug: "to-indiviual-lawyers",
  title: "Support for Individual Lawyers",
  label: "Individual Lawyers",
  description:
    "On-demand patent and trademark support for solo practitioners and small practices: drafting, searches, responses and paralegal work.",
  tagline: "The back office of a large firm, when you need it",
  image: { icon: "briefcase", alt: "" },
  services: ["patentability-search"],
  layout: "standard",
  content: [
    {
      type: "paragraph",
      text: "On-demand patent and trademark support for solo practitioners and small practices: drafting, searches, responses and paralegal work.",
    },
  ],
} satisfies AudiencePage;
