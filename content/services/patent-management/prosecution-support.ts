import type { ServicePage } from "@/content/types";

export const prosecutionSupport = {
  slug: "prosecution-support",
  title: "Prosecution Support",
  group: "patent-management",
  filedBy: "patent-practitioner",
  description:
    "Paralegal prosecution support for patent practitioners: forms, declarations, assignments, fee checks and office filings, prepared for attorney review.",
  tagline: "Paralegal capacity for busy patent practices",
  body: [
    { type: "heading", text: "Paralegal capacity that grows with your docket" },
    {
      type: "paragraph",
      text: "Around every office action and every new filing sits a layer of formal work: data sheets, declarations, powers of attorney, assignments, fee calculations and replies to formalities notices. It takes time, it must be exact, and it rarely needs an attorney's judgment until the final review. We take that layer on for law firms and corporate IP departments, preparing each item for your practitioner's review and signature so that attorney time goes to the substance.",
    },
    {
      type: "paragraph",
      text: "Your attorney or agent engages us and directs each task; they decide every position taken, and sign and file every paper.",
    },
    { type: "heading", text: "USPTO work we handle" },
    {
      type: "list",
      items: [
        "Application data sheets under 37 CFR 1.76, inventor declarations under 1.63 and substitute statements under 1.64.",
        "Powers of attorney under 37 CFR 1.32, and assignments prepared and recorded electronically with the USPTO.",
        "Replies to notices to file missing parts and other formalities notices.",
        "Fee calculations, including excess claims fees and small or micro entity status under 37 CFR 1.27 and 1.29.",
        "Formatting amendments to the manner required by 37 CFR 1.121, and information disclosure statements through our [IDS management](/ids-management) service.",
        "Filing receipt checks, requests for corrected filing receipts, and issue fee transmittals.",
      ],
    },
    { type: "heading", text: "Indian Patent Office work we handle" },
    {
      type: "list",
      items: [
        "Drafting support, at your agent's direction, for applications in Form 1 with the specification in Form 2, and the Section 8 statement and undertaking in Form 3.",
        "Declarations as to inventorship in Form 5 and authorizations of a patent agent in Form 26.",
        "Requests for examination in Form 18, or expedited examination in Form 18A where the applicant qualifies.",
        "Extension requests in Form 4, amendments in Form 13, statements of working in Form 27, and renewal fee filings.",
      ],
    },
    {
      type: "paragraph",
      text: "For international work we prepare PCT national phase entry packages and track validation steps after a European grant, coordinating with your foreign associates.",
    },
    { type: "heading", text: "How we work with your team" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Onboard",
          text: "We learn your templates, checklists, signing rules and client instructions, and write them into a procedure for your account.",
        },
        {
          title: "Prepare",
          text: "Each task is prepared from the file and the source documents, never from memory or an earlier case.",
        },
        {
          title: "Check",
          text: "A second paralegal checks every document against a task checklist: names, numbers, dates, fees and signatures required.",
        },
        {
          title: "Review and sign",
          text: "Your practitioner reviews and signs. Legal judgment, and the signature, always stay with your attorneys and agents.",
        },
        {
          title: "File and confirm",
          text: "Your attorney or agent signs and files every paper, and we submit nothing: the filed copy and the official receipt come back to us for the docket and the file.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "Documents ready for signature in your templates and formats.",
        "Filing confirmations and receipts saved to your file, and deadlines updated in your docket.",
        "A task log showing what was done, by whom and when, with turnaround agreed per task type.",
      ],
    },
    {
      type: "paragraph",
      text: "Substantive replies can be drafted by our [office action response](/office-action-response) team, and new application packages prepared for your attorney or agent to sign and file through our [patent filing services](/patent-filing-services).",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Paralegals trained in both USPTO and Indian Patent Office practice.",
        "A second check on every document before it reaches your attorney.",
        "Your templates and procedures, not ours, so our work looks like your own.",
      ],
    },
  ],
} satisfies ServicePage;
