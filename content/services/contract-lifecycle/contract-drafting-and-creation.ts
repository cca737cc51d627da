import type { ServicePage } from "@/content/types";

export const contractDraftingAndCreation = {
  slug: "contract-drafting-and-creation",
  title: "Contract Drafting and Creation",
  group: "contract-lifecycle",
  filedBy: "advocate-or-attorney",
  description:
    "Draft NDAs, service, license, supply and joint development agreements prepared from your term sheet for your advocate or attorney to review and settle.",
  tagline: "Draft contracts that say what the parties mean, for your counsel to settle",
  body: [
    { type: "heading", text: "Agreements drafted around the deal you actually made" },
    {
      type: "paragraph",
      text: "This service is for advocates in India and attorneys in the United States, in-house or in private practice, who want a first draft prepared to their instructions. A business that comes to us directly is served through its own advocate or attorney, who agrees the brief with us, directs each draft, decides the terms and signs off the final text.",
    },
    {
      type: "paragraph",
      text: "A contract is what a judge, an arbitrator or a new manager will read long after the people who negotiated it have moved on. We prepare draft commercial agreements, from a blank page or from your own template, for review and signature by your advocate or attorney (in-house or outside counsel): non-disclosure agreements, master services agreements and statements of work, software and technology licenses, supply and distribution agreements, consultancy and contractor agreements, and joint development agreements.",
    },
    {
      type: "paragraph",
      text: "Clients usually come to us at one of three moments: before the first deal with a new partner, when an old template no longer matches how the business works, or when a term sheet has been agreed and must become binding terms quickly.",
    },
    {
      type: "paragraph",
      text: "Under Indian law an agreement is enforceable as a contract when it meets section 10 of the Indian Contract Act 1872: free consent of parties competent to contract, lawful consideration and a lawful object. Some clauses need particular care. A non-compete that binds a party after the relationship ends is generally void under section 27 as a restraint of trade, and a sum named as payable on breach is treated under section 74 as the ceiling on reasonable compensation, not a guaranteed payout. For US counterparties we draft to the state law your counsel chooses, with Article 2 of the Uniform Commercial Code in view wherever goods are sold.",
    },
    { type: "heading", text: "How we draft, step by step" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Instructions",
          text: "We take the commercial deal from you and your counsel: parties, scope, price, term, deliverables and the risks that worry you most. A short questionnaire makes sure nothing is assumed.",
        },
        {
          title: "Structure and governing law",
          text: "We set out for your counsel the options for the contract type, the governing law and the dispute-resolution route, whether courts or arbitration under the Arbitration and Conciliation Act 1996 in India, with the facts that bear on each, such as where the parties' assets sit; your counsel decides.",
        },
        {
          title: "First draft",
          text: "The operative clauses come first: scope, payment, ownership and licensing of intellectual property, confidentiality, warranties, indemnities, limitation of liability, term and termination. Boilerplate is adapted to the deal, never pasted in.",
        },
        {
          title: "Execution check",
          text: "For Indian instruments we note the stamp duty payable under the Indian Stamp Act 1899 or the relevant state stamp law, and whether the document can be signed electronically under the Information Technology Act 2000.",
        },
        {
          title: "Second review and handover",
          text: "A second drafter checks definitions, cross-references, numbering and consistency before the draft reaches your counsel, with a note explaining each drafting choice for them to accept or change.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "An editable Word draft with defined terms used consistently throughout",
        "A cover note for your counsel on the key clauses, the open points and the options where the deal could reasonably go either way",
        "A list of execution formalities for your counsel to confirm: who signs, stamping, witnesses and any registration required",
        "On request, a reusable template with drafting notes, for your counsel to approve before your team uses it",
      ],
    },
    {
      type: "paragraph",
      text: "Turnaround is agreed when we take instructions and depends on the length of the agreement and how settled the commercial terms are.",
    },
    { type: "heading", text: "Why our drafts read differently" },
    {
      type: "paragraph",
      text: "Our drafters work beside the firm's patent and trademark analysts, so intellectual-property clauses say exactly what is owned, what is licensed, and in which field and territory. When the counterparty sends its comments, the same team can support your counsel through [contract negotiation and review](/contract-negotiation-and-review) up to signature, and the same care goes into the [legal documents](/legal-document-drafting) that often travel with a contract, such as board resolutions and powers of attorney.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Every draft is read by a second member of the team before your counsel sees it, and every unusual clause comes with a plain-language reason. The advice on the contract is your counsel's.",
    },
    {
      type: "paragraph",
      text: "Your documents stay confidential: we work under a non-disclosure agreement on request, share files only through access-controlled channels, and never reuse one client's terms for another.",
    },
  ],
} satisfies ServicePage;
