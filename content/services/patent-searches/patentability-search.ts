import type { ServicePage } from "@/content/types";

export const patentabilitySearch = {
  slug: "patentability-search",
  title: "Patentability Search",
  group: "patent-searches",
  filedBy: "counsel",
  description:
    "Patentability searches of patents and non-patent literature worldwide, with a report mapping the closest prior art to each feature of your invention.",
  tagline: "Know what exists before you file",
  body: [
    { type: "heading", text: "What a patentability search tells you" },
    {
      type: "paragraph",
      text: "A patentability search, often called a novelty search, finds the prior art closest to an invention before money is spent on drafting and filing. It answers a practical question: given what has already been published, is there room for claims worth having, and where should they focus? Inventors use it to decide whether to file at all, in-house counsel to shape claim strategy, and university technology-transfer offices to sort invention disclosures before committing a budget.",
    },
    {
      type: "paragraph",
      text: "The tests differ by office. At the USPTO, an invention must be new under 35 USC 102 and non-obvious under 35 USC 103 over the art available before its effective filing date. The EPO asks for novelty under Article 54 EPC and inventive step under Article 56 EPC, judged with its problem-solution approach. The Indian Patent Office applies the definitions of invention and inventive step in sections 2(1)(j) and 2(1)(ja) of the Patents Act, 1970. We write each report with the offices you plan to file in mind.",
    },
    {
      type: "callout",
      title: "Search before you disclose",
      text: "In the US, an inventor's own disclosure made one year or less before the effective filing date is excepted from the prior art under 35 USC 102(b)(1). Japan, Korea, Canada and Australia also give a 12-month grace period for the inventor's own disclosures, each on its own conditions, but the EPO excuses only disclosures through evident abuse or at officially recognized exhibitions, and China allows a narrow six-month grace period for a few listed kinds of disclosure, so a conference talk or paper can still destroy novelty in Europe and China. Tell us about any disclosure already made.",
    },
    { type: "heading", text: "How we run the search" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Understand the invention",
          text: "We read the disclosure, drawings and any draft claims, and agree with you the features that make the invention new. A short call with the inventor often saves a day of searching in the wrong place.",
        },
        {
          title: "Build the strategy",
          text: "We break the invention into concepts, collect synonyms and technical variants, and select the relevant CPC and IPC classes. Keyword, classification and citation searches run side by side, so each covers the gaps of the others.",
        },
        {
          title: "Search patents and literature",
          text: "Granted patents and published applications are searched in USPTO Patent Public Search, Espacenet, WIPO PATENTSCOPE and Google Patents, with commercial databases where the field calls for them. Non-patent literature follows: journals, conference papers, standards, theses and product documentation.",
        },
        {
          title: "Screen and analyze",
          text: "An analyst reads each candidate against the features, not just its abstract, and records where in the document each feature appears.",
        },
        {
          title: "Review and report",
          text: "A second analyst checks the strategy, the selection and the ranking before the report leaves us.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A report ranking the closest references, explaining feature by feature what each one discloses and what it does not.",
        "A feature matrix showing at a glance which reference covers which element of the invention.",
        "Pinpoint citations to page, paragraph, column and line, so your attorney can verify each finding quickly.",
        "The databases, classes and search strings used, so the search can be repeated or extended later.",
        "Copies of, or links to, every cited document.",
      ],
    },
    {
      type: "paragraph",
      text: "Reports come in Word or PDF, with the matrix in Excel on request. We agree the delivery date when we confirm the scope, based on the technology and the number of features, and we tell you promptly if the art proves larger than expected. When the results shape the application, they can go straight to our [patent drafting](/patent-drafting) team, and US filers can pass the cited art to [IDS management](/ids-management) to meet the duty of disclosure under 37 CFR 1.56.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our searchers hold degrees in the fields they search, from software and electronics to chemistry and the life sciences, and a second analyst checks every report before delivery. Each report states what was searched and what was not, so you know the limits of the result.",
    },
    {
      type: "paragraph",
      text: "Invention disclosures you send under our engagement terms or NDA stay confidential. We sign a non-disclosure agreement before you share anything confidential, these documents included. We keep your files on access-controlled systems and share them only with the team on your matter.",
    },
  ],
} satisfies ServicePage;
