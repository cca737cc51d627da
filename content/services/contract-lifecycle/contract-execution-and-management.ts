import type { ServicePage } from "@/content/types";

export const contractExecutionAndManagement = {
  slug: "contract-execution-and-management",
  title: "Contract Execution and Management",
  group: "contract-lifecycle",
  filedBy: "advocate-or-attorney",
  description:
    "Signing formalities checked (authority, stamp duty, e-signatures), then a contract repository with abstracts and a tracker of renewals, notices and obligations.",
  tagline: "Signed properly, stored in one place, tracked from day one",
  body: [
    { type: "heading", text: "From signature to a record you can rely on" },
    {
      type: "paragraph",
      text: "This service is for advocates, attorneys and in-house legal teams who keep their clients' or their company's contract records. A business that comes to us directly is served through its own advocate or attorney, who directs the execution checklist, decides how each document is executed and stamped, and signs off the record we keep.",
    },
    {
      type: "paragraph",
      text: "Many contract disputes start not with poor drafting but with poor execution or poor memory: a signatory without authority, an unstamped instrument, a missing schedule, or a renewal date nobody noticed. This service covers the moment of signing and the years that follow, for businesses that have outgrown shared folders and e-mail attachments.",
    },
    { type: "heading", text: "Executing the contract correctly" },
    {
      type: "paragraph",
      text: "In India, an instrument executed in the country must be stamped before or at the time of execution under the Indian Stamp Act 1899 or the state stamp law that applies, and duty differs from state to state. An unstamped or under-stamped document is not void, but it cannot be admitted in evidence until the duty and a penalty are paid. Some documents, such as a lease of immovable property for more than a year, must also be registered under the Registration Act 1908. The Information Technology Act 2000 recognizes electronic signatures, including Aadhaar-based eSign, although its First Schedule keeps certain documents, such as wills, outside the Act.",
    },
    {
      type: "paragraph",
      text: "In the United States, the federal E-SIGN Act and the Uniform Electronic Transactions Act, enacted in every state except New York, which has its own Electronic Signatures and Records Act, give electronic signatures the same effect as handwritten ones for most commercial contracts. Both exclude some documents, such as wills, so we confirm the instrument type before suggesting an electronic route to your counsel.",
    },
    { type: "heading", text: "How we manage contracts after signing" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Execution checklist",
          text: "Before signing we confirm each signatory's authority through a board resolution or power of attorney, the exact legal names of the parties, that every schedule is attached, and the stamping, witnessing and counterpart arrangements. For electronic signing we keep the platform's audit trail with the contract.",
        },
        {
          title: "Central repository",
          text: "Signed copies go into a structured repository, or your own contract-management system, under a consistent naming scheme, with every amendment linked to its parent agreement.",
        },
        {
          title: "Contract abstracts",
          text: "For each agreement we record the parties, effective date, term, renewal mechanism, notice periods, payment terms, liability caps, governing law and key obligations on both sides.",
        },
        {
          title: "Date and obligation tracking",
          text: "A calendar covers renewals, notice deadlines, price reviews, reporting duties and license expiries, with reminders sent well before each date so you can decide in time.",
        },
        {
          title: "Changes over the contract's life",
          text: "When terms change or a contract moves to another entity, we draft amendment letters, assignment agreements and novations for your counsel to review and settle, and update the record.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "Complete executed copies, with stamping and signing evidence filed alongside",
        "A one-page abstract of each contract",
        "A tracker in spreadsheet form, or loaded into your contract-management software",
        "Regular reports of dates falling due, at the interval you choose",
      ],
    },
    { type: "heading", text: "Why a managed record pays for itself" },
    {
      type: "paragraph",
      text: "An automatic renewal missed by a week can bind you for another full term, and a notice sent to an outdated address may not count at all. Abstracts and reminders prevent both. The tracker also feeds [compliance and monitoring](/contract-compliance-and-monitoring), where obligations are checked against performance, and it shows at a glance which agreements are candidates for [termination or renegotiation](/contract-removal-and-optimization).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We have managed deadlines for patent and trademark portfolios for years, where a missed date can mean a lost right. The same discipline applies to your contracts.",
    },
    {
      type: "paragraph",
      text: "Abstracts are prepared by one team member and checked against the signed text by another, and your repository is kept under access controls agreed with your counsel.",
    },
  ],
} satisfies ServicePage;
