import type { Insight } from "@/content/types";

export const wipoSt26SequenceListings = {
  slug: "wipo-st26-sequence-listings",
  title:
    "WIPO ST.26 sequence listings: what changed on 1 July 2022 and where filings still go wrong",
  description:
    "How ST.26 replaced ST.25 for sequence listings filed from 1 July 2022, why the filing date decides the standard, and the checks that keep an XML listing valid.",
  published: "2026-11-23",
  updated: "2026-11-23",
  tags: ["sequence-listing", "biological-sequence-search"],
  body: [
    {
      type: "paragraph",
      text: "Since 1 July 2022, nucleotide and amino acid sequences disclosed in a patent application have to be presented under WIPO Standard ST.26 rather than the older ST.25. The switch happened on the same day at the PCT International Bureau and at national and regional offices, which is why people still call it the big bang. More than three years on, the standard itself is settled, but we still see avoidable problems in the listings that reach us for checking: the wrong standard chosen for an application's date, mandatory qualifiers left empty, and conversions from ST.25 that quietly change what the application discloses.",
    },
    {
      type: "paragraph",
      text: "This article sets out which standard applies to which application, what ST.26 asks for that ST.25 did not, and the checks we run before a listing goes to the client's attorney for filing.",
    },
    { type: "heading", text: "The filing date decides the standard" },
    {
      type: "paragraph",
      text: "The rule is simple to state and easy to get wrong in a busy docket: the standard follows the filing date of the application, not the date on which the listing is submitted. WIPO's PCT Newsletter No. 05/2022 (May 2022) reminded applicants that any international application filed on or after 1 July 2022 must use ST.26, even when the priority application carried an ST.25 listing, and that an application filed before that date keeps ST.25 for every listing submitted later.",
    },
    {
      type: "paragraph",
      text: "The USPTO applies the same logic in its own rules. Applications with a filing date before 1 July 2022 remain under the ST.25-based rules of 37 C.F.R. 1.821 to 1.825; applications filed on or after that date come under 37 C.F.R. 1.831 to 1.835. For a national stage application under 35 U.S.C. 371, the date that counts is the international filing date of the PCT application, not the date the national stage was entered. The USPTO's Sequence Listing FAQs spell this out, and they are worth reading before any continuation or national stage filing that reaches back to an older family.",
    },
    {
      type: "callout",
      title: "Why the wrong standard is costly",
      text: "WIPO treats a listing in the wrong standard as a formality defect, but warns that correcting it can be hard or impossible without adding subject matter, because ST.26 requires content that ST.25 never held. Choose the standard from the application's date before anyone starts converting.",
    },
    { type: "heading", text: "What ST.26 asks for that ST.25 did not" },
    {
      type: "paragraph",
      text: "ST.25 listings were plain text. ST.26 listings are a single XML file, encoded in UTF-8, that follows a document type definition published with the standard. The change of format brings stricter structure: each sequence is an element with its own features and qualifiers, and software can check the file before it is filed.",
    },
    {
      type: "list",
      items: [
        "Scope is defined by counting specifically defined residues. A sequence with fewer than 10 specifically defined nucleotides, or fewer than 4 specifically defined amino acids, is excluded from the listing; one at or above those thresholds must be included.",
        "Amino acids are written as single capital letters, replacing the three-letter codes of ST.25.",
        "In a nucleotide sequence the symbol t stands for thymine in DNA and for uracil in RNA, so an RNA sequence is written with t.",
        "Every sequence carries a mol_type qualifier that states the kind of molecule, such as genomic DNA, mRNA or protein; it is mandatory.",
        "The invention title may be given in more than one language, one title per language.",
      ],
    },
    {
      type: "paragraph",
      text: "Each of these rules sounds small. Together they mean that a listing cannot simply be re-saved in a new format: someone has to read every sequence, decide whether it falls within the standard's scope, and supply the qualifiers the standard requires.",
    },
    { type: "heading", text: "How WIPO Sequence is used" },
    {
      type: "paragraph",
      text: "WIPO publishes a free desktop tool, WIPO Sequence, for authoring and validating ST.26 listings, and the USPTO points applicants to it from its own FAQs. Its use is not mandatory, but its validator is the practical benchmark: a listing that fails there will almost certainly draw an objection from an office. The tool runs offline, so confidential sequence data never has to leave the machine on which it is prepared.",
    },
    {
      type: "paragraph",
      text: "WIPO Sequence can import sequences from FASTA files, from existing ST.25 or ST.26 listings and from its own project files. Importing an ST.25 listing is where care is needed. The tool performs some conversions and records each one in an import report, but it cannot invent information that the old listing never contained, such as a mol_type value. Annexes VI and VII of ST.26 give guidance on converting an ST.25 listing without adding subject matter, and we work from them line by line rather than accepting every suggestion the tool makes.",
    },
    { type: "heading", text: "The errors we see most often" },
    {
      type: "definitions",
      items: [
        {
          title: "The wrong standard for the date",
          text: "A continuation filed after 1 July 2022 from a parent that used ST.25 needs an ST.26 listing, and a late listing for a 2021 PCT application still needs ST.25. Dockets that copy the parent's file forward are the usual cause.",
        },
        {
          title: "Residues counted the old way",
          text: "Short peptides and primers fall in or out of the listing depending on how many residues are specifically defined. Counting every position, including variable ones, puts sequences in that the standard leaves out, and the reverse omission is just as common.",
        },
        {
          title: "Qualifiers filled in from memory",
          text: "The mol_type value must be one the standard allows, and the organism should be the scientific name the specification supports. A guess may fail validation or, worse, pass it with a value the application never disclosed.",
        },
        {
          title: "Listing and specification out of step",
          text: "The sequence identifiers cited in the description and claims must match the listing exactly. After late amendments to the claims, a renumbered listing with an unchanged specification is an easy mistake to make.",
        },
      ],
    },
    { type: "heading", text: "A practical checklist before filing" },
    {
      type: "list",
      ordered: true,
      items: [
        "Confirm the application's filing date, or for a national stage its international filing date, and choose ST.25 or ST.26 from it.",
        "Extract every sequence from the description, claims and drawings, and decide for each whether it meets the residue thresholds.",
        "Build or import the listing in WIPO Sequence and read the import report where an ST.25 file was the source.",
        "Fill in mol_type, organism and feature qualifiers from the specification, never from assumption, and flag any gap for the attorney.",
        "Run the validator until the file passes with no errors, and keep the validation report with the file.",
        "Cross-check every SEQ ID NO cited in the text against the final listing.",
      ],
    },
    {
      type: "paragraph",
      text: "A listing prepared this way does more than pass a formality check. Because ST.26 aligns with the major public sequence databases, a clean listing also makes the client's own sequences easier to find in later searches, including the [biological sequence searches](/biological-sequence-search) we run for freedom-to-operate and patentability work.",
    },
    { type: "heading", text: "How we help" },
    {
      type: "paragraph",
      text: "Our [sequence listing service](/sequence-listing) prepares new ST.26 listings from a draft specification, converts ST.25 listings for applications that need ST.26, and checks listings that an attorney's office has already prepared. Every file is validated in WIPO Sequence and returned with the validation report and a short note of any point the attorney should decide, such as a residue that could be read as variable. We prepare and check; the filing decision and the filing itself stay with the client's patent attorney or agent.",
    },
  ],
  sources: [
    {
      title:
        "WIPO, PCT Newsletter No. 05/2022 (May 2022): filing international applications with ST.26 listings",
      url: "https://www.wipo.int/pct/en/newslett/2022/article_0001.html",
    },
    {
      title:
        "USPTO, Sequence Listing FAQs: applicability of ST.26, 37 C.F.R. 1.821-1.825 and 1.831-1.835",
      url: "https://www.uspto.gov/patents/apply/sequence-listing-resource-center/sequence-listing-faqs",
    },
    {
      title:
        "WIPO Standard ST.26, version 1.5 (approved by the Committee on WIPO Standards, November 2021)",
      url: "https://www.wipo.int/standards/en/sequence/index.html",
    },
  ],
} satisfies Insight;
