import type { ServicePage } from "@/content/types";

export const indiaEntryStrategy = {
  slug: "india-entry-strategy",
  title: "India Entry Strategy",
  group: "indian-patent",
  description:
    "Planning Indian patent protection through PCT national phase or Paris Convention routes, with deadlines, costs of process and working-statement duties explained.",
  tagline: "Bringing your patent portfolio into India on the right route",
  body: [
    {
      type: "paragraph",
      text: "Planning Indian patent protection through PCT national phase or Paris Convention routes, with deadlines, costs of process and working-statement duties explained.",
    },
  ],
} satisfies ServicePage;
