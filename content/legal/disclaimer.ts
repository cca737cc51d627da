import { site } from "@/content/site";
import type { LegalPage } from "@/content/types";

export const disclaimer = {
  slug: "disclaimer",
  title: "Disclaimer",
  description:
    "We are a research and support firm, not a law firm: nothing here is legal advice, and an enquiry creates no attorney-client relationship.",
  tagline: "What we are, what we are not, and what to keep out of a first enquiry",
  updated: "2026-12-06",
  body: [
    { type: "heading", text: "A research and support firm, not a law firm" },
    {
      type: "paragraph",
      text: `${site.name} provides intellectual property research, analysis, drafting support, illustration, docketing and document services. We are not a law firm, and we do not give legal advice or represent anyone before a patent or trademark office or a court. Our work supports the attorneys, patent agents and in-house counsel who advise and represent our clients, and the decisions on what to file, argue or sign stay with them.`,
    },
    { type: "heading", text: "Nothing on this site is legal advice" },
    {
      type: "paragraph",
      text: "Our pages describe rules, deadlines and procedures in general terms, to explain the work we do. They are not advice on your situation, which depends on facts we do not know and on law that changes. Before you act, or decide not to act, on anything you read here, ask a qualified attorney or patent agent in the jurisdiction concerned.",
    },
    { type: "heading", text: "No attorney-client relationship" },
    {
      type: "paragraph",
      text: "Sending an enquiry through the contact form, by e-mail, by phone or by chat does not create an attorney-client relationship with us or with anyone else. We are not lawyers, and what you tell a non-lawyer is generally not protected by attorney-client or legal professional privilege. If privilege matters to your work, instruct us through your counsel, so that we act under their direction. A working relationship begins only when we have agreed the scope and terms of the work with you in writing.",
    },
    { type: "heading", text: "Your attorney or agent signs and files" },
    {
      type: "paragraph",
      text: "Where our work leads to a filing, such as a patent application, a response to an office action, a trademark application or renewal, or a copyright or design registration, it is filed by, or under the direction and signature of, the client's attorney or agent who is authorized to act before that office: a registered patent attorney or agent before the USPTO, a registered patent agent before the Indian Patent Office, and a US-licensed attorney for US trademark filings made on someone else's behalf; a trademark filing elsewhere goes to your trademark attorney or agent, and a copyright application to your attorney or advocate. We prepare drafts, searches, drawings, charts and reports for their review; they decide what is filed and take responsibility for it. We do not hand a patent specification, an office-action reply or a trademark document we drafted to a client to file in person as their own work: preparing those for someone else is practice before the patent or trademark office, which only an authorized attorney or agent may undertake. Copyright offices do not reserve the preparation of applications in this way (at the US Copyright Office an applicant's authorized agent may file, 37 CFR 202.3), and we still send copyright applications to the client's attorney or advocate, who answers the office.",
    },
    { type: "heading", text: "Keep confidential details out of a first enquiry" },
    {
      type: "callout",
      title: "Do not send confidential details through the form",
      text: "Describe your need in general terms: the kind of service, the field of technology, the jurisdictions and any deadline. Do not send the details of an unfiled invention, trade secrets or other confidential material through the contact form or in a first e-mail. We sign a non-disclosure agreement before you share anything confidential, and agree a secure way to share documents before we ask for them. A disclosure made carelessly before filing can put the novelty of an invention at risk.",
    },
    { type: "heading", text: "Results and examples" },
    {
      type: "paragraph",
      text: "Descriptions of our work and what clients say about it are not a promise of any outcome. Whether a patent is granted, a mark registered or a dispute won depends on the facts, the law and the decisions of examiners, offices and courts, which no research firm controls.",
    },
    { type: "heading", text: "Other sites" },
    {
      type: "paragraph",
      text: "Where we mention or link to official databases, offices or other organizations, we do so for reference only. We do not speak for them, and they do not endorse us. Our [Terms of Use](/terms-of-use) and [Privacy Notice](/privacy-notice) cover the rest of how this site works.",
    },
  ],
  history: [
    {
      date: "2026-12-06",
      change:
        "Practice before an office is said of patent and trademark documents only; copyright applications are not reserved in the same way.",
    },
    {
      date: "2026-11-28",
      change:
        "Named who receives trademark filings outside the US and copyright applications, as the service pages now say; the NDA sentence worded as on /confidentiality.",
    },
    {
      date: "2026-11-26",
      change:
        "Dropped filing in person by the client as a route for work we drafted: it reaches an office only through the client's authorized attorney or agent.",
    },
    {
      date: "2026-11-24",
      change:
        "Said plainly that talking to non-lawyers is generally not privileged and that clients should instruct us through their counsel; filings are made by, or under the direction and signature of, the client's attorney or agent.",
    },
    { date: "2026-11-23", change: "First published." },
  ],
} as const satisfies LegalPage;
