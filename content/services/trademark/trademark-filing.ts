import type { ServicePage } from "@/content/types";

export const trademarkFiling = {
  slug: "trademark-filing",
  title: "Trademark Filing",
  group: "trademark",
  description:
    "Trademark applications prepared and filed at the USPTO, the Indian Trade Marks Registry or under the Madrid Protocol, with classification and specimens checked.",
  tagline: "Applications that are right the first time",
  body: [
    {
      type: "paragraph",
      text: "Trademark applications prepared and filed at the USPTO, the Indian Trade Marks Registry or under the Madrid Protocol, with classification and specimens checked.",
    },
  ],
} satisfies ServicePage;
