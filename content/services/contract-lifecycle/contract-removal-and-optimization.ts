import type { ServicePage } from "@/content/types";

export const contractRemovalAndOptimization = {
  slug: "contract-removal-and-optimization",
  title: "Contract Termination and Optimization",
  group: "contract-lifecycle",
  filedBy: "advocate-or-attorney",
  description:
    "Contract portfolio reviews to exit, renegotiate or consolidate agreements, with draft notices, settlements and transition plans for your counsel to settle.",
  tagline: "Exit or improve the agreements that no longer serve you",
  body: [
    { type: "heading", text: "When an agreement has outlived its purpose" },
    {
      type: "paragraph",
      text: "This service is for advocates and attorneys reviewing a client's contract portfolio. A business that comes to us directly is served through its own advocate or attorney, who engages us, directs the review, decides which agreements to end, renegotiate or keep, and signs every notice that carries the decision out.",
    },
    {
      type: "paragraph",
      text: "Contracts renew themselves, overlap after an acquisition, lock in prices the market has left behind, or bind you to a partner who no longer performs. This service reviews the agreements and sets out the options for your counsel, who decides which to end, which to renegotiate and which to merge; we then prepare the documents that carry out counsel's decision, so that the exit itself does not become the dispute.",
    },
    { type: "heading", text: "Ending a contract lawfully" },
    {
      type: "paragraph",
      text: "A contract can usually be ended in one of four ways: under its own termination-for-convenience clause, for the other party's breach, by letting it expire with a notice of non-renewal, or by agreement. Indian law adds rules of its own. Under section 39 of the Indian Contract Act 1872, when a party refuses to perform, or disables itself from performing, its promise in its entirety, the other party may put an end to the contract. Under section 56 a contract becomes void when performance becomes impossible or unlawful, and section 73 allows compensation for loss that arises naturally from a breach. In the United States the same questions turn on the governing state's law and, for the sale of goods, Article 2 of the Uniform Commercial Code.",
    },
    {
      type: "callout",
      title: "Follow the contract's own procedure",
      text: "A termination that ignores the agreed notice period, form, address for notices or cure window can itself be a breach. We check each of these before any notice is sent.",
    },
    { type: "heading", text: "How we carry it out" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Portfolio review",
          text: "We sort your agreements by renewal date, spend, overlap and unfavorable terms to find those that deserve attention first.",
        },
        {
          title: "Exit analysis",
          text: "For each candidate we set out the exit routes available, notice periods, termination fees and minimum commitments, the clauses that survive termination, such as confidentiality, indemnities and license terms, and what must happen to data and materials.",
        },
        {
          title: "Options memo",
          text: "Your counsel receives an options note for each agreement, setting out what each route would cost and require: termination, expiry, renegotiation, consolidation with another contract, or novation to another entity. Counsel chooses the route.",
        },
        {
          title: "Documents",
          text: "We draft termination and non-renewal notices, amendment agreements, novation agreements and settlement agreements with mutual releases, for your counsel to review, settle and send or sign.",
        },
        {
          title: "Transition",
          text: "A transition plan covers return or deletion of data, transfer or end of licenses, final invoices and handover to a new supplier, with owners and dates for each step.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A portfolio review ranking agreements by urgency and savings potential",
        "An exit analysis for each agreement under review",
        "Notices and agreements ready for signature, with service instructions",
        "A transition checklist your team can work through",
      ],
    },
    { type: "heading", text: "What sets it apart" },
    {
      type: "paragraph",
      text: "We look at the whole portfolio, not one contract at a time, so a renegotiation in one agreement can remove a duplicate in another. Our notices are drafted from the same toolkit as our [legal notices](/drafting-of-legal-notice), and if the counterparty disputes an exit, our [commercial litigation support](/commercial-litigation) team can prepare the chronology and documents your advocates will need.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We identify exit rights and their deadlines early, while every option is still open, rather than after a renewal has locked you in.",
    },
    {
      type: "paragraph",
      text: "Every notice is checked against the contract's procedure by a second reviewer before it is signed.",
    },
  ],
} satisfies ServicePage;
