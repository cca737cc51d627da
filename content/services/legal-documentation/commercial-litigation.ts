import type { ServicePage } from "@/content/types";

export const commercialLitigation = {
  slug: "commercial-litigation",
  title: "Commercial Litigation Support",
  group: "legal-documentation",
  description:
    "Support for commercial disputes: case chronologies, document review, research memos and draft pleadings prepared for the advocates who run the case.",
  tagline: "Research and documents behind commercial disputes",
  body: [
    {
      type: "paragraph",
      text: "Support for commercial disputes: case chronologies, document review, research memos and draft pleadings prepared for the advocates who run the case.",
    },
  ],
} satisfies ServicePage;
