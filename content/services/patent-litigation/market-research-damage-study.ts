import type { ServicePage } from "@/content/types";

export const marketResearchDamageStudy = {
  slug: "market-research-damage-study",
  title: "Market Research and Damages Study",
  group: "patent-litigation",
  filedBy: "counsel",
  description:
    "Market sizing, product revenue and comparable-license research that helps counsel and damages experts frame reasonable-royalty and lost-profits claims.",
  tagline: "Numbers behind the damages case",
  body: [
    { type: "heading", text: "The research behind a patent damages case" },
    {
      type: "paragraph",
      text: "Under 35 U.S.C. 284, a US court awards damages adequate to compensate for infringement, in no event less than a reasonable royalty for the infringer's use of the invention, together with interest and costs; the court may increase damages up to three times the amount found. Turning that standard into a figure takes facts: how many units were sold, at what price, against which competitors, and what comparable technology has been licensed for. We find and organize those facts for counsel and for the damages experts they retain.",
    },
    {
      type: "paragraph",
      text: "Your litigation counsel engages us and directs the study; counsel decides, with the testifying expert, what is relied on, and signs what is served.",
    },
    { type: "heading", text: "Two measures, two sets of facts" },
    { type: "subheading", text: "Reasonable royalty" },
    {
      type: "paragraph",
      text: "Most US courts frame a reasonable royalty as the result of a hypothetical negotiation between the patent owner and the infringer at the time infringement began, guided by the fifteen factors of Georgia-Pacific v. U.S. Plywood (S.D.N.Y. 1970). The research that feeds those factors includes licenses that are technically and economically comparable, the royalty rates seen in the industry, the commercial success of the patented feature, and the alternatives the infringer could have used instead. The royalty must also be apportioned to the value of the patented feature; the whole product's value may serve as the base only when the patented feature drives demand for it (LaserDynamics v. Quanta, Fed. Cir. 2012).",
    },
    { type: "subheading", text: "Lost profits" },
    {
      type: "paragraph",
      text: "A patent owner that sells competing products may claim the profits it lost. The Panduit test (6th Cir. 1978) asks for four showings: demand for the patented product, absence of acceptable non-infringing substitutes, the capacity to make and market the extra sales, and the profit those sales would have earned. Where substitutes exist, a market-share approach may apply (State Industries v. Mor-Flo, Fed. Cir. 1989), which makes reliable market-share data central.",
    },
    {
      type: "table",
      caption: "What a damages case needs and where we look",
      head: ["Question", "Research we do", "Typical sources"],
      rows: [
        [
          "How many units, at what price?",
          "Unit and revenue estimates for the accused products by period and region",
          "Annual reports and securities filings, earnings calls, industry reports, trade and import data",
        ],
        [
          "Who else competes?",
          "Market map, market shares, substitute products and their features",
          "Analyst coverage, product catalogs, distributor listings, reviews",
        ],
        [
          "What do comparable licenses say?",
          "Summaries of licenses and settlements with their terms and technology",
          "License agreements filed as exhibits to securities filings, court records, licensed databases you subscribe to",
        ],
        [
          "How much is the feature worth?",
          "Evidence of demand for the patented feature and the cost of alternatives",
          "Marketing materials, product reviews, teardown cost data, technical documentation",
        ],
      ],
    },
    { type: "heading", text: "Limits that shape the numbers" },
    {
      type: "list",
      items: [
        "No recovery in the US for infringement committed more than six years before the complaint (35 U.S.C. 286).",
        "Where patented products are sold unmarked, damages run only from actual notice (35 U.S.C. 287(a)).",
        "In India, a successful plaintiff may claim damages or an account of profits, at its option (Section 108 of the Patents Act).",
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A research memo that answers the questions counsel and the expert set, with every figure sourced.",
        "An Excel workbook in which each number links back to its source document.",
        "Comparable-license summaries and a market map for the relevant period.",
        "Updates when discovery brings in the other side's sales data, handled under the protective order, on a timetable set by the case schedule.",
      ],
    },
    {
      type: "paragraph",
      text: "We are researchers, not testifying experts: we supply the facts and their sources so that the retained expert can test, rely on and disclose them. The same research supports pricing in [licensing programs](/licensing-support).",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Technical analysts and market researchers work together, so feature value is grounded in how the product actually works.",
        "Every figure is traceable to a document, which makes the expert's disclosures easier to prepare and defend.",
        "No estimate is presented as more certain than its sources allow.",
      ],
    },
  ],
} satisfies ServicePage;
