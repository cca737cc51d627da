import type { ServicePage } from "@/content/types";

export const patentLandspaceAndWhiteSpaceAnalysis = {
  slug: "patent-landspace-and-white-space-analysis",
  title: "Patent Landscape and White Space Analysis",
  group: "patent-searches",
  description:
    "Patent landscape studies that chart who files what, where and when in a field, and white space analysis that shows where unclaimed opportunities remain.",
  tagline: "Where the field is crowded and where it is open",
  body: [
    {
      type: "paragraph",
      text: "Patent landscape studies that chart who files what, where and when in a field, and white space analysis that shows where unclaimed opportunities remain.",
    },
  ],
} satisfies ServicePage;
