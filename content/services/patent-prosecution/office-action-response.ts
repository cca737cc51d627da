import type { ServicePage } from "@/content/types";

export const officeActionResponse = {
  slug: "office-action-response",
  title: "Office Action Response",
  group: "patent-prosecution",
  description:
    "Analysis of USPTO and foreign office actions with claim amendments, arguments over cited art and response drafts for attorney review before the deadline.",
  tagline: "Clear answers to every rejection and objection, on time",
  body: [
    {
      type: "paragraph",
      text: "Analysis of USPTO and foreign office actions with claim amendments, arguments over cited art and response drafts for attorney review before the deadline.",
    },
  ],
} satisfies ServicePage;
