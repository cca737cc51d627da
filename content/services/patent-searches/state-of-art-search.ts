import type { ServicePage } from "@/content/types";

export const stateOfArtSearch = {
  slug: "state-of-art-search",
  title: "State of the Art Search",
  group: "patent-searches",
  filedBy: "counsel",
  description:
    "State of the art searches that survey the patents and publications of a technology field, to guide research, filing strategy and product planning.",
  tagline: "A clear picture of a technology field",
  body: [
    { type: "heading", text: "What a state of the art search covers" },
    {
      type: "paragraph",
      text: "A state of the art search gathers the most relevant patents and publications in a technology area instead of testing one invention. The term has a precise meaning in European patent law: Article 54(2) EPC treats as the state of the art everything made available to the public, in writing, orally, by use or in any other way, before the filing date. A search of that body of knowledge shows a research team what has been tried, which approaches succeeded and who holds the rights.",
    },
    {
      type: "paragraph",
      text: "Clients commission one at the start of a research program, before drafting a set of applications in a new area, before entering a market, or when a university technology-transfer office needs context for a group of disclosures. It is broader than a [patentability search](/patentability-search) and lighter than a full [patent landscape](/patent-landspace-and-white-space-analysis): the aim is understanding, not statistics.",
    },
    { type: "heading", text: "How we carry it out" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Agree the boundaries",
          text: "We define the field with you: the technologies in and out of scope, the date range, the jurisdictions that matter and the questions the study must answer.",
        },
        {
          title: "Map the vocabulary",
          text: "We collect the terms, synonyms and CPC and IPC classes that describe the field, then test them against documents you already know, so nothing obvious slips through.",
        },
        {
          title: "Search broadly",
          text: "USPTO Patent Public Search, Espacenet, WIPO PATENTSCOPE, Google Patents and commercial platforms are searched alongside journals, conference proceedings, standards and published technical disclosures.",
        },
        {
          title: "Group the results",
          text: "Documents are reduced to one member per patent family and sorted into technical categories that match how your engineers think about the field.",
        },
        {
          title: "Summarize and review",
          text: "An analyst writes a short summary of each key document, and a second analyst checks the categories and the selection.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "table",
      caption: "Contents of a state of the art report",
      head: ["Section", "What it gives you"],
      rows: [
        [
          "Overview",
          "A plain account of the main technical approaches in the field and how they have developed.",
        ],
        [
          "Key documents",
          "The most relevant patents and papers, each with a short summary, its priority and publication dates, its owner and, where it matters, its legal status.",
        ],
        [
          "Technical categories",
          "Documents grouped by approach, so your team can see which solutions are crowded and which are thinly covered.",
        ],
        [
          "Active players",
          "The companies, universities and inventors publishing and filing in the field.",
        ],
        [
          "Search record",
          "Databases, classes and search strings, so the study can be updated as the field moves.",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "The report comes in Word or PDF with a spreadsheet of every document reviewed. Turnaround is agreed at scoping and depends on the breadth of the field. A state of the art search is not an opinion on patentability or infringement; when a decision turns on a specific product, we recommend a [freedom to operate search](/freedom-to-operate-search).",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Analysts with degrees in the technology they search, who read the documents rather than just count them.",
        "A second-analyst review of every selection and categorization before delivery.",
        "Reports written for engineers and counsel alike: short summaries, exact citations, no filler.",
        "Confidential handling of your research direction, under a non-disclosure agreement on request.",
      ],
    },
  ],
} satisfies ServicePage;
