import type { ServicePage } from "@/content/types";

export const designPatentApplication = {
  slug: "design-patent-application",
  title: "Indian Design Application",
  group: "indian-patent",
  description:
    "Design applications under India's Designs Act, 2000: representations, statements of novelty and filing at the Indian Patent Office with examination follow-up.",
  tagline: "Protection for the look of a product in India",
  body: [
    {
      type: "paragraph",
      text: "Design applications under India's Designs Act, 2000: representations, statements of novelty and filing at the Indian Patent Office with examination follow-up.",
    },
  ],
} satisfies ServicePage;
