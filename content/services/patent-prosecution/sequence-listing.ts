import type { ServicePage } from "@/content/types";

export const sequenceListing = {
  slug: "sequence-listing",
  title: "Sequence Listing (WIPO ST.26)",
  group: "patent-prosecution",
  filedBy: "patent-practitioner",
  description:
    "WIPO ST.26 sequence listings prepared in XML and validated before filing, for patent applications that disclose nucleotide or amino acid sequences.",
  tagline: "Validated ST.26 XML for every sequence your application discloses",
  scene: "sequence-listing",
  body: [
    {
      type: "heading",
      text: "Sequence listings in patent applications",
    },
    {
      type: "paragraph",
      text: "When a patent application discloses nucleotide or amino acid sequences by listing their residues, patent offices require those sequences in a separate, standardized sequence listing. The listing lets examiners search the sequences against databases and lets the public find them after publication. It is part of the application, so an error in it is an error in the disclosure.",
    },
    {
      type: "paragraph",
      text: "Since 1 July 2022 the format is set by WIPO Standard ST.26, which replaced WIPO Standard ST.25. ST.26 is mandatory for international applications under the PCT and for applications at the USPTO, the EPO, the Indian Patent Office and most other national and regional offices filed on or after that date. At the USPTO and the EPO this includes continuations and divisionals filed after that date from earlier ST.25 cases.",
    },
    {
      type: "paragraph",
      text: "Your patent attorney or agent engages us and directs the listing; they decide any change to the specification, and sign and file the application with the listing.",
    },
    {
      type: "heading",
      text: "Why WIPO ST.26?",
    },
    {
      type: "list",
      items: [
        "ST.25 listings were plain text organized by numbered field identifiers, a layout that software cannot validate as strictly as structured data.",
        "ST.25 had no proper place for D-amino acids, nucleotide analogues such as peptide nucleic acids, or branched sequences, all common in modern therapeutics.",
        "Its three-letter amino acid codes and its own feature section differed from the conventions of the public sequence databases, so data had to be converted before it could be searched.",
        "Structural errors, such as a stated length that does not match the sequence, could pass unnoticed until an office's own checker rejected the listing.",
      ],
    },
    {
      type: "heading",
      text: "How ST.26 differs from ST.25",
    },
    {
      type: "paragraph",
      text: "ST.26 is a single XML file validated against a document type definition published with the standard. It takes its feature keys and qualifiers from the feature table shared by the International Nucleotide Sequence Database Collaboration (DDBJ, ENA and GenBank), so listings map onto those databases' records with little conversion. It also widens what counts as a sequence and tightens how each residue is written.",
    },
    {
      type: "table",
      caption: "WIPO ST.25 compared with WIPO ST.26",
      head: ["Aspect", "ST.25", "ST.26"],
      rows: [
        [
          "File format",
          "Plain text, with numbered field identifiers such as <110> for the applicant and <210> for the sequence number",
          "A single XML 1.0 file in UTF-8, valid against the document type definition in ST.26 Annex II",
        ],
        [
          "Applications covered",
          "Applications filed before 1 July 2022",
          "International, regional and national applications filed on or after 1 July 2022",
        ],
        [
          "Amino acid symbols",
          "Three-letter codes, such as Met Ala Ser",
          "One-letter codes written as single capital letters, such as MAS",
        ],
        ["Uracil in RNA", "Written as u", "Written as t, which is read as uracil in RNA"],
        [
          "Molecules covered",
          "Unbranched sequences of L-amino acids and nucleotides",
          "Adds D-amino acids, nucleotide analogues such as peptide nucleic acids and morpholinos, and linear regions of branched sequences",
        ],
        [
          "Feature annotation",
          "A feature section of its own, under identifiers <220> to <223>",
          "INSDC feature keys and qualifiers, with a mandatory source feature carrying the organism and mol_type qualifiers",
        ],
        [
          "Authoring software",
          "PatentIn and similar text-based tools",
          "WIPO Sequence, WIPO's free tool for authoring and validating ST.26 files",
        ],
      ],
    },
    {
      type: "heading",
      text: "ST.26 rules we apply to every listing",
    },
    {
      type: "list",
      items: [
        "Every sequence enumerated by its residues with 10 or more specifically defined nucleotides, or 4 or more specifically defined amino acids, must be included; sequences with fewer than 10 specifically defined nucleotides or fewer than 4 specifically defined amino acids are excluded.",
        "Only the earliest priority application may be included in the general information part.",
        "One applicant is named, and optionally one inventor.",
        "The invention title may be given in several languages, but only one title per language.",
        "Amino acids are written as single capital letters, and nucleotides as lower-case letters.",
        "Uracil in RNA is written as t, the same symbol as thymine in DNA.",
        "The mol_type qualifier is mandatory for every sequence, alongside the organism qualifier in the source feature.",
      ],
    },
    {
      type: "heading",
      text: "Our Service",
    },
    {
      type: "paragraph",
      text: "We read the specification, claims and figures, identify every sequence that ST.26 requires or excludes, and build the listing in WIPO Sequence with full annotation: modified residues, variants, artificial-sequence notes and coding regions. We then validate the file, check each SEQ ID NO against the text, and return a list of specification amendments where references must be added or renumbered. For ST.25 listings carried into new filings, we convert them to ST.26 and confirm that nothing is added beyond the original disclosure.",
    },
    {
      type: "definitions",
      items: [
        {
          title: "What you receive",
          text: "The ST.26 XML file, WIPO Sequence's validation report, a sequence inventory mapping each SEQ ID NO to its location in the application, and any proposed specification edits, ready for [patent filing](/patent-filing-services).",
        },
        {
          title: "Turnaround and confidentiality",
          text: "Delivery dates are agreed against your filing date. Unpublished sequences are handled under your non-disclosure agreement by a named team.",
        },
      ],
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our sequence team combines training in molecular biology with patent practice, so questions such as whether a variable region counts as specifically defined are answered with the standard open, not by guesswork.",
    },
    {
      type: "paragraph",
      text: "Need the sequences searched as well as listed? Our [biological sequence search](/biological-sequence-search) service checks them against patent and public databases.",
    },
  ],
} satisfies ServicePage;
