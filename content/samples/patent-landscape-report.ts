import type { SamplePage } from "@/content/types";

export const patentLandscapeReport = {
  slug: "patent-landscape-report",
  title: "What you receive: a patent landscape report",
  description:
    "What our patent landscape report contains, how the patent set is built, cleaned and classified, what we need from you, and a sample on a fictional field.",
  tagline: "Who files what, where and how fast, from a patent set you can check",
  services: ["patent-landspace-and-white-space-analysis", "patent-portfolio-ranking"],
  searchText:
    "Sample patent landscape report, landscape analysis example, white space analysis, patent set, families, taxonomy, filing trends, top applicants, assignee names, data set, search strategy, precision recall.",
  body: [
    { type: "heading", text: "What a landscape answers" },
    {
      type: "paragraph",
      text: "A patent landscape maps a field rather than judging one invention: who files, in which technologies, in which countries, how fast that is changing, and where few patents have been filed. R&D leaders use it to pick directions, business development teams to find partners or licensees, in-house counsel to see which portfolios to watch, and university technology-transfer offices to place a technology before they market it. A landscape is not a freedom-to-operate clearance or a patentability search: it works with families and trends, not with a close reading of every claim. Where it points at a risk or an opening, the follow-up is a [freedom to operate search](/freedom-to-operate-search) or a [patentability search](/patentability-search).",
    },
    { type: "heading", text: "What the report contains, section by section" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Questions and scope",
          text: "The questions the client asked, the technology boundary in words and classification codes, the countries and years covered, and the date the data was drawn.",
        },
        {
          title: "Executive summary",
          text: "Two pages of findings that answer those questions, each pointing to the chart or table that supports it.",
        },
        {
          title: "The patent set",
          text: "How many families, how they were found, and how well the set fits the field: the share of a reviewed sample that was on topic, and known key patents the set did or did not catch.",
        },
        {
          title: "Taxonomy",
          text: "The field split into technical categories agreed with the client, and every family placed in one or more of them by an analyst, not only by its classification codes.",
        },
        {
          title: "Trends and players",
          text: "Filings per year by priority date, by country of filing and by category; the main applicants with their names cleaned of spelling variants and subsidiaries grouped under their parent.",
        },
        {
          title: "White spaces",
          text: "Category and country combinations with few filings, each with the likely reason: a technical barrier, a small market, or an opening.",
        },
        {
          title: "Data appendix",
          text: "The full list of families with their categories, in a spreadsheet the client can filter and re-use.",
        },
      ],
    },
    { type: "heading", text: "How the set is built and logged" },
    {
      type: "paragraph",
      text: "We build the set in rounds. A first query joins the relevant CPC and IPC groups with keyword searches in titles, abstracts and claims. An analyst reads a random sample of the results, notes which documents are off topic and why, and the query is tightened or widened until the sample is clean enough for the questions asked. Documents are then grouped into families so that one invention filed in ten countries counts once, applicant names are normalized, and each family is tagged against the taxonomy. Every query, every round's sample and its precision, and every rule used to clean names is in the log, so the numbers can be reproduced and updated later.",
    },
    { type: "heading", text: "What a white space means, and what it does not" },
    {
      type: "paragraph",
      text: "A white space is a place in the map where the set holds few families. It means few published patent filings match those categories and countries in the period searched. It does not mean the area is free to use, since a broad claim filed elsewhere in the map may still cover it, nor that it is worth entering, since some gaps are empty because the technology does not work or the market is small. The most recent 18 months are always under-counted, because most applications are published 18 months after their earliest priority date; the report marks those years on every chart.",
    },
    { type: "heading", text: "What we need from you" },
    {
      type: "list",
      items: [
        "The decisions the landscape should support, in a sentence or two each.",
        "The technology boundary: what is in, what is out, and a few patents or products you consider central.",
        "The countries and years that matter, and competitors or partners you want to see.",
        "The form you want: slides, a written report, a spreadsheet, or all three.",
      ],
    },
    {
      type: "paragraph",
      text: "See [patent landscape and white space analysis](/patent-landspace-and-white-space-analysis) for the service and [how we work and price](/how-we-work) for turnaround and quotes.",
    },
  ],
  sample: {
    title: "Patent Landscape: self-watering planters, 2016-2025 (sample)",
    label:
      "Sample report on a fictional data set. The client, the companies and every count, name and date below are invented to show the report's form; they describe no real filings.",
    blocks: [
      {
        type: "table",
        caption: "Questions and scope",
        head: ["Item", "Entry"],
        rows: [
          ["Matter", "SAMPLE-PL-0001, for Fernleaf Labs (fictional)"],
          [
            "Questions",
            "Who files on self-watering planters; which valve types are crowded; where are the gaps in Europe and India?",
          ],
          [
            "Boundary",
            "CPC A01G27/00 and its subgroups, plus keyword searches on planters with wicks or reservoirs; irrigation systems for fields excluded",
          ],
          ["Years / data drawn", "Priority years 2016-2025 / 20 March 2026"],
        ],
      },
      { type: "heading", text: "1. The patent set" },
      {
        type: "paragraph",
        text: "1,184 families after grouping 2,905 documents. A random sample of 150 families read in full: 138 on topic (92%). Of the 12 central patents named by the client, the set holds 12.",
      },
      { type: "heading", text: "2. Families by category and priority year" },
      {
        type: "table",
        caption:
          "Families per category, by priority year (2024-2025 under-counted: publication lag)",
        head: ["Category", "2016-2019", "2020-2023", "2024-2025*", "Total"],
        rows: [
          ["Wick only, no regulation", "212", "168", "31", "411"],
          ["Float-regulated wick or valve", "141", "190", "44", "375"],
          ["Electronic sensor and pump", "96", "201", "58", "355"],
          ["Moisture-driven mechanical valve", "9", "14", "3", "26"],
          ["Other", "7", "8", "2", "17"],
        ],
      },
      { type: "heading", text: "3. Main applicants" },
      {
        type: "table",
        caption: "Top applicants by families, names normalized",
        head: ["Applicant (fictional)", "Families", "Main category", "Countries most filed"],
        rows: [
          [
            "Verdant Pot Co. (with two subsidiaries)",
            "88",
            "Float-regulated wick or valve",
            "EP, US, CN",
          ],
          ["Example Horticulture Ltd", "61", "Wick only", "GB, EP, AU"],
          ["Dripwise Ltd", "47", "Electronic sensor and pump", "US, IN, CN"],
        ],
      },
      { type: "heading", text: "4. White spaces" },
      {
        type: "paragraph",
        text: "Moisture-driven mechanical valves hold 26 families out of 1,184, and only 4 with a member filed in India. The sampled documents suggest a reason worth testing: several describe strips that lose their response after repeated wetting. A gap here may be a technical barrier as much as an opening; a patentability search and a freedom-to-operate search would be the next steps before investing.",
      },
    ],
  },
} satisfies SamplePage;
