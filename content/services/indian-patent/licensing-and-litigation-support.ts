import type { ServicePage } from "@/content/types";

export const licensingAndLitigationSupport = {
  slug: "licensing-and-litigation-support",
  title: "Licensing and Litigation Support in India",
  group: "indian-patent",
  description:
    "Technical support for Indian patent licensing and infringement matters: claim charts, validity searches and technical analysis for counsel before Indian courts.",
  tagline: "Technical depth for Indian patent disputes and deals",
  body: [
    {
      type: "paragraph",
      text: "Technical support for Indian patent licensing and infringement matters: claim charts, validity searches and technical analysis for counsel before Indian courts.",
    },
  ],
} satisfies ServicePage;
