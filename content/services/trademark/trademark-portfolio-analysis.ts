import type { ServicePage } from "@/content/types";

export const trademarkPortfolioAnalysis = {
  slug: "trademark-portfolio-analysis",
  title: "Trademark Portfolio Analysis",
  group: "trademark",
  description:
    "Audits of trademark portfolios for coverage gaps, unused marks, renewal dates and registration risks, aligned with how the business uses its brands.",
  tagline: "A portfolio that matches how you trade",
  body: [
    {
      type: "paragraph",
      text: "Audits of trademark portfolios for coverage gaps, unused marks, renewal dates and registration risks, aligned with how the business uses its brands.",
    },
  ],
} satisfies ServicePage;
