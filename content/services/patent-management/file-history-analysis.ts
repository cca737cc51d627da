import type { ServicePage } from "@/content/types";

export const fileHistoryAnalysis = {
  slug: "file-history-analysis",
  title: "File History Analysis",
  group: "patent-management",
  description:
    "File wrapper analysis that traces amendments, arguments and disclaimers in prosecution history to reveal estoppel and claim construction issues.",
  tagline: "What the prosecution history says about claim scope",
  body: [
    {
      type: "paragraph",
      text: "File wrapper analysis that traces amendments, arguments and disclaimers in prosecution history to reveal estoppel and claim construction issues.",
    },
  ],
} satisfies ServicePage;
