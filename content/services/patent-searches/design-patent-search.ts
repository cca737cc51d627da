import type { ServicePage } from "@/content/types";

export const designPatentSearch = {
  slug: "design-patent-search",
  title: "Design Patent Search",
  group: "patent-searches",
  filedBy: "counsel",
  description:
    "Searches of design patents, registered designs and published products worldwide, to judge whether a design is new or clear to launch in your markets.",
  tagline: "Find designs that look like yours before you file or launch",
  body: [
    { type: "heading", text: "What a design search is for" },
    {
      type: "paragraph",
      text: "A design search looks for earlier designs that resemble the appearance of your product: its shape, configuration, surface ornamentation or graphic elements. It answers two questions. Before filing: is the design new enough to be protected and to survive a challenge? Before launch: does the product look too much like a design someone else has protected in your markets?",
    },
    {
      type: "paragraph",
      text: "The law varies by office. In the US, a design patent protects a new, original and ornamental design for an article of manufacture under 35 USC 171, and infringement is judged by the ordinary observer test. Since the Federal Circuit's en banc decision in LKQ v. GM (2024), obviousness of a US design is assessed under the same flexible framework as utility patents, so secondary references deserve a careful search. Designs registered with the EUIPO must be new and have individual character. In India, the Designs Act, 2000 measures novelty against publication or use anywhere in the world before the filing date.",
    },
    {
      type: "table",
      caption: "Maximum term of design protection",
      head: ["Office", "Term"],
      rows: [
        [
          "USPTO",
          "15 years from grant for design applications filed on or after May 13, 2015 (35 USC 173), with no maintenance fees.",
        ],
        ["EUIPO", "Five years from filing, renewable in five-year periods up to 25 years."],
        ["India", "Ten years from registration, extendable once by five years."],
      ],
    },
    { type: "heading", text: "Why images, not words, drive the search" },
    {
      type: "paragraph",
      text: "Design records are short on text: a title, a product indication and drawings. Two chairs can look alike and share no words. We search by classification (the international Locarno Classification and the USPTO's own design classes), by product indication and by image, then compare drawings view by view.",
    },
    { type: "heading", text: "How we carry it out" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Study the design",
          text: "We review your drawings, photographs or CAD renderings, and agree the features that give the design its overall impression and the markets that matter.",
        },
        {
          title: "Search the registers",
          text: "Design patents and registrations in USPTO Patent Public Search, the WIPO Global Design Database (which includes international registrations under the Hague System), EUIPO DesignView, the Indian design register and other national registers as needed.",
        },
        {
          title: "Search beyond the registers",
          text: "When novelty is the question, we also look at product catalogs, online stores, trade publications and the drawings of utility patents, since any public disclosure can be prior art.",
        },
        {
          title: "Compare visually",
          text: "Analysts compare each candidate with your design view by view, noting the shared and differing features that shape the overall impression.",
        },
        {
          title: "Check status and review",
          text: "For launch clearance, we check whether each close design is in force in your markets. A second analyst reviews the selection before delivery.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A report showing the closest designs side by side with yours, with registration or publication numbers, dates, owners and status.",
        "A short comparison of each close design, noting the features it shares with yours and those that differ.",
        "Links to or copies of every reference, and the search record: registers, classes, image queries and dates.",
      ],
    },
    {
      type: "paragraph",
      text: "We send the report as a PDF or Word file, on the date fixed when the scope is agreed. When the search supports a filing, our [design patent drawings](/design-patent-drawings) team can prepare drawings that show exactly what you mean to claim; for filings in India, see [Indian design application](/design-patent-application).",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Analysts experienced in reading design drawings and judging overall impression, not only matching keywords.",
        "Registers, product literature and utility patent drawings covered in one search.",
        "Side-by-side images that make the comparison clear to counsel and product teams alike.",
        "Confidential handling of unreleased designs, under a non-disclosure agreement on request.",
      ],
    },
  ],
} satisfies ServicePage;
