import type { ServicePage } from "@/content/types";

export const patentProofreading = {
  slug: "patent-proofreading",
  title: "Patent Proofreading",
  group: "patent-management",
  description:
    "Proofreading of patent applications and issued patents for antecedent basis, numbering, claim dependency and printing errors, with certificate of correction support.",
  tagline: "Catch the errors that weaken a patent",
  body: [
    {
      type: "paragraph",
      text: "Proofreading of patent applications and issued patents for antecedent basis, numbering, claim dependency and printing errors, with certificate of correction support.",
    },
  ],
} satisfies ServicePage;
