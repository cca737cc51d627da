import type { ServicePage } from "@/content/types";

export const draftingOfLegalNotice = {
  slug: "drafting-of-legal-notice",
  title: "Drafting of Legal Notice",
  group: "legal-documentation",
  description:
    "Legal notices for breach, recovery, infringement and cease-and-desist matters, drafted to state facts, demands and deadlines clearly and accurately.",
  tagline: "A notice that puts the other side on record",
  body: [
    {
      type: "paragraph",
      text: "Legal notices for breach, recovery, infringement and cease-and-desist matters, drafted to state facts, demands and deadlines clearly and accurately.",
    },
  ],
} satisfies ServicePage;
