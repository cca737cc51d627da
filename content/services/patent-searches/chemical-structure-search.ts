import type { ServicePage } from "@/content/types";

export const chemicalStructureSearch = {
  slug: "chemical-structure-search",
  title: "Chemical Structure Search",
  group: "patent-searches",
  filedBy: "counsel",
  description:
    "Exact, substructure, similarity and Markush searches of chemical structures in patents and journals, for novelty, validity and freedom-to-operate work.",
  tagline: "Structure searches that see past naming conventions",
  body: [
    { type: "heading", text: "Why chemistry needs structure searching" },
    {
      type: "paragraph",
      text: "One compound can appear in the literature under a systematic IUPAC name, a trade name, a company code, a CAS Registry Number, or only as a drawing. Patents add generic Markush formulas that cover thousands of compounds without naming any of them. A keyword search misses much of this. A chemical structure search queries the structure itself, so it finds the compound however a document chose to describe it.",
    },
    {
      type: "paragraph",
      text: "Pharmaceutical, agrochemical, materials and specialty-chemical clients use it to check the novelty of a new compound, to find prior art against a competitor's compound patent, and to look for in-force claims that cover a molecule they plan to make or sell.",
    },
    { type: "heading", text: "Search types we run" },
    {
      type: "definitions",
      items: [
        {
          title: "Exact structure",
          text: "Finds the compound as drawn and, when you want them, its salts, stereoisomers and other forms, which matters for questions about new forms of known substances.",
        },
        {
          title: "Substructure",
          text: "Finds every compound that contains a core scaffold, with variable positions and ring systems defined in the query.",
        },
        {
          title: "Similarity",
          text: "Ranks close analogs by structural similarity, useful when the question is obviousness or inventive step rather than identity.",
        },
        {
          title: "Markush",
          text: "Matches the query against generic formulas in patent claims and descriptions, to find patents whose scope may cover a compound they never name.",
        },
        {
          title: "Reaction",
          text: "Finds published routes and process steps, for process patents and for prior art against a synthesis claim.",
        },
      ],
    },
    { type: "heading", text: "How we work" },
    {
      type: "list",
      ordered: true,
      items: [
        "We agree the question (novelty, validity or freedom to operate), the jurisdictions and the date limits, and draw the query structures with you, including the variations that matter.",
        "We run structure queries in CAS SciFinder and STN, Reaxys, PubChem and SureChEMBL, with Markush searches in CAS MARPAT, and add text and classification searches for disclosures that describe a compound only in words.",
        "An analyst checks each hit in the source document, because a database match is only as good as the disclosure behind it: does the document really describe the compound, and is it dated before yours?",
        "A second chemist reviews the query drawings and the final selection before delivery.",
      ],
    },
    { type: "heading", text: "The law behind the results" },
    {
      type: "paragraph",
      text: "Whether an earlier disclosure takes away novelty depends on the office. The EPO has its own case law on selection inventions, under which a compound or sub-range singled out from a broad generic disclosure can still be new. US courts ask whether the reference discloses the claimed species itself, or a genus small enough that a skilled reader would at once envisage each member. In India, section 3(d) of the Patents Act, 1970 excludes new forms of a known substance unless they differ significantly in efficacy, so searches there also look for the known parent substance. We flag these points where they affect a finding and leave the opinion to counsel.",
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A report of the relevant compounds and documents, with structure images, CAS Registry Numbers where available and pinpoint locations in each document.",
        "For Markush hits, a note of how the compound falls within the generic formula, substituent by substituent.",
        "A spreadsheet of all hits reviewed, and the query structures and strategy for the record.",
      ],
    },
    {
      type: "paragraph",
      text: "You receive the report in Word or PDF, and the structure files if you ask for them, on the delivery date we fix together at the outset. Antibodies, peptides, nucleic acids and other molecules defined by their sequence call for a [biological sequence search](/biological-sequence-search) instead.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Chemists run our structure searches, and a second chemist reviews every query and result set. We know how the major databases differ in coverage and indexing, and combine them so that the gaps in one are covered by another.",
    },
    {
      type: "paragraph",
      text: "Unpublished structures are confidential research. We handle them under a non-disclosure agreement, store them only on access-controlled systems and use them only for your search.",
    },
  ],
} satisfies ServicePage;
