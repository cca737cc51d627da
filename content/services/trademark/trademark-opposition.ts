import type { ServicePage } from "@/content/types";

export const trademarkOpposition = {
  slug: "trademark-opposition",
  title: "Trademark Opposition",
  group: "trademark",
  filedBy: "trademark-practitioner",
  description:
    "Opposition support at the USPTO's TTAB, India's Trade Marks Registry and the EUIPO: deadlines, grounds, draft pleadings and evidence prepared for your counsel.",
  tagline: "Challenge a conflicting application before it registers",
  body: [
    { type: "heading", text: "What an opposition is and when to use it" },
    {
      type: "paragraph",
      text: "An opposition lets a third party challenge a trademark application after it is published and before it registers: at the EUIPO the owner of an earlier right, at the USPTO anyone who believes it would be damaged by the registration, and in India any person. It is usually faster and cheaper than canceling a registration later, and it is often where the parties agree coexistence terms. The windows are short, and in India and at the EUIPO they cannot be extended.",
    },
    {
      type: "paragraph",
      text: "We support both sides: brand owners opposing an application that comes too close, and applicants who must answer an opposition to their own mark.",
    },
    {
      type: "paragraph",
      text: "Your trademark attorney or agent engages us and directs the opposition work; they decide the grounds, and sign and file every pleading.",
    },
    { type: "heading", text: "Deadlines by jurisdiction" },
    {
      type: "table",
      caption: "When a notice of opposition must be filed",
      head: ["Jurisdiction", "Time to oppose", "Extension", "Decided by"],
      rows: [
        [
          "United States (USPTO)",
          "30 days from publication in the Official Gazette",
          "Yes, if requested before the deadline, but never beyond 180 days from publication",
          "Trademark Trial and Appeal Board",
        ],
        [
          "India",
          "Four months from advertisement in the Trade Marks Journal (Trade Marks Act, 1999, Section 21)",
          "No",
          "Registrar of Trade Marks",
        ],
        [
          "European Union (EUIPO)",
          "Three months from publication",
          "No",
          "EUIPO Opposition Division",
        ],
        [
          "Madrid designations",
          "Set by the law of each designated office",
          "Depends on the office",
          "The designated office",
        ],
      ],
    },
    { type: "heading", text: "How an opposition runs" },
    { type: "subheading", text: "At the USPTO" },
    {
      type: "paragraph",
      text: "A potential opposer may first take a 30-day extension on request or a 90-day extension for good cause, then further time in limited steps, all within 180 days of publication (37 C.F.R. §2.102). The notice of opposition sets out the opposer's entitlement and grounds, most often likelihood of confusion under Section 2(d). The applicant answers, and the case moves through discovery and trial periods set by the Board. Many cases settle along the way.",
    },
    { type: "subheading", text: "In India" },
    {
      type: "paragraph",
      text: "The notice of opposition is filed on Form TM-O within the four months. The applicant must file a counter-statement within two months of receiving the notice, or the application is treated as abandoned (Section 21(2)). Each side then files evidence in turn under the Trade Marks Rules, 2017, and the Registrar decides after a hearing.",
    },
    { type: "heading", text: "What we do" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Fix the deadline",
          text: "We compute the last day to oppose, or to ask for an extension, from the official publication date and enter it in your docket.",
        },
        {
          title: "Research the merits",
          text: "Earlier rights, use history, marketplace evidence and the other side's own filings, with an assessment of each possible ground.",
        },
        {
          title: "Draft the pleadings",
          text: "Notices of opposition, counter-statements and answers, drafted for your counsel to settle and sign.",
        },
        {
          title: "Build the evidence",
          text: "Affidavit drafts, exhibits of use and reputation, and sales and advertising summaries, organized and indexed to the forum's rules.",
        },
        {
          title: "Support settlement",
          text: "Draft coexistence terms and narrowed specifications, so a deal can close without waiting for a decision.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "paragraph",
      text: "Each matter starts with a deadline memo and continues with draft filings in editable form, an indexed evidence bundle and a status note at every procedural step. If a ground looks weak, we tell your attorney so before anything is filed. Most oppositions begin with a hit from [trademark monitoring](/trademark-monitoring), which is why we report every hit together with its opposition deadline.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Opposition deadlines are computed by one person and checked by another, because a missed window in India or at the EUIPO cannot be reopened.",
    },
    {
      type: "paragraph",
      text: "Evidence is gathered with its source, date and method recorded, so it holds up when the other side tests it.",
    },
  ],
} satisfies ServicePage;
