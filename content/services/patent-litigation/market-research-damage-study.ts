import type { ServicePage } from "@/content/types";

export const marketResearchDamageStudy = {
  slug: "market-research-damage-study",
  title: "Market Research and Damages Study",
  group: "patent-litigation",
  description:
    "Market sizing, product revenue research and comparable-licence data that help counsel and experts frame reasonable-royalty and lost-profit damages.",
  tagline: "Numbers behind the damages case",
  body: [
    {
      type: "paragraph",
      text: "Market sizing, product revenue research and comparable-licence data that help counsel and experts frame reasonable-royalty and lost-profit damages.",
    },
  ],
} satisfies ServicePage;
