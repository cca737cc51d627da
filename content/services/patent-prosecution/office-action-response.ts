import type { ServicePage } from "@/content/types";

export const officeActionResponse = {
  slug: "office-action-response",
  title: "Office Action Response",
  group: "patent-prosecution",
  filedBy: "patent-practitioner",
  description:
    "Rejection-by-rejection analysis of USPTO, EPO and Indian office actions, with claim amendments and arguments drafted for your attorney ahead of the deadline.",
  tagline: "A reasoned answer to every rejection and objection, delivered before the deadline",
  body: [
    {
      type: "heading",
      text: "What an office action asks of you",
    },
    {
      type: "paragraph",
      text: "An office action is the examiner's written case against allowance. At the USPTO it sets out rejections under 35 USC 101, 102, 103 or 112, double patenting and formal objections, and the reply must answer every ground the examiner raises (37 CFR 1.111(b)). A reply that skips one is not a complete reply.",
    },
    {
      type: "paragraph",
      text: "The USPTO usually sets a shortened statutory period of three months. Under 37 CFR 1.136(a) the period can be extended, for a fee per month, up to the six months allowed by 35 USC 133; an application with no reply by then is abandoned. After a final rejection the choices narrow to an amendment under 37 CFR 1.116, a request for continued examination under 37 CFR 1.114, or an appeal to the Patent Trial and Appeal Board.",
    },
    {
      type: "paragraph",
      text: "Other offices run on their own clocks. The EPO sets the time limit for replying to a communication under Article 94(3) EPC, and the Indian Patent Office requires an application to be put in order for grant within six months of the first examination report. We docket each one from the office's own notice.",
    },
    {
      type: "paragraph",
      text: "Your patent attorney or agent instructs us on each action and directs the reply; they decide whether to argue, amend or appeal, and sign and file the response.",
    },
    {
      type: "heading",
      text: "How we build the response",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Intake and docketing",
          text: "We confirm the mailing date, the period set, the last date with extensions, and whether the action is final, then agree a delivery date that leaves your attorney time to review.",
        },
        {
          title: "Rejection analysis",
          text: "Each claim is charted element by element against the cited references. We test the examiner's reading of each passage, the stated reason to combine references under 35 USC 103, any teaching away, and eligibility arguments against the USPTO's current subject-matter guidance.",
        },
        {
          title: "Options memo",
          text: "We set out whether to argue, amend or both, locate support in the specification for every proposed amendment so no new matter is added, and flag when an examiner interview, a declaration under 37 CFR 1.132 or an appeal would serve better.",
        },
        {
          title: "Draft response",
          text: "Amendments follow the marking and claim-status rules of 37 CFR 1.121, and remarks address each ground in the order the examiner raised them.",
        },
        {
          title: "Review and finalization",
          text: "A second specialist checks the draft before it goes to you, and we revise it with your attorney until it is ready to file.",
        },
      ],
    },
    {
      type: "heading",
      text: "What you receive",
    },
    {
      type: "list",
      items: [
        "An analysis memo with claim charts comparing each rejected claim to the cited art.",
        "A response ready to file: claim amendments with proper markings and a full set of remarks, in DOCX.",
        "An interview agenda and proposed claim language when a call with the examiner is worthwhile.",
        "A note of references newly cited by the examiner or found during analysis, for your [IDS management](/ids-management).",
      ],
    },
    {
      type: "heading",
      text: "Why the arguments hold up later",
    },
    {
      type: "paragraph",
      text: "Every narrowing amendment becomes part of the file history and can limit the doctrine of equivalents in later enforcement. We weigh that cost before proposing an amendment to your attorney, prefer arguments grounded in the claim language and the references' actual teaching, and keep remarks free of characterizations that an opponent could quote back. When earlier prosecution shapes the options, our [file history analysis](/file-history-analysis) team reviews the record first.",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Analysts matched to the technology of the application, not assigned by queue.",
        "Deadlines tracked from the office's notice, with delivery well inside the response period.",
        "Work done under your non-disclosure agreement and delivered only to the attorney of record.",
      ],
    },
  ],
} satisfies ServicePage;
