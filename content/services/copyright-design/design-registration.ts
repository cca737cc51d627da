import type { ServicePage } from "@/content/types";

export const designRegistration = {
  slug: "design-registration",
  title: "Design Registration",
  group: "copyright-design",
  description:
    "Industrial design protection in India, at the EUIPO and through the Hague system, with compliant representations and filing deadlines tracked.",
  tagline: "Protection for the way your products look",
  body: [
    {
      type: "paragraph",
      text: "Industrial design protection in India, at the EUIPO and through the Hague system, with compliant representations and filing deadlines tracked.",
    },
  ],
} satisfies ServicePage;
