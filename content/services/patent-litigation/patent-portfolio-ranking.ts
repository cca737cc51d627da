import type { ServicePage } from "@/content/types";

export const patentPortfolioRanking = {
  slug: "patent-portfolio-ranking",
  title: "Patent Portfolio Ranking",
  group: "patent-litigation",
  description:
    "Patent portfolios scored and ranked by claim scope, citations, remaining term, family coverage and market relevance, to decide what to assert, license or drop.",
  tagline: "Know which patents carry the portfolio",
  body: [
    {
      type: "paragraph",
      text: "Patent portfolios scored and ranked by claim scope, citations, remaining term, family coverage and market relevance, to decide what to assert, license or drop.",
    },
  ],
} satisfies ServicePage;
