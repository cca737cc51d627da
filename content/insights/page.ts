/** The words of /insights around its list of articles. */
export const insightsPage = {
  tagline: "What our analysts have written on the rules and questions our clients face",
  intro:
    "Short, sourced articles on rule changes in patent, trademark and design practice, and on the practical questions behind searches and filings. Each cites the rule, regulation or notice it rests on, with its number and date, and carries its byline: the firm's, or the team member who wrote it.",
  feedLabel: "Follow new articles by RSS feed",
  relatedHeading: "Related insights",
  sourcesHeading: "Sources",
  serviceHeading: "Insights on this service",
} as const;
