import type { ConfidentialityContent } from "@/content/types";

// Every section below states how the firm works. They ship unconfirmed: the operator checks each
// against the firm's real practice, edits it to match, and only then sets `confirmed: true`.
// `npm run check:launch` lists the page while any section is unconfirmed.
export const confidentiality = {
  tagline: "How a client's matter is kept, from the first disclosure to the final deletion",
  intro: [
    {
      type: "paragraph",
      text: "Our clients send us unpublished inventions, litigation strategy and commercial terms. Before they do, they want to know who will read the material, where it will be stored, whether it leaves the country, and what happens to it when the work is done. This page answers those questions. Where a client's own security terms are stricter, we follow them.",
    },
  ],
  sections: [
    {
      heading: "A non-disclosure agreement before any disclosure",
      confirmed: false,
      blocks: [
        {
          type: "paragraph",
          text: "We sign a non-disclosure agreement before a client shares anything confidential, including the first description of an invention. We can sign the client's own form or offer ours. A brief that arrives before an agreement is in place is not opened beyond what is needed to arrange one.",
        },
      ],
    },
    {
      heading: "Who may see a matter",
      confirmed: false,
      blocks: [
        {
          type: "paragraph",
          text: "Access is granted per matter, on a need-to-know basis: the named lead, the people assigned to the work and the reviewer. Everyone who works on client matters is bound by a written confidentiality obligation. Access ends when the person leaves the matter, and we keep a record of who had it.",
        },
      ],
    },
    {
      heading: "How files are stored and sent",
      confirmed: false,
      blocks: [
        {
          type: "list",
          items: [
            "Files are kept in access-controlled storage, encrypted at rest, with access limited to the matter's team.",
            "Files are exchanged through encrypted transfer, or through the client's own portal when the client prefers; never as plain e-mail attachments for invention disclosures.",
            "Work is done on firm-managed devices with full-disk encryption.",
          ],
        },
      ],
    },
    {
      heading: "How long files are kept, and how they are destroyed",
      confirmed: false,
      blocks: [
        {
          type: "paragraph",
          text: "We keep a matter's files for the period agreed with the client, or on request return them. At the end of that period the files are deleted from our systems and backups as they expire, and we confirm the deletion in writing when the client asks.",
        },
      ],
    },
    {
      heading: "Conflict checks before we accept work",
      confirmed: false,
      blocks: [
        {
          type: "paragraph",
          text: "Before accepting a matter we check the parties, and where the client allows the technology, against our current and past work. If we cannot take the matter without a conflict, we say so without reading the confidential material.",
        },
      ],
    },
    {
      heading: "Export-controlled matters",
      confirmed: false,
      blocks: [
        {
          type: "paragraph",
          text: "Almost all US technology is subject to the Export Administration Regulations (EAR, 15 C.F.R. Parts 730-774), but most of it may be sent to India without a license, because its classification (often EAR99) calls for none for that destination. What needs care is technical data whose Export Control Classification Number requires a license for India, and any technical data on the US Munitions List, controlled under the International Traffic in Arms Regulations (ITAR, 22 C.F.R. Parts 120-130). The classification is the owner's to make. We ask for it before a file is sent, and a matter that needs a license for India, or falls under the ITAR, is handled only by US persons in our US offices on systems in the United States, or declined. Showing such data to a foreign national inside the United States counts as an export too, so it stays with US persons there as well.",
        },
      ],
    },
    {
      heading: "Foreign filing licenses and permits",
      confirmed: false,
      blocks: [
        {
          type: "paragraph",
          text: "For an invention made in the United States, no application may be filed abroad, and no subject matter sent abroad to prepare one, until six months after the US filing or with a foreign filing license from the USPTO (35 U.S.C. 184; 37 C.F.R. 5.11). That license covers only foreign filing. As the USPTO reminded applicants and practitioners in its notice 'Scope of Foreign Filing Licenses' (73 Fed. Reg. 42781, 23 July 2008), it does not authorize sending subject matter abroad to prepare a US application: that export must comply with the EAR, as described above. So before material on a US-made invention comes to our India office to prepare a US application, we ask the client's attorney to confirm that the export is permitted under the EAR.",
        },
        {
          type: "paragraph",
          text: "For an invention by a person resident in India, no application may be made outside India unless an Indian application for the same invention was filed at least six weeks earlier and is not under a secrecy direction, or the Controller has granted a written permit (Patents Act, 1970, Section 39, requested on Form 25). We flag this on every matter with an inventor resident in India; the decision and the filing are for the client's patent agent.",
        },
      ],
    },
    {
      heading: "Artificial intelligence tools",
      confirmed: false,
      blocks: [
        {
          type: "paragraph",
          text: "Client material is never entered into a public AI service, or into any tool whose provider may keep it or train on it. Where a matter could benefit from an AI tool (for example, machine translation of cited art or a first pass over a large document set), we name the tool and how it holds data, and use it only with the client's written consent. An analyst checks every result such a tool produces before it reaches a report.",
        },
      ],
    },
    {
      heading: "Subcontractors",
      confirmed: false,
      blocks: [
        {
          type: "paragraph",
          text: "Work on a client's matter is done by our own staff. We pass part of a matter to a subcontractor, such as a translator for a language we do not cover, only with the client's written consent, and only to one bound in writing by confidentiality and data-handling terms at least as strict as ours. We remain responsible to the client for the subcontractor's work.",
        },
      ],
    },
    {
      heading: "If something goes wrong",
      confirmed: false,
      blocks: [
        {
          type: "paragraph",
          text: "If client material is, or may have been, lost, disclosed or accessed without authority, we tell the client without undue delay after we become aware of it, and within any period their engagement terms set: what happened, what material is affected, what we have done to contain it, and who to contact. We keep a record of every such incident and what followed.",
        },
        {
          type: "paragraph",
          text: "Where the law sets its own clock, we keep to it. In India, a cyber incident of a kind the CERT-In directions of 28 April 2022 list (issued under Section 70B(6) of the Information Technology Act, 2000) is reported to CERT-In within six hours of our noticing it or being told of it. Once Rule 7 of the Digital Personal Data Protection Rules, 2025 applies (from May 2027), a personal data breach of data for which we are the Data Fiduciary is reported without delay to each person affected and to the Data Protection Board, with a detailed report to the Board within 72 hours. Where we hold a client's personal data for the client, we tell the client at once, so that it can meet its own duties.",
        },
      ],
    },
  ],
  // Certifications the firm holds, by exact name and certifying body: none is claimed until the
  // operator lists one it holds (e.g. "ISO/IEC 27001:2022, certified by ...").
  certifications: [],
  certificationsText: {
    heading: "Security certifications",
    none: "We claim no security certification on this site. Ask us, and we will answer your own security questionnaire in writing before you send any material.",
  },
  closing:
    "Questions about how we would handle your matter? [Contact us](/contact-us) before you send anything, and we will answer them and sign your non-disclosure agreement first.",
} satisfies ConfidentialityContent;
