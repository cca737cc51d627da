import type { ServicePage } from "@/content/types";

export const designPatentDrawings = {
  slug: "design-patent-drawings",
  title: "Design Patent Drawings",
  group: "patent-prosecution",
  description:
    "Design patent drawing sets that meet USPTO and Hague requirements: the views, shading and broken lines that define the claimed ornamental design.",
  tagline: "Drawings that define exactly the design you claim",
  body: [
    {
      type: "paragraph",
      text: "Design patent drawing sets that meet USPTO and Hague requirements: the views, shading and broken lines that define the claimed ornamental design.",
    },
  ],
} satisfies ServicePage;
