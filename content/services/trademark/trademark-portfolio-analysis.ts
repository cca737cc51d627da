import type { ServicePage } from "@/content/types";

export const trademarkPortfolioAnalysis = {
  slug: "trademark-portfolio-analysis",
  title: "Trademark Portfolio Analysis",
  group: "trademark",
  filedBy: "counsel",
  description:
    "Trademark portfolio audits that set each registration against real use: coverage gaps, non-use exposure, title defects and renewals, market by market.",
  tagline: "Know what your marks protect, and where they fall short",
  body: [
    { type: "heading", text: "When a portfolio needs a fresh look" },
    {
      type: "paragraph",
      text: "Trademark portfolios grow by accretion: a filing for each launch, a few defensive classes, marks picked up in an acquisition. Over time the register and the business drift apart. Some registrations cover products no longer sold, some markets the business now trades in have no cover at all, and some marks still stand in the name of a company that merged away years ago.",
    },
    {
      type: "paragraph",
      text: "A portfolio analysis brings the register back into line with how the business trades. Clients ask for one before a merger or financing, when a new general counsel takes over, ahead of a budget review of renewal costs, or before a brand expands into new countries.",
    },
    {
      type: "paragraph",
      text: "Your trademark counsel engages us and directs the review; counsel decides what happens to each mark, and signs every filing that follows.",
    },
    { type: "heading", text: "What the review covers" },
    {
      type: "definitions",
      items: [
        {
          title: "Coverage",
          text: "Which marks are registered, in which countries and classes, set against the products, services and markets the business has today and plans next.",
        },
        {
          title: "Use and vulnerability",
          text: "Registrations open to a non-use attack. In the United States, three consecutive years of non-use is prima facie evidence of abandonment (15 U.S.C. §1127), and since the Trademark Modernization Act of 2020 anyone may also petition the Director for ex parte expungement of goods or services on which the mark was never used, or for reexamination where it was not in use on the date the registration's use claim required. In India, a registered mark can be removed after a continuous five-year period without bona fide use (Trade Marks Act, 1999, Section 47). An EU trade mark must be put to genuine use within five years of registration.",
        },
        {
          title: "Ownership and title",
          text: "Whether the owner on each register is the right entity, and whether assignments, mergers and name changes have been recorded with the USPTO, the Indian Registry (Form TM-P) and WIPO.",
        },
        {
          title: "Status and deadlines",
          text: "Pending office actions and oppositions, USPTO Section 8 and 9 filings, Indian renewals and Madrid dependency periods falling due.",
        },
        {
          title: "Conflicts",
          text: "Third-party marks that already sit close to key brands, drawn from our [trademark monitoring](/trademark-monitoring) results where we run a watch for you.",
        },
      ],
    },
    { type: "heading", text: "Our method, step by step" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Collect",
          text: "We take the portfolio from your records or docketing system and pull official status from USPTO TSDR, the IP India e-register, EUIPO eSearch and WIPO Madrid Monitor.",
        },
        {
          title: "Reconcile",
          text: "Each record is matched to its official counterpart. Differences in owner, classes, status or dates are listed for you, never silently corrected.",
        },
        {
          title: "Map to the business",
          text: "With your product and market lists, we build a matrix of marks against countries and classes and mark each cell as covered, partly covered or open.",
        },
        {
          title: "Assess",
          text: "We rate each registration's risk (non-use, title defects, narrow specifications, pending challenges) and rank each open cell by the commercial priority you set.",
        },
        {
          title: "Options for counsel",
          text: "For every mark we set out the options for your counsel to decide between (maintain, renew, narrow, record a change, file anew or let lapse), with the facts behind each.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "table",
      caption: "Deliverables of a portfolio analysis",
      head: ["Deliverable", "Format", "What it is for"],
      rows: [
        [
          "Reconciled portfolio register",
          "Spreadsheet",
          "A clean master record of every mark for your docket",
        ],
        [
          "Coverage matrix",
          "Spreadsheet with charts",
          "Shows gaps by mark, country and class at a glance",
        ],
        [
          "Risk and action report",
          "PDF memo",
          "Findings and the options for each mark, ranked by urgency, for your counsel",
        ],
        [
          "Deadline schedule",
          "Spreadsheet or docket import file",
          "Every due date found during the review",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "Scope and timing are agreed before work starts. Both depend on the number of marks and jurisdictions, and we confirm them in writing. Renewal decisions that come out of the review can pass straight to our [trademark renewal](/trademark-renewal) team.",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Every fact in the report traces back to an official register entry, so your team can check it.",
        "Findings and recommendations are kept apart, and legal conclusions are left to your counsel.",
        "Portfolio data you share under our engagement terms or NDA stays confidential and goes only to the people you name.",
      ],
    },
  ],
} satisfies ServicePage;
