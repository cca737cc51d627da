import type { ServicePage } from "@/content/types";

export const patentPortfolioRanking = {
  slug: "patent-portfolio-ranking",
  title: "Patent Portfolio Ranking",
  group: "patent-litigation",
  filedBy: "counsel",
  description:
    "Patent portfolio ranking that scores each patent on claim scope, evidence of use, remaining term and legal status, so you know what to assert, license or drop.",
  tagline: "Know which patents carry the portfolio",
  body: [
    { type: "heading", text: "What a portfolio ranking tells you" },
    {
      type: "paragraph",
      text: "In most portfolios a small share of patents carries most of the value. A ranking finds them. We score every patent against criteria agreed with your counsel, read the claims of the strongest candidates, and sort the portfolio into tiers for counsel's review: candidates for licensing or assertion, patents held for defense, and patents whose fees may no longer be worth paying.",
    },
    {
      type: "paragraph",
      text: "Clients ask for a ranking before launching a licensing or enforcement program, before a round of maintenance fees falls due, when buying or selling a portfolio, and when budgets force a decision about which families to keep alive. In the United States, maintenance fees on a utility patent fall due 3.5, 7.5 and 11.5 years after grant; in India, renewal fees are paid every year from the third year. Each of those dates is a natural moment to ask whether a patent still earns its keep.",
    },
    {
      type: "paragraph",
      text: "Your counsel engages us and directs the ranking; counsel decides, with you, what each tier means for the portfolio, and signs any notice or filing that follows.",
    },
    { type: "heading", text: "How we rank a portfolio, step by step" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Agree the purpose and the weights",
          text: "A ranking for assertion rewards detectable infringement and broad independent claims; a ranking for pruning rewards remaining term and coverage of current products. We fix the criteria and their weights with you before scoring starts, and record them.",
        },
        {
          title: "Clean the data",
          text: "We confirm families, legal status, owner of record and expiry, including patent term adjustment and terminal disclaimers, against the official registers. Rankings built on stale data mislead, so this step follows our [patent data verification](/data-verification) method.",
        },
        {
          title: "Score the objective indicators",
          text: "Forward citations, family size and geographic coverage, remaining term, pending continuations, and any litigation, reexamination or inter partes review history.",
        },
        {
          title: "Read the claims",
          text: "Analysts read the independent claims of every patent that clears the first cut: breadth, number of limitations, whether infringement could be detected from outside the product, and exposure to subject-matter eligibility challenges under 35 U.S.C. 101 after Alice Corp. v. CLS Bank (2014).",
        },
        {
          title: "Map to the market",
          text: "For the top tier we look for products and standards the claims appear to read on, using public product documentation, and note the companies that sell them.",
        },
        {
          title: "Tier, review and explain",
          text: "A second analyst reviews every top-tier call. Each patent gets a short written reason for its tier, so the ranking can be defended in a budget meeting or a data room.",
        },
      ],
    },
    {
      type: "table",
      caption: "Factors we weigh and why they matter",
      head: ["Factor", "What we look at", "Why it matters"],
      rows: [
        [
          "Claim scope",
          "Independent claim length, limitations, claim types (system, method, medium)",
          "Broad, simple claims are easier to prove and harder to design around",
        ],
        [
          "Detectability",
          "Whether each element can be shown from public evidence",
          "Infringement you cannot see is costly to prove before discovery",
        ],
        [
          "Remaining term",
          "Expiry with term adjustment, extension and terminal disclaimers",
          "Term limits the damages period and the leverage of a license",
        ],
        [
          "Coverage",
          "Family members by jurisdiction and pending continuations",
          "Coverage where products are made and sold; continuations allow new claims",
        ],
        [
          "Market relevance",
          "Products and standards the claims appear to read on",
          "A patent without a market is a cost, however good its claims",
        ],
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A ranked spreadsheet with every score, the agreed weights and a written reason for each patent's tier.",
        "A summary memo for decision-makers: the top tier, the patents to review at the next fee date, and the families worth extending.",
        "Claim-level notes for the top tier, ready to be developed into [evidence of use charts](/eou-charts).",
        "An agreed timeline set at scoping, with interim results on the top tier first when a deadline is close.",
      ],
    },
    { type: "heading", text: "Why our rankings hold up" },
    {
      type: "paragraph",
      text: "Scores sort a portfolio; they do not decide it. Every top-tier patent is read by an analyst with a background in its technology and checked by a second reviewer, and the criteria are written down so the exercise can be repeated next year on the same basis. Portfolio data stays within the project team under your confidentiality terms.",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Analysts trained in engineering, software, life sciences and chemistry read the claims themselves.",
        "Criteria and weights are agreed with you and recorded, so the ranking is explainable.",
        "Findings carry over to [patent due diligence](/patent-due-diligence) and licensing work without starting again.",
      ],
    },
  ],
} satisfies ServicePage;
