import type { ServicePage } from "@/content/types";

export const contractComplianceAndMonitoring = {
  slug: "contract-compliance-and-monitoring",
  title: "Contract Compliance and Monitoring",
  group: "contract-lifecycle",
  filedBy: "advocate-or-attorney",
  description:
    "An obligation register, evidence reviews and royalty or service-level audits that show who is meeting contract terms and flag breaches before they escalate.",
  tagline: "Obligations kept, on both sides of every agreement",
  body: [
    { type: "heading", text: "Obligations do not keep themselves" },
    {
      type: "paragraph",
      text: "This service is for advocates, attorneys and in-house legal teams who need a contract's obligations watched between reviews. A business that comes to us directly is served through its own advocate or attorney, who engages us, directs what we track, and decides and signs any notice or claim that follows.",
    },
    {
      type: "paragraph",
      text: "A signed contract creates duties for both parties, and most of them fall due long after the negotiating team has moved on: reports to deliver, service levels to meet, royalties to calculate, insurance to renew, data to protect. This service watches those duties for you. It suits companies with many vendor or customer agreements, licensors whose income depends on a licensee's royalty statements, and any business that has inherited contracts through an acquisition.",
    },
    { type: "heading", text: "What we monitor" },
    {
      type: "list",
      items: [
        "Payment terms, invoicing and interest on late payment",
        "Service levels, service credits and the reporting that supports them",
        "Royalty statements, minimum payments and audit rights under license agreements",
        "Confidentiality and data-protection commitments, including duties passed on to subcontractors",
        "Insurance certificates, bank guarantees and other security the contract requires",
        "Restrictions on assignment, subcontracting and change of control",
      ],
    },
    {
      type: "paragraph",
      text: "Some obligations come from statute rather than the contract. In India, the Micro, Small and Medium Enterprises Development Act 2006 requires a buyer to pay a registered micro or small supplier within the agreed period, which may not exceed 45 days, and attaches compound interest to late payment. The Digital Personal Data Protection Act 2023, as its provisions come into force, holds a data fiduciary answerable for processing done on its behalf by a data processor. We build duties like these into the monitoring plan alongside the contract's own terms.",
    },
    { type: "heading", text: "How monitoring works" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Obligation register",
          text: "We extract every obligation from the signed contracts: who owes it, what it is, when it falls due and what evidence shows it was met.",
        },
        {
          title: "Evidence review",
          text: "At each checkpoint we compare what was delivered with what the contract requires, using the invoices, reports and certificates you or the counterparty provide.",
        },
        {
          title: "Audits",
          text: "Where a contract grants audit rights, we plan the audit, prepare the information request and test royalty calculations, service-level reports or security controls against the agreed terms.",
        },
        {
          title: "Exception reports",
          text: "Shortfalls are reported with the clause concerned, the facts, the likely consequence and the remedies the contract offers, such as service credits, cure periods or termination rights.",
        },
        {
          title: "Follow-up",
          text: "If you decide to act, we draft the reminder, the formal cure notice or the waiver for your counsel to settle, and track the response until the issue is closed.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "An obligation register for your contract portfolio, kept current as contracts change",
        "A compliance report at the interval you choose, with each obligation marked met, at risk or missed",
        "Audit findings with supporting calculations and documents",
        "Draft correspondence for reminders, cure notices and waivers",
      ],
    },
    { type: "heading", text: "What sets it apart" },
    {
      type: "paragraph",
      text: "We report facts and risks in neutral terms; the decision to enforce, waive or renegotiate stays with you and your counsel. When a breach does need a formal response, our team can prepare a [legal notice](/drafting-of-legal-notice), and when monitoring shows an agreement no longer earns its cost, [termination and optimization](/contract-removal-and-optimization) takes it from there. Royalty reviews benefit from our patent analysts, who can tell whether the products being reported are the ones the licensed claims actually cover.",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "One register for obligations owed by you and owed to you",
        "Findings supported by documents, not impressions",
        "Patent expertise behind every royalty review",
        "Confidential handling of both parties' records",
      ],
    },
  ],
} satisfies ServicePage;
