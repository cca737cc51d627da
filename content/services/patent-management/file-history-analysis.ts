import type { ServicePage } from "@/content/types";

export const fileHistoryAnalysis = {
  slug: "file-history-analysis",
  title: "File History Analysis",
  group: "patent-management",
  filedBy: "counsel",
  description:
    "File history analysis tracing amendments, arguments and disclaimers in a patent's prosecution record, for claim construction, estoppel and design-around.",
  tagline: "What the prosecution history says about claim scope",
  body: [
    { type: "heading", text: "Why the prosecution record shapes claim scope" },
    {
      type: "paragraph",
      text: "A patent's file history, also called its file wrapper, holds every amendment, argument and interview between the applicant and the examiner. US courts read claims in light of it: the prosecution history is part of the intrinsic evidence alongside the claims and the specification (Phillips v. AWH, Fed. Cir. en banc 2005). What an applicant gave up to win allowance can rarely be claimed back later.",
    },
    { type: "subheading", text: "Prosecution history estoppel" },
    {
      type: "paragraph",
      text: "Under Festo v. Shoketsu (U.S. Supreme Court, 2002), a narrowing amendment made for a reason related to patentability raises a presumption that the patentee surrendered the equivalents of the amended limitation. The patentee can rebut it only by showing that the equivalent was unforeseeable when the amendment was made, that the reason for the amendment was no more than tangential to the equivalent, or that some other reason kept the patentee from describing it. Where the record gives no reason for an amendment, it is presumed to relate to patentability (Warner-Jenkinson v. Hilton Davis, 1997).",
    },
    { type: "subheading", text: "Prosecution disclaimer" },
    {
      type: "paragraph",
      text: "Arguments alone can narrow a claim. A clear and unmistakable disavowal of scope during prosecution limits the meaning of a term even without an amendment (Omega Engineering v. Raytek, Fed. Cir. 2003), and statements a patent owner makes in inter partes review can have the same effect (Aylus Networks v. Apple, Fed. Cir. 2017).",
    },
    { type: "heading", text: "When clients need it" },
    {
      type: "list",
      items: [
        "Before claim construction, to find the statements each side will rely on.",
        "Before asserting infringement under the doctrine of equivalents, or defending against it.",
        "When planning a design-around or a [freedom-to-operate](/freedom-to-operate-search) opinion.",
        "In due diligence, and when drafting continuation claims that must avoid earlier surrenders.",
      ],
    },
    { type: "heading", text: "How we analyze a file history" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Collect the complete record",
          text: "The patent's own file from USPTO Patent Center, its parents and continuations, any reexamination, reissue or PTAB proceedings, and foreign counterparts through Global Dossier, the European Patent Register or the Indian Patent Office's records.",
        },
        {
          title: "Build the chronology",
          text: "Every action and response in order, with dates and the claims pending at each stage.",
        },
        {
          title: "Trace each claim",
          text: "A claim evolution chart shows every limitation as filed, as amended and as allowed, with the reason given for each change.",
        },
        {
          title: "Log the arguments",
          text: "Statements about each disputed term are extracted with page citations, including interview summaries and the examiner's reasons for allowance.",
        },
        {
          title: "Assess the effect",
          text: "We mark where estoppel or disclaimer is likely, arguable or unlikely, and a second analyst reviews each call.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A memo with the chronology, the claim evolution chart and a term-by-term summary of statements.",
        "Risk flags for estoppel and disclaimer, with the record pages that support them.",
        "An indexed copy of the key documents, within a turnaround agreed at scoping.",
      ],
    },
    {
      type: "paragraph",
      text: "We read USPTO, EPO and Indian Patent Office files. Each forum uses the prosecution record in its own way, and the memo says which rules apply to which finding. The analysis feeds directly into [infringement contentions](/infringement-contentions) and [patent due diligence](/patent-due-diligence).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Analysts with technical training read the record as an examiner would, and cite every statement to its page, so counsel can use the findings in a brief without re-reading the whole file.",
    },
  ],
} satisfies ServicePage;
