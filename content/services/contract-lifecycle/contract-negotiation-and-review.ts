import type { ServicePage } from "@/content/types";

export const contractNegotiationAndReview = {
  slug: "contract-negotiation-and-review",
  title: "Contract Negotiation and Review",
  group: "contract-lifecycle",
  filedBy: "advocate-or-attorney",
  description:
    "Clause-by-clause review of contracts on the other side's paper: a redline, an issues list with fallback positions, and support through each negotiation round.",
  tagline: "A clause-by-clause review for the counsel who negotiates",
  body: [
    { type: "heading", text: "When the other side holds the pen" },
    {
      type: "paragraph",
      text: "This service is for advocates and attorneys, in-house and in private practice, who want a first-pass review done to their checklist. A business that comes to us directly is served through its own advocate or attorney, who engages us, directs the review, decides every position and signs off what goes back to the other side.",
    },
    {
      type: "paragraph",
      text: "Much of what a business signs is drafted by someone else: a vendor's master agreement, a customer's procurement terms, a licensor's standard license, an investor's side letter. This service gives your counsel a clause-by-clause account of what such a document commits the business to, and drafting alternatives for the parts that matter, before anyone signs.",
    },
    {
      type: "paragraph",
      text: "It suits in-house legal teams with more contracts than reviewers, law firms that want a first-pass review before a partner's final read, and growing companies that work with outside counsel. The work goes to your counsel, who reviews it, advises you and decides the positions you take.",
    },
    { type: "heading", text: "How a review runs" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Brief",
          text: "We learn your position from you and your counsel: what the deal is worth to you, your bargaining power, your must-haves and deal-breakers, and your negotiation playbook if you have one.",
        },
        {
          title: "Clause-by-clause reading",
          text: "Each clause is marked acceptable, negotiable or unacceptable against that brief. Attention goes where risk concentrates: indemnities, limitation and exclusion of liability, intellectual-property ownership, confidentiality, data protection, termination rights, automatic renewal, governing law and dispute resolution.",
        },
        {
          title: "Check against the governing law",
          text: "Clauses are tested against the law that will apply. Under section 28 of the Indian Contract Act 1872, for example, a clause that absolutely bars a party from enforcing its rights through ordinary legal proceedings, or cuts short the time to do so, is void, although an agreement to arbitrate is saved. Since the 2018 amendment to the Specific Relief Act 1963, Indian courts grant specific performance of contracts as a rule, subject to limited exceptions, which changes how remedies clauses should be read.",
        },
        {
          title: "Redline and positions",
          text: "We mark up the document in tracked changes with short comments the counterparty can read, and give your counsel a preferred and a fallback position for every contested clause to approve or change.",
        },
        {
          title: "Negotiation rounds",
          text: "When the other side responds, we review its changes and update the issues list for your counsel, who leads the negotiation; counsel speaks for the business in every call, and we brief counsel beforehand on the reasoning behind each drafted position.",
        },
      ],
    },
    {
      type: "table",
      caption: "Where risk usually sits, by type of contract",
      head: ["Contract type", "Clauses we read most closely"],
      rows: [
        [
          "Non-disclosure agreement",
          "Definition of confidential information, residual-knowledge clauses, duration of the duty, return or destruction of materials",
        ],
        [
          "Software or services agreement",
          "Service levels and credits, liability cap, data protection, suspension rights, exit assistance",
        ],
        [
          "Technology license",
          "Field and territory, sublicensing, ownership of improvements, royalty base, reporting and audit",
        ],
        [
          "Supply agreement",
          "Acceptance testing, warranty period, price adjustment, force majeure, minimum purchase commitments",
        ],
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A redlined draft ready to send to the counterparty",
        "An issues list setting out each clause, the risk, a drafting alternative, a fallback position for counsel to accept or reject and its priority",
        "A one-page summary for the person who will approve the deal",
        "A clean execution copy once terms are agreed, with any stamping and signing formalities noted",
      ],
    },
    { type: "heading", text: "What sets our reviews apart" },
    {
      type: "paragraph",
      text: "We explain risk in business terms: what could happen, how likely it is, and what it would cost. Intellectual-property clauses are read by people who work with patents and trademarks every day, which matters in licenses and development agreements. If no workable version of the counterparty's paper exists, we can prepare your own draft through [contract drafting](/contract-drafting-and-creation), and once the contract is signed, [execution and management](/contract-execution-and-management) keeps its dates and obligations in view.",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Positions tied to your commercial priorities, not a generic checklist",
        "Comments written so the counterparty can accept them without a call",
        "A second reviewer on every redline before it leaves us",
        "Strict confidentiality for both sides' documents",
      ],
    },
  ],
} satisfies ServicePage;
