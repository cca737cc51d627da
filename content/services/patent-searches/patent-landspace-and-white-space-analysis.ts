import type { ServicePage } from "@/content/types";

// Slug keeps the spec's route spelling ("landspace"); the visible title is spelled correctly.
export const patentLandspaceAndWhiteSpaceAnalysis = {
  slug: "patent-landspace-and-white-space-analysis",
  title: "Patent Landscape and White Space Analysis",
  group: "patent-searches",
  filedBy: "counsel",
  description:
    "Patent landscape reports that chart filing trends, owners and technologies in a field, and white space analysis showing where little has been claimed.",
  tagline: "Where the field is crowded and where it is open",
  body: [
    { type: "heading", text: "What a landscape shows" },
    {
      type: "paragraph",
      text: "A patent landscape is a structured study of the patents in a technology area: how many families have been filed, by whom, in which countries and sub-technologies, and how that has changed over time. White space analysis reads the same data the other way round, looking for technical problems, combinations or markets where few patents have been filed.",
    },
    {
      type: "paragraph",
      text: "Research directors use landscapes to set R&D priorities, business development teams to find licensing partners or acquisition targets, in-house counsel to compare a portfolio with its competitors, and universities to show the commercial setting of a technology they want to license. Ours are built around the decisions you need to make.",
    },
    { type: "heading", text: "How we build a landscape" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Frame the questions",
          text: "We agree the decisions the study will inform, the technology boundaries, the jurisdictions and time span, and the categories that matter to you.",
        },
        {
          title: "Collect the data set",
          text: "We combine CPC and IPC classes with keyword queries, and test recall against a set of known key patents. Data come from sources such as Espacenet, WIPO PATENTSCOPE, The Lens and commercial analytics platforms.",
        },
        {
          title: "Clean and group",
          text: "Documents are collapsed into patent families so each invention counts once, and owner names are normalized so that subsidiaries, spelling variants and acquired companies sit under the right parent.",
        },
        {
          title: "Categorize by technology",
          text: "Analysts read and tag families against a taxonomy agreed with you. Automated clustering can help sort a large set, but people decide the categories.",
        },
        {
          title: "Analyze and review",
          text: "We chart trends, owners, geography and citations, and a second analyst checks the categorization and the conclusions.",
        },
      ],
    },
    { type: "heading", text: "Reading white space with care" },
    {
      type: "paragraph",
      text: "A sparse area in a landscape means few patents, not an open road. The idea may be technically unworkable, already described in non-patent literature, covered by broad claims filed under other classes, or crowded with applications not yet published, since most applications publish about 18 months after their earliest priority date. We explain the likely reason behind each white space we report, and recommend a [patentability search](/patentability-search) before filing into it or a [freedom to operate search](/freedom-to-operate-search) before building a product there.",
    },
    { type: "heading", text: "What you receive" },
    {
      type: "table",
      caption: "Landscape deliverables",
      head: ["Deliverable", "Contents"],
      rows: [
        [
          "Report",
          "Findings and recommendations in plain language, with charts of filing trends, leading owners, geographic coverage and technology categories.",
        ],
        [
          "White space map",
          "A matrix of technical problems against solutions or applications, showing dense and sparse areas with our reading of each.",
        ],
        [
          "Data set",
          "Every family in the study in Excel, with bibliographic data, legal status, owner and categories, ready for your team to filter and reuse.",
        ],
        [
          "Method note",
          "Sources, queries, data cutoff date and taxonomy, so the study can be updated later.",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "Reports come in PDF with editable charts and the Excel data set; turnaround is agreed at scoping according to the size of the field. To rank the individual patents of one owner by strength, see [patent portfolio ranking](/patent-portfolio-ranking).",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Technology-trained analysts who read the patents they categorize.",
        "Clean data: family grouping and owner normalization done before any chart is drawn.",
        "Conclusions tied to the data, with every limit of the study stated.",
        "Confidential handling of the strategy questions behind the study.",
      ],
    },
  ],
} satisfies ServicePage;
