import type { ServicePage } from "@/content/types";

export const draftingOfLegalNotice = {
  slug: "drafting-of-legal-notice",
  title: "Drafting of Legal Notice",
  group: "legal-documentation",
  filedBy: "advocate-or-attorney",
  description:
    "Draft legal notices for your advocate or attorney to settle and send: breach, recovery, cheque dishonor, infringement and claims against the government.",
  tagline: "The draft behind a notice your advocate sends",
  body: [
    { type: "heading", text: "What a legal notice does" },
    {
      type: "paragraph",
      text: "This service is for advocates and attorneys who send and answer legal notices for their clients. A business or individual that comes to us directly is served through its own advocate or attorney, who instructs us, directs the draft, decides whether and how the notice is sent, and signs it.",
    },
    {
      type: "paragraph",
      text: "A legal notice is a formal written demand. It states the facts, the legal basis of the claim, what the sender requires and by when, and what will follow if the demand is not met. Many disputes settle at this stage. Those that do not go forward on a clear record, and for several kinds of claim a valid notice is a condition the law sets before proceedings can begin at all. We draft notices, and replies to notices received, for the advocates and attorneys who act for businesses and individuals.",
    },
    { type: "heading", text: "Notices with statutory rules" },
    {
      type: "definitions",
      items: [
        {
          title: "Cheque dishonor (India)",
          text: "Under section 138 of the Negotiable Instruments Act 1881, the payee must make a written demand within 30 days of receiving the bank's information that the cheque was returned unpaid. The drawer then has 15 days from receipt of the notice to pay before a complaint can be filed.",
        },
        {
          title: "Claims against the government (India)",
          text: "Section 80 of the Code of Civil Procedure 1908 requires two months' written notice to the government or a public officer before a suit is filed, stating the cause of action, the plaintiff's name and address, and the relief claimed. Suing without notice for urgent relief needs the court's leave.",
        },
        {
          title: "Commercial disputes (India)",
          text: "A suit under the Commercial Courts Act 2015 that does not seek urgent interim relief must first go through pre-institution mediation under section 12A. A precise notice frames the dispute for that mediation.",
        },
        {
          title: "Insolvency demand (India)",
          text: "An operational creditor must deliver a demand notice under section 8 of the Insolvency and Bankruptcy Code 2016 before applying to start insolvency proceedings. The debtor has ten days to pay or to point to a dispute that already exists.",
        },
        {
          title: "Notice invoking arbitration (India)",
          text: "Under section 21 of the Arbitration and Conciliation Act 1996, arbitral proceedings begin on the date the respondent receives a request to refer the dispute to arbitration, a date that matters for limitation.",
        },
        {
          title: "Patent infringement letters (US)",
          text: "Where patented products are not marked, damages generally run only from actual notice under 35 U.S.C. 287(a), so a letter naming the patent and the accused product has value. A letter that threatens too much can give the recipient grounds to seek a declaratory judgment, so its wording is weighed carefully.",
        },
      ],
    },
    { type: "heading", text: "How we prepare a draft for your advocate" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Facts and documents",
          text: "We build a dated chronology from the contract, invoices, correspondence, bank memos or registration certificates you provide.",
        },
        {
          title: "Legal basis and deadlines",
          text: "We research the provisions your advocate or attorney may rely on and the time limits that apply, including the limitation period for the underlying claim, and set them out for them to confirm.",
        },
        {
          title: "Draft",
          text: "The draft sets out the parties, the facts, the breach or liability, the demand, the time given to comply and the consequences, with a reservation of further rights, for your advocate or attorney to revise and settle.",
        },
        {
          title: "Review",
          text: "A second reviewer checks names, addresses, amounts and dates against the documents, since an error in any of them hands the recipient an easy defense.",
        },
        {
          title: "Service guidance",
          text: "We list for your advocate or attorney the usual ways of sending it (registered post with acknowledgment, courier, or e-mail where the contract allows) and the proof of service to keep; the choice is theirs.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A draft notice for your advocate or attorney to review, settle and send in their name or as they advise",
        "A covering note for the advocate on service, the deadlines now running and the options open if no reply arrives",
        "On request, a reply to a notice you have received, answering each allegation in turn",
      ],
    },
    {
      type: "paragraph",
      text: "If the notice does not resolve the matter, the chronology and documents pass directly to our [commercial litigation support](/commercial-litigation) team. For infringement of a registered mark, see also [trademark litigation and enforcement](/trademark-litigation-enforcement).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our drafts are firm without overstating the claim, because a notice is usually the first document the court will read. The advocate or attorney who sends it decides what it says and answers for it; we do not send notices or act for either side.",
    },
    {
      type: "paragraph",
      text: "Statutory deadlines are checked and recorded on every matter, and all documents are handled in confidence.",
    },
  ],
} satisfies ServicePage;
