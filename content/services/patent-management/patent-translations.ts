import type { ServicePage } from "@/content/types";

export const patentTranslations = {
  slug: "patent-translations",
  title: "Patent Translations",
  group: "patent-management",
  description:
    "Technical translations of patent specifications, office actions and prior art by translators with engineering and science backgrounds, with verification.",
  tagline: "Translations that keep the claim scope intact",
  body: [
    {
      type: "paragraph",
      text: "Technical translations of patent specifications, office actions and prior art by translators with engineering and science backgrounds, with verification.",
    },
  ],
} satisfies ServicePage;
