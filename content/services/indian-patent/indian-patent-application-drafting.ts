import type { ServicePage } from "@/content/types";

export const indianPatentApplicationDrafting = {
  slug: "indian-patent-application-drafting",
  title: "Indian Patent Application Drafting",
  group: "indian-patent",
  description:
    "Provisional and complete specifications drafted for the Indian Patent Office, with claims shaped around Section 3 exclusions and Form 1, 2 and 3 requirements.",
  tagline: "Specifications written for Indian examination practice",
  body: [
    {
      type: "paragraph",
      text: "Provisional and complete specifications drafted for the Indian Patent Office, with claims shaped around Section 3 exclusions and Form 1, 2 and 3 requirements.",
    },
  ],
} satisfies ServicePage;
