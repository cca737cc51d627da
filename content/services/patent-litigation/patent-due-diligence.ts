import type { ServicePage } from "@/content/types";

export const patentDueDiligence = {
  slug: "patent-due-diligence",
  title: "Patent Due Diligence",
  group: "patent-litigation",
  filedBy: "counsel",
  description:
    "Patent due diligence for acquisitions, investments and licenses: chain of title, legal status, encumbrances, validity risk and claim scope of target patents.",
  tagline: "What a patent portfolio is really worth before you sign",
  body: [
    { type: "heading", text: "Why patent diligence comes before the signature" },
    {
      type: "paragraph",
      text: "A buyer, investor or licensee pays for patents it expects to own outright, to be in force and to cover something that matters. Diligence tests each of those assumptions against the record. We carry it out for acquisitions and mergers, venture and growth investments, patent purchases, exclusive licenses, joint ventures and lending secured on patents, on either side of the table.",
    },
    {
      type: "paragraph",
      text: "Your transaction counsel engages us and directs the review; counsel decides what the findings mean for the deal, and signs any opinion or disclosure given on them.",
    },
    { type: "heading", text: "What we check" },
    {
      type: "table",
      caption: "Areas of a patent diligence review",
      head: ["Area", "What we examine", "Why it matters"],
      rows: [
        [
          "Chain of title",
          "Assignments from every inventor to the current owner, recorded and unrecorded; employment and consultancy agreements",
          "In the US, an assignment not recorded at the USPTO within three months of its date, or before a later purchase, is void against a later purchaser for value without notice (35 U.S.C. 261). In India, an assignment must be in writing (Section 68 of the Patents Act) and registered with the Controller (Section 69).",
        ],
        [
          "Legal status and term",
          "Grant, fees paid, expiry with patent term adjustment (35 U.S.C. 154(b)), extensions and terminal disclaimers",
          "A terminal disclaimer can cut term short and makes enforceability depend on common ownership with the related patent.",
        ],
        [
          "Encumbrances",
          "Licenses, covenants not to sue, security interests, government rights under 35 U.S.C. 202 to 203, declarations to standards bodies",
          "Existing rights limit what the buyer can exclude others from or license again.",
        ],
        [
          "Validity risk",
          "Targeted prior art, PTAB and reexamination history, eligibility under 35 U.S.C. 101, written description and definiteness under 35 U.S.C. 112",
          "A patent that is likely invalid adds risk, not value.",
        ],
        [
          "Scope and relevance",
          "Claims read against the target's products, roadmap and competitors",
          "Tells you whether the patents protect the business you are paying for.",
        ],
      ],
    },
    { type: "heading", text: "How an engagement runs" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Scope to the deal",
          text: "We agree with counsel which patents get a full review and which get a status check, often using a quick [portfolio ranking](/patent-portfolio-ranking) to sort them.",
        },
        {
          title: "Pull and verify the record",
          text: "Data-room schedules are checked against USPTO, EPO, Indian Patent Office and WIPO records, and differences are logged.",
        },
        {
          title: "Trace title and status",
          text: "We build a title chain for each family, flag breaks, and confirm fees and expiry dates.",
        },
        {
          title: "Assess scope and risk",
          text: "Analysts read the key claims against the target's products, and run targeted [validity searches](/patent-validity-and-invalidity-search) where the deal turns on a few patents.",
        },
        {
          title: "Report and answer questions",
          text: "Findings are reported by severity, and we stay on hand for follow-up questions from counsel until closing.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A red-flag memo ranking issues by their effect on the deal.",
        "A patent-by-patent schedule in Excel, suited to disclosure schedules and purchase agreement exhibits.",
        "Title charts for each family, citing recorded documents by reel and frame or register entry.",
        "A list of corrective steps before closing: recordals, confirmatory assignments, certificates of correction, unpaid fees.",
        "Interim findings as they arise, on a timetable built around your signing and closing dates.",
      ],
    },
    { type: "heading", text: "How we protect the deal" },
    {
      type: "paragraph",
      text: "Deal information stays within a named team bound by your confidentiality terms, and we work inside your data room rather than copying it. We report facts with their sources and leave the legal conclusions, and the negotiation, to counsel.",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "One team covers US and Indian title rules and reads the claims as well as the registers.",
        "Every finding cites its source, so counsel can verify it without repeating the search.",
        "Scope scales from a status check to a full review without changing method mid-deal.",
      ],
    },
  ],
} satisfies ServicePage;
