import type { ServicePage } from "@/content/types";

export const licensingSupport = {
  slug: "licensing-support",
  title: "Patent Licensing Support",
  group: "patent-litigation",
  description:
    "Licensing programme support: target identification, claim charts, royalty-base research and negotiation packs for patent owners and their counsel.",
  tagline: "Licensing campaigns built on evidence",
  body: [
    {
      type: "paragraph",
      text: "Licensing programme support: target identification, claim charts, royalty-base research and negotiation packs for patent owners and their counsel.",
    },
  ],
} satisfies ServicePage;
