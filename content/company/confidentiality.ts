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
          text: "Technical data subject to US export control, under the Export Administration Regulations (EAR, 15 C.F.R. Parts 730-774) or the International Traffic in Arms Regulations (ITAR, 22 C.F.R. Parts 120-130), is handled only by US persons working in our US offices, on systems located in the United States. Such a matter never goes to our India office. Tell us when a matter may be export-controlled, and we will agree the handling before any file is sent.",
        },
      ],
    },
  ],
  closing:
    "Questions about how we would handle your matter? [Contact us](/contact-us) before you send anything, and we will answer them and sign your non-disclosure agreement first.",
} satisfies ConfidentialityContent;
