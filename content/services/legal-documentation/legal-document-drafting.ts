import type { ServicePage } from "@/content/types";

export const legalDocumentDrafting = {
  slug: "legal-document-drafting",
  title: "Legal Document Drafting",
  group: "legal-documentation",
  filedBy: "advocate-or-attorney",
  description:
    "Affidavits, board resolutions, powers of attorney, IP assignment deeds and company policies drafted with their signing, stamping and filing formalities checked.",
  tagline: "Precise documents for everyday legal needs",
  body: [
    { type: "heading", text: "Documents that have to be right the first time" },
    {
      type: "paragraph",
      text: "This service is for advocates and attorneys who want routine documents prepared to their format. A business, inventor or startup that comes to us directly is served through its own advocate or attorney, who instructs us, directs each draft, decides its final form and signs it off before it is executed.",
    },
    {
      type: "paragraph",
      text: "Not every legal document is a negotiated contract. Businesses, inventors and law firms also need affidavits and declarations, board and shareholder resolutions, powers of attorney, assignment deeds for patents, trademarks and copyright, employment and consultancy letters, undertakings, and internal policies on privacy, acceptable use and intellectual property. Each is short, but each is relied on by a registry, a bank, a court or a counterparty, and a defect in form can send it back or leave a right unprotected.",
    },
    {
      type: "paragraph",
      text: "Law firms send us their precedents and house style, and we follow them. Every document is settled by the advocate or attorney who instructed us before anyone executes it.",
    },
    { type: "heading", text: "The formalities behind common documents" },
    {
      type: "table",
      caption: "Formalities we check for common documents",
      head: ["Document", "What it must satisfy"],
      rows: [
        [
          "Affidavit (India)",
          "Sworn before a notary or an oath commissioner, stamped where the state's stamp law requires it, and limited to facts the deponent knows or believes, with the basis of belief stated",
        ],
        [
          "Board resolution (India)",
          "Passed at a properly convened meeting or by circulation under the Companies Act 2013, within the board's powers and the company's articles of association",
        ],
        [
          "Power of attorney (India)",
          "Prepared under the Powers of Attorney Act 1882 and stamped under the applicable state law; registration may also be needed where it deals with immovable property",
        ],
        [
          "Patent assignment",
          "In India, in writing and embodying all the terms, under section 68 of the Patents Act 1970, then registered with the Controller under section 69; in the US, recorded at the USPTO, since an unrecorded assignment can lose out to a later purchaser under 35 U.S.C. 261",
        ],
        [
          "Copyright assignment (India)",
          "In writing and signed by the assignor under section 19 of the Copyright Act 1957, identifying the work, the rights, the duration and the territory; if no duration is stated, the law presumes five years",
        ],
      ],
    },
    { type: "heading", text: "How we draft" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Instructions",
          text: "We confirm the document's purpose, who will rely on it, the jurisdiction and any format a registry or counterparty prescribes.",
        },
        {
          title: "Facts and records",
          text: "We collect the names, registration numbers, dates and supporting records the document will recite, and check them against their sources.",
        },
        {
          title: "Draft",
          text: "The document is prepared in clear, numbered language, following the prescribed form where one exists.",
        },
        {
          title: "Formality check",
          text: "A second reviewer confirms signatories, authority, stamping, attestation and any registration or recordal step.",
        },
        {
          title: "Execution instructions",
          text: "Your advocate or attorney receives the final draft for review and signature, with a checklist of the signing, notarizing and filing steps.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "An editable draft and a print-ready final version",
        "An execution note: who signs, in what capacity, before whom, and with what stamp duty",
        "For intellectual-property assignments, the filing or recordal step at the patent, trademark or copyright office",
        "Templates with drafting notes for documents you need often",
      ],
    },
    { type: "heading", text: "What sets it apart" },
    {
      type: "paragraph",
      text: "Because we also support patent and trademark prosecution, assignment deeds and declarations are drafted with the office that will receive them in mind, which avoids the most common reasons for refusal of a recordal. Documents that accompany a larger transaction are prepared alongside the main agreement in [contract drafting](/contract-drafting-and-creation), and where ownership of creative work must be proved, the assignment sets up a clean chain of title for [copyright registration](/copyright-registration).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We check every recited fact against its source record, because a wrong registration number or date is the error a registry notices first.",
    },
    {
      type: "paragraph",
      text: "Drafts are confidential, prepared to your house style where you have one, and reviewed by a second team member before delivery.",
    },
  ],
} satisfies ServicePage;
