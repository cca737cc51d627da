import type { ServicePage } from "@/content/types";

export const trademarkRegistration = {
  slug: "trademark-registration",
  title: "Trademark Registration",
  group: "trademark",
  filedBy: "trademark-practitioner",
  description:
    "Support for your attorney or agent from trademark examination to registration at the USPTO and in India: office actions, reports, hearings and certificate.",
  tagline: "From filing receipt to registration certificate",
  body: [
    { type: "heading", text: "What happens between filing and registration" },
    {
      type: "paragraph",
      text: "Filing starts a process; it does not grant a right. Every application is examined, and many draw at least one objection. An office action or examination report left unanswered ends the application, and an answer that concedes too much leaves a registration too narrow to be useful. Our registration support covers the whole path from first examination to certificate, for owners and for the law firms that act for them. The responses are signed and filed by the attorney or agent who represents the owner before the office: for a US application, a US-licensed attorney (37 CFR 11.14), and in India the owner or its registered trade marks agent or advocate. We research, draft and track; we do not sign, file or appear.",
    },
    {
      type: "paragraph",
      text: "Your attorney or agent engages us and directs each reply; they decide what to argue and what to concede, and sign every response.",
    },
    { type: "heading", text: "The path at the USPTO" },
    {
      type: "list",
      ordered: true,
      items: [
        "An examining attorney reviews the application, and any refusal or requirement arrives in an office action.",
        "For applications filed under Sections 1 and 44, a response is due within three months, and one three-month extension is available for a fee. Applications that reached the USPTO through the Madrid Protocol (Section 66(a)) have six months.",
        "An approved mark is published in the Official Gazette, which opens a 30-day opposition period.",
        "A use-based application then registers. An intent-to-use application receives a Notice of Allowance; a Statement of Use is due within six months. Up to five six-month extensions are available: the first on request, and each of the second to fifth only with a showing of good cause, such as the applicant's ongoing efforts to use the mark (37 CFR 2.89).",
      ],
    },
    { type: "heading", text: "The path in India" },
    {
      type: "list",
      ordered: true,
      items: [
        "The Trade Marks Registry examines the application under the Trade Marks Act, 1999 and issues an examination report stating any objections on absolute grounds (Section 9) or relative grounds (Section 11).",
        "A reply is due within one month of receiving the report (Trade Marks Rules, 2017, rule 33). If the reply does not satisfy the examiner, the application is listed for a show-cause hearing.",
        "An accepted application is advertised in the Trade Marks Journal, and anyone may oppose it within four months.",
        "If no opposition is filed, or an opposition fails, the mark is registered, and the registration takes effect from the filing date.",
      ],
    },
    { type: "heading", text: "How we support each stage" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Track status and deadlines",
          text: "Each application is checked against USPTO TSDR or the IP India e-register, and every deadline is docketed and then verified by a second person.",
        },
        {
          title: "Analyze the objection",
          text: "We read each refusal, research the cited marks and the examiner's authorities, and set out the response options with their trade-offs.",
        },
        {
          title: "Draft the response",
          text: "Arguments, amendments to the goods and services, disclaimers and evidence of acquired distinctiveness, drafted for your attorney's review and signature.",
        },
        {
          title: "Prepare for hearings",
          text: "Briefs, case-law notes and evidence bundles for the agent or advocate who attends an Indian show-cause hearing, and draft written submissions for them afterwards where the hearing officer allows them.",
        },
        {
          title: "Check the registration",
          text: "We compare the certificate with the application and raise any error for correction while it is still simple to fix.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A reporting note on each office communication, with the deadline and the options open, for your attorney or agent",
        "Draft responses and amendments in editable form",
        "Hearing briefs and indexed evidence bundles",
        "Status reports at the interval you choose",
        "A checked registration certificate with its maintenance dates",
      ],
    },
    {
      type: "paragraph",
      text: "Response times are agreed per matter and always leave room for your review before the office deadline. If an opposition is filed against the application, we support the defense under our [trademark opposition](/trademark-opposition) service; once registered, the maintenance dates pass to [trademark renewal](/trademark-renewal).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our draft replies rest on the evidence and on the office's own examination guides, and we tell your attorney plainly when a narrower specification is the better route than a long fight.",
    },
    {
      type: "paragraph",
      text: "The same team follows a mark from examination to certificate, so nothing is lost between stages.",
    },
  ],
} satisfies ServicePage;
