import type { ServicePage } from "@/content/types";

export const trademarkLitigationEnforcement = {
  slug: "trademark-litigation-enforcement",
  title: "Trademark Litigation and Enforcement",
  group: "trademark",
  description:
    "Evidence gathering and research for trademark enforcement: infringement investigations, marketplace takedowns and support for cease-and-desist and suits.",
  tagline: "Evidence and research to enforce your marks",
  body: [
    {
      type: "paragraph",
      text: "Evidence gathering and research for trademark enforcement: infringement investigations, marketplace takedowns and support for cease-and-desist and suits.",
    },
  ],
} satisfies ServicePage;
