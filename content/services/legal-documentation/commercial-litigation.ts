import type { ServicePage } from "@/content/types";

export const commercialLitigation = {
  slug: "commercial-litigation",
  title: "Commercial Litigation Support",
  group: "legal-documentation",
  filedBy: "advocate-or-attorney",
  description:
    "Chronologies, document review, research memos and draft pleadings for the advocates and attorneys running commercial disputes in India and the US.",
  tagline: "The research and documents behind commercial disputes",
  body: [
    { type: "heading", text: "Support for the lawyers who run the case" },
    {
      type: "paragraph",
      text: "This service is for advocates in India and attorneys in the United States who conduct commercial disputes. A business that comes to us directly is served through its own advocate or attorney, who engages us, directs the work, and decides and signs everything that is filed or served.",
    },
    {
      type: "paragraph",
      text: "Commercial disputes are won on documents and preparation. We do that work for the advocates in India and attorneys in the United States who conduct the case: contract and recovery claims, disputes over distribution and franchise terminations, license and royalty disputes, and commercial claims with an intellectual-property element. We are not counsel of record and do not appear in court; everything we prepare goes to your lawyers for review, revision and filing.",
    },
    { type: "heading", text: "The procedure we prepare for" },
    {
      type: "paragraph",
      text: "In India, commercial disputes of a specified value of three lakh rupees or more are heard by commercial courts under the Commercial Courts Act 2015, which amends the Code of Civil Procedure 1908 for these suits. The plaintiff files the documents in its power, possession, control or custody with the plaint, pleadings carry a statement of truth, and a defendant who does not file a written statement within 120 days of service loses the right to file one. Summary judgment is available under Order XIII-A and cases move through case management hearings. A suit that does not seek urgent interim relief must first go through pre-institution mediation under section 12A. With so much fixed at the outset, documents need to be organized before filing, not after.",
    },
    {
      type: "paragraph",
      text: "In US federal courts, the Federal Rules of Civil Procedure call for initial disclosures under Rule 26(a), then discovery, and a party withholding documents as privileged must describe them, usually in a privilege log.",
    },
    { type: "heading", text: "What we prepare" },
    {
      type: "definitions",
      items: [
        {
          title: "Chronology and list of dates",
          text: "A dated account of the dispute, each entry linked to its source document, which becomes the spine of the pleadings.",
        },
        {
          title: "Document review",
          text: "Review, coding and indexing of contracts, correspondence and records for relevance, privilege and key issues, with a compiled set ready for filing or disclosure.",
        },
        {
          title: "Research memos",
          text: "Statutes, rules and case law on the questions counsel sets, with the leading authorities summarized and distinguished.",
        },
        {
          title: "Draft pleadings and applications",
          text: "First drafts of plaints, written statements, interim applications and affidavits, prepared for counsel to revise and settle.",
        },
        {
          title: "Trial preparation",
          text: "Draft affidavits of evidence, witness outlines, deposition digests for US matters and bundles of authorities.",
        },
      ],
    },
    { type: "heading", text: "How we work with your team" },
    {
      type: "list",
      ordered: true,
      items: [
        "Conflict check and confidentiality undertaking before any document is shared",
        "A scoping call with counsel to fix tasks, format and deadlines",
        "Documents exchanged through an access-controlled channel",
        "Deliverables sent in stages so counsel can redirect the work early",
        "Final review, signature and filing by your advocate or attorney",
      ],
    },
    {
      type: "paragraph",
      text: "Disputes often begin with a notice, and our [legal notice](/drafting-of-legal-notice) team can prepare it so that the record is clean from the start. Where a dispute turns on patent rights in India, see [licensing and litigation support in India](/licensing-and-litigation-support); for research into the legal questions behind a claim, see [commercial law advisory](/commercial-law-advisory).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Counsel get organized facts and drafts they can work from, so their hours go to strategy and advocacy rather than sorting documents.",
    },
    {
      type: "paragraph",
      text: "Every chronology entry and citation is traceable to its source, and case files are handled under strict confidentiality.",
    },
  ],
} satisfies ServicePage;
