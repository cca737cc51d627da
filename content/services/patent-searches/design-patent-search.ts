import type { ServicePage } from "@/content/types";

export const designPatentSearch = {
  slug: "design-patent-search",
  title: "Design Patent Search",
  group: "patent-searches",
  description:
    "Design patent searches of registered designs and published products worldwide to judge the novelty of an ornamental design or clearance to launch.",
  tagline: "Find designs that look like yours before you file or launch",
  body: [
    {
      type: "paragraph",
      text: "Design patent searches of registered designs and published products worldwide to judge the novelty of an ornamental design or clearance to launch.",
    },
  ],
} satisfies ServicePage;
