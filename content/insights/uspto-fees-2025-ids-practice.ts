import type { Insight } from "@/content/types";

export const usptoFees2025IdsPractice = {
  slug: "uspto-fees-2025-ids-practice",
  title:
    "USPTO fees from 19 January 2025: the IDS size fee, late continuations and what they mean for searches",
  description:
    "The USPTO's FY 2025 fee rule added an IDS size fee and fees for late continuing applications. What changed on 19 January 2025 and how to plan citations.",
  published: "2026-11-23",
  updated: "2026-11-28",
  tags: ["ids-management", "prosecution-support", "patentability-search"],
  body: [
    {
      type: "paragraph",
      text: "The USPTO's final rule Setting and Adjusting Patent Fees During Fiscal Year 2025 was published in the Federal Register on 20 November 2024 (89 FR 91898, FR Doc. 2024-26821) and took effect on 19 January 2025. Most of its changes are increases to familiar fees. Two are new kinds of fee that reach into everyday prosecution support: a fee that grows with the number of references an applicant cites in information disclosure statements (IDS), and fees for continuing applications filed long after the family's earliest benefit date. Both change how search results and citation lists should be handled, and both reward planning done before the filing rather than after it.",
    },
    {
      type: "paragraph",
      text: "This article explains the two new fees as the rule and the USPTO's guidance describe them, and sets out how we adjusted our IDS and docketing work. It does not repeat the dollar amounts, which vary by entity size and are best read from the USPTO's current fee schedule on the day a payment is made.",
    },
    { type: "heading", text: "Where the rule comes from" },
    {
      type: "paragraph",
      text: "The USPTO sets patent fees under section 10 of the Leahy-Smith America Invents Act, as amended by the SUCCESS Act of 2018. The FY 2025 rule followed a notice of proposed rulemaking published on 3 April 2024 (89 FR 23226), with comments invited until 3 June 2024. The final rule is codified in 37 C.F.R. Parts 1, 41 and 42, so the fee provisions themselves sit in the familiar sections of Part 1.",
    },
    { type: "heading", text: "The IDS size fee" },
    {
      type: "paragraph",
      text: "An applicant's duty of candor, under 37 C.F.R. 1.56, is unchanged: information known to be material to patentability must still be disclosed. What changed is the cost of disclosing a great deal of it. From 19 January 2025, a size fee becomes due when the cumulative number of items an applicant has cited in IDS filings in an application passes 50, with higher tiers beyond 100 and beyond 200 items. Three features of the fee matter most in practice:",
    },
    {
      type: "list",
      items: [
        "The count is cumulative over the life of the application, so each new IDS adds to the references already cited rather than starting again at zero.",
        "The count is of the items the applicant or patent owner lists on its IDS filings. References the examiner cites on a notice of references cited are not counted on that account, but a reference the examiner has already cited counts like any other item if the applicant lists it again on an IDS (89 FR 91898, at 91923-26).",
        "Each IDS must state whether a size fee is due and, if so, which tier applies. The USPTO has said that the fee must be paid with the IDS and cannot rest on a general deposit account authorization, and that an IDS without the required statement or fee will be placed in the file without being considered.",
      ],
    },
    {
      type: "callout",
      title: "A counting exercise with consequences",
      text: "An IDS that misstates the tier is not considered, and the applicant must resubmit it with the proper fee and statement. Keep a running count of applicant-cited items for each application, and update it every time an IDS is filed.",
    },
    { type: "heading", text: "Fees for late continuing applications" },
    {
      type: "paragraph",
      text: "The rule also introduced fees for continuing applications (continuations, divisionals and continuations-in-part) filed more than six years, and a higher fee for those filed more than nine years, after the earliest benefit date the application claims. A benefit claim to a provisional application under 35 U.S.C. 119(e) is not used to set that date; the claims that count are those to earlier nonprovisional or international applications. The fee does not apply to an application already pending before 19 January 2025 on the strength of benefit claims presented before that date, but a benefit claim added on or after it can trigger the fee. According to the USPTO's guidance, the fee is due when the continuing application is filed.",
    },
    {
      type: "paragraph",
      text: "For families with long chains of continuations, this turns the docketing question of when to file into a cost question as well. The six-year and nine-year points should be docketed for every family that may need another continuation.",
    },
    { type: "heading", text: "What changes for searches and IDS work" },
    {
      type: "paragraph",
      text: "Neither fee changes what counts as material. They change the cost of over-citing, and so the value of knowing exactly what a list of references contains before it is cited. We have made four changes to our own [IDS management](/ids-management) work:",
    },
    {
      type: "list",
      ordered: true,
      items: [
        "Deduplicate across the family. The same reference often arrives from a foreign search report, a related US application and the client's own files, in different number formats. We normalize publication numbers and merge family members before counting.",
        "Report the running count and the next threshold with every IDS we prepare, so the attorney sees when a filing will cross 50, 100 or 200 items.",
        "Flag references the examiner has already cited on a notice of references cited: listing one again on an IDS adds it to the count, so the attorney can decide whether it needs to be listed.",
        "Give the attorney a short relevance note for long foreign search reports, so that the decision about what to cite is made on the content of the documents rather than their number.",
      ],
    },
    {
      type: "paragraph",
      text: "The fee also changes how a [patentability search](/patentability-search) report should be written. A report that lists two hundred loosely related hits, without ranking them, can leave an attorney with a long list to consider and cite. A report that ranks the closest art, explains why each of the top references matters and separates background documents from close art lets the attorney cite what is material with confidence.",
    },
    { type: "heading", text: "Other changes worth a second look" },
    {
      type: "paragraph",
      text: "The same rule raised many established fees, including filing, search and examination fees and the fees for claims in excess of three independent or twenty total claims. Those excess claims fees now weigh more in the decision to present many claims in one application rather than spreading them across continuations, especially once the late-continuation fees are taken into account. Fee amounts change from one rulemaking to the next; the docket should always take them from the USPTO's fee schedule in force on the payment date.",
    },
    { type: "heading", text: "How we help" },
    {
      type: "paragraph",
      text: "Our [prosecution support](/prosecution-support) team prepares IDS forms with the size-fee count, the tier and the applicant's statement drafted for the attorney's review, keeps the per-application count up to date, and dockets the six-year and nine-year continuation points for each family we manage. The attorney decides what to cite and signs the filing; we make sure the numbers behind that decision are right.",
    },
  ],
  sources: [
    {
      title:
        "USPTO, Setting and Adjusting Patent Fees During Fiscal Year 2025, final rule, 89 FR 91898 (20 November 2024), effective 19 January 2025",
      url: "https://www.govinfo.gov/content/pkg/FR-2024-11-20/html/2024-26821.htm",
    },
    {
      title:
        "USPTO, Setting and Adjusting Patent Fees During Fiscal Year 2025, proposed rule, 89 FR 23226 (3 April 2024)",
      url: "https://www.govinfo.gov/content/pkg/FR-2024-04-03/html/2024-06250.htm",
    },
    {
      title:
        "AIPLA, Updates on the Forthcoming USPTO Patent Fees (17 January 2025): USPTO guidance on IDS size fees",
      url: "https://aipla.org/detail/news/2025/01/17/updates-on-the-forthcoming-uspto-patent-fees",
    },
  ],
} satisfies Insight;
