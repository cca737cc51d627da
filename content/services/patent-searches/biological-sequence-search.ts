import type { ServicePage } from "@/content/types";

export const biologicalSequenceSearch = {
  slug: "biological-sequence-search",
  title: "Biological Sequence Search",
  group: "patent-searches",
  filedBy: "counsel",
  description:
    "Nucleotide and amino acid sequence searches in patent and public databases such as GenBank and UniProt, for novelty, validity and freedom to operate.",
  tagline: "Sequence searches across patent and public databases",
  scene: "sequence-listing",
  body: [
    { type: "heading", text: "Why search biological sequences" },
    {
      type: "paragraph",
      text: "Genes, primers, antibodies, peptides, enzymes and vectors are claimed by their sequences, often with identity language such as 'a polypeptide at least 90% identical to SEQ ID NO: 2'. Keyword searches cannot find such claims reliably: the same sequence appears under different names, and a claim may reach variants that no text describes. A sequence search compares your sequence directly with the sequences disclosed and claimed in patents and in the scientific record.",
    },
    {
      type: "paragraph",
      text: "Biotechnology companies, research institutes and technology-transfer offices commission one to check novelty before filing, to find prior art against a competitor's claims, and to clear a therapeutic, diagnostic or industrial strain before development. Eligibility can turn on the sequence too: in Association for Molecular Pathology v. Myriad Genetics (2013), the US Supreme Court held that isolated naturally occurring DNA is not patent-eligible, while synthetic cDNA may be.",
    },
    { type: "heading", text: "The sequence listing" },
    {
      type: "paragraph",
      text: "Patent applications that disclose nucleotide or amino acid sequences must present them in a standard sequence listing. Applications filed on or after July 1, 2022 at the USPTO, the EPO, under the PCT and at other offices use the XML format of WIPO Standard ST.26, which replaced the text format of ST.25. Under ST.26, sequences with fewer than 10 specifically defined nucleotides or fewer than 4 specifically defined amino acids are excluded from the listing. Our [sequence listing](/sequence-listing) service prepares and checks these files.",
    },
    {
      type: "paragraph",
      text: "For searching, the listing is both a help and a trap. It gives every sequence a number and a machine-readable form that databases can index, but short sequences, sequences shown only in tables or figures, and sequences from offices or years without listing rules may never enter one. We search the listings and the text.",
    },
    { type: "heading", text: "Bioseq: how a sequence record is built" },
    {
      type: "paragraph",
      text: "Databases do not store bare strings of letters. In the data model of the US National Center for Biotechnology Information (NCBI), the Bioseq is the basic object: the sequence itself together with its identifiers, descriptive information and annotations. GenBank and ENA flat files and ST.26 XML arrange the same ingredients in their own ways. Knowing how a record is built tells us which fields a database can search and which it ignores, and lets us read each hit correctly.",
    },
    { type: "heading", text: "Sequence ID: tracing a hit to its source" },
    {
      type: "paragraph",
      text: "Every sequence carries identifiers. In a patent, it is the SEQ ID NO that the claims and description refer to. In a public database, it is an accession number with a version, and records taken from patents also name the publication and the sequence number they came from. We use these identifiers to trace each hit to the document and the exact claim or example where it appears, and to group the same sequence found in several members of a patent family.",
    },
    { type: "heading", text: "Annotation: what the sequence is and does" },
    {
      type: "paragraph",
      text: "Annotations mark features along a sequence: coding regions, signal peptides, binding sites, mutations, modified residues and the source organism. ST.26 builds on the INSDC feature table for nucleotides; the mol_type qualifier is mandatory, and RNA is written with t in place of u. Annotation lets us reduce thousands of alignment hits to those that matter, such as hits that share the functional domain of your protein or carry the substitution your claim depends on.",
    },
    { type: "heading", text: "Description: the words around the sequence" },
    {
      type: "paragraph",
      text: "A record's description, from its title or definition line to the specification of the patent it came from, says what the sequence was used for and how it was made. The description often decides relevance: an identical sequence disclosed only as a hybridization probe may matter for a claim to the sequence itself and not at all for a claim to a method of treatment. We read the description of every significant hit, and search patent text for sequences given only in words or tables.",
    },
    { type: "heading", text: "How we run a sequence search" },
    {
      type: "list",
      ordered: true,
      items: [
        "We confirm the query sequences, their type and the question (novelty, validity or freedom to operate), with the jurisdictions and dates that matter.",
        "We choose the algorithm and settings, such as BLAST or FASTA alignment for similarity and exact or motif matching for short peptides and antibody CDRs, with identity thresholds that match the claim language at issue.",
        "We search patent sequence collections and public databases, then combine the hits with text and classification searches.",
        "We review the alignments, trace each hit to its document, check legal status where freedom to operate is the question, and have a second analyst check the result.",
      ],
    },
    { type: "heading", text: "Search tools and databases we use" },
    {
      type: "definitions",
      items: [
        {
          title: "NCBI BLAST",
          text: "Compares a nucleotide or protein query with sequence databases and reports local alignments with identity scores and expect values; translated modes compare DNA with protein.",
        },
        {
          title: "GenBank",
          text: "NCBI's public collection of annotated nucleotide sequences, part of the International Nucleotide Sequence Database Collaboration (INSDC), including a division of sequences from patents.",
        },
        {
          title: "EMBL-EBI ENA",
          text: "The European Nucleotide Archive at EMBL's European Bioinformatics Institute, Europe's INSDC member, which also holds sequences from patent publications.",
        },
        {
          title: "DDBJ",
          text: "The DNA Data Bank of Japan, the third INSDC member; the three partners exchange data so that each holds the shared nucleotide collection.",
        },
        {
          title: "UniProt",
          text: "The Universal Protein Resource, whose UniProtKB combines expert-reviewed Swiss-Prot entries with automatically annotated TrEMBL entries: the main public reference for protein sequence and function.",
        },
        {
          title: "WIPO PATENTSCOPE",
          text: "WIPO's patent search service, which makes available the sequence listings filed with published PCT applications.",
        },
        {
          title: "Derwent GENESEQ",
          text: "A commercial database of sequences extracted from the patent documents of many offices, searchable with BLAST, FASTA and motif tools on the STN platform.",
        },
        {
          title: "GenomeQuest (GQ-Pat)",
          text: "A commercial sequence search platform whose GQ-Pat collection gathers patent sequences from listings, text and tables, for patent-focused alignment searches.",
        },
        {
          title: "CAS REGISTRY sequences",
          text: "The CAS REGISTRY substance collection includes biosequences from patents and journals, searchable by sequence through CAS services.",
        },
        {
          title: "The Lens PatSeq",
          text: "A free service from The Lens for searching and analyzing sequences disclosed in patents.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A report of the relevant hits with alignments, percent identity over the relevant length, and the source document and SEQ ID NO of each.",
        "For freedom to operate work, the claims that cover each hit and their legal status in your markets.",
        "A spreadsheet of all hits reviewed, with filters by identity, organism, owner and date.",
        "The full search record: databases, release dates, algorithms and parameters.",
      ],
    },
    {
      type: "paragraph",
      text: "Reports come in Word, PDF and Excel, with alignment files on request, on a date agreed at scoping.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our sequence searches are run by analysts trained in molecular biology and bioinformatics, who know how claim language about identity, hybridization and variants translates into search settings. A second analyst reviews every result set.",
    },
    {
      type: "paragraph",
      text: "Unpublished sequences are among the most sensitive data a company holds. We work under a non-disclosure agreement, choose tools and settings that keep queries confidential, and store sequences only on access-controlled systems.",
    },
  ],
} satisfies ServicePage;
