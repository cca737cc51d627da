import type { SamplePage } from "@/content/types";

export const patentabilitySearchReport = {
  slug: "patentability-search-report",
  title: "What you receive: a patentability search report",
  description:
    "What our patentability search report contains, how the search is run and logged, what the client sends, and a sample built on a fictional invention.",
  tagline: "The report, the search log behind it, and a sample to read before you send work",
  services: ["patentability-search", "state-of-art-search"],
  searchText:
    "Sample patentability search report, novelty search report example, search log, search strategy, CPC IPC classification, closest prior art, feature matrix, X Y A categories, no close art found, what to send, invention disclosure.",
  body: [
    { type: "heading", text: "What the report is for" },
    {
      type: "paragraph",
      text: "A patentability search report tells the person deciding whether to file, and the attorney or agent who will draft, what published material comes closest to the invention and which of its features that material does and does not show. It is evidence for a decision, not the decision: whether claims are worth filing, and how broad they can be, is for the client's patent attorney or agent to judge with the report in hand. This page shows what the report holds, how we produce it, and, at the end, a complete sample built on an invention we made up.",
    },
    { type: "heading", text: "What the report contains, section by section" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Cover and scope",
          text: "The matter reference, the search date, the date up to which documents were considered, the offices the client plans to file in, and the analyst and reviewer by name.",
        },
        {
          title: "The invention as we understood it",
          text: "The invention broken into numbered features (F1, F2 and so on) agreed with the client before the search. Every later finding refers to these numbers, so a disagreement about scope shows up here rather than in the conclusions.",
        },
        {
          title: "Summary of findings",
          text: "One page: the closest references, the features found in them, the features not found, and the caveats that apply to the result.",
        },
        {
          title: "References ranked",
          text: "Each cited document with its number, title, applicant, priority and publication dates, and a relevance category in the convention search offices use: X for a document relevant on its own, Y for one relevant in combination with another, A for background.",
        },
        {
          title: "Feature matrix",
          text: "References against features, each cell saying whether the feature is shown, partly shown or absent, with a pinpoint citation to the paragraph, column and line or figure.",
        },
        {
          title: "Search log",
          text: "Every database, classification code and search string, with the date it was run, the number of hits and how many were read in full, so the search can be repeated, audited or extended.",
        },
        {
          title: "Limits",
          text: "What was not searched (for example, a language or a database outside the agreed scope), and the blind spot for applications not yet published.",
        },
      ],
    },
    { type: "heading", text: "How the search is done and logged" },
    {
      type: "paragraph",
      text: "We search by concept, not by keyword alone. Each feature becomes a set of synonyms and technical variants, and we pick the Cooperative Patent Classification (CPC) and International Patent Classification (IPC) groups where examiners would file such an invention. Classification, keyword and citation searches run side by side, because each finds documents the others miss: classification catches documents that use unexpected words, keywords catch documents classified elsewhere, and forward and backward citations of the best hits catch what both missed. Patent documents are searched in USPTO Patent Public Search, Espacenet, WIPO PATENTSCOPE and Google Patents, and in commercial databases where the field calls for them; non-patent literature follows, from journals and conference papers to standards and product documentation.",
    },
    {
      type: "paragraph",
      text: "Every query goes into the log as it is run, with its date and result count, and every document an analyst opens is recorded with the reason it was kept or set aside. A second analyst reads the log and the ranking before the report is released. If the client later asks why a known document is not cited, the log shows whether it was found and set aside, or never reached.",
    },
    { type: "heading", text: "What 'no close art found' means, and what it does not" },
    {
      type: "paragraph",
      text: "When a report says no close art was found for a feature, it means that the searches in the log, run on the date stated, in the sources listed, turned up no document showing that feature in the way the invention uses it. It does not mean that no such document exists. A search cannot reach applications that are not yet published: most are published 18 months after their earliest priority date, so the last year and a half is always partly dark. It cannot reach what was never indexed, such as a product sold but never documented, a talk never written up, or a document in a language or database outside the agreed scope. And an examiner may combine two documents, each harmless alone, into an obviousness or inventive-step objection. The report says which of these limits apply, and the attorney or agent weighs them.",
    },
    { type: "heading", text: "What we need from you" },
    {
      type: "list",
      items: [
        "The invention disclosure, drawings and any draft claims, after a non-disclosure agreement is signed ([how we keep matters confidential](/confidentiality)).",
        "The features you believe are new, and the ones you already know from the art.",
        "Documents you already know, so we do not bill you for finding them again.",
        "Any disclosure already made (a paper, a talk, a sale, a demonstration), with its date.",
        "The offices you plan to file in, and the date by which you need the report.",
        "The name of the patent attorney or agent who will read it, if you have one.",
      ],
    },
    {
      type: "paragraph",
      text: "Turnaround and fees are set per matter; [how we work and price](/how-we-work) explains what changes a quote. For the search itself, see [patentability search](/patentability-search).",
    },
  ],
  sample: {
    title: "Patentability Search Report: moisture-switched wick planter (sample)",
    label:
      "Sample report on a fictional invention. The client, the invention, the analysts and every document, number, name and date below are invented. 'XX' is not the code of any patent office, and no document cited here exists.",
    blocks: [
      {
        type: "table",
        caption: "Cover",
        head: ["Item", "Entry"],
        rows: [
          ["Matter", "SAMPLE-PS-0001, for Fernleaf Labs (fictional)"],
          ["Search date", "3 March 2026; documents published up to 28 February 2026 considered"],
          ["Filing plans stated by the client", "United States, European Patent Office, India"],
          ["Analyst / reviewer", "A. Analyst / R. Reviewer (fictional)"],
        ],
      },
      { type: "heading", text: "1. The invention as we understood it" },
      {
        type: "list",
        items: [
          "F1: a plant pot standing in a water reservoir.",
          "F2: a fabric wick carrying water from the reservoir into the soil.",
          "F3: a valve that pinches the wick itself shut when the soil is wet, driven by a strip that swells as it absorbs water, with no electronics.",
          "F4: a window in the reservoir wall showing the water level.",
        ],
      },
      { type: "heading", text: "2. Summary of findings" },
      {
        type: "paragraph",
        text: "F1, F2 and F4 are shown together in D3 and in D1; D2 shows F1 and F2. Moisture-driven valves in planters are known: D5 closes a planter's reservoir outlet with a strip that swells with soil moisture, and notes that the strip loses its response after repeated wetting. F3 as the client describes it, a moisture-driven valve that pinches the wick itself, was not found: D3 closes its wick with a valve driven by a float that follows the reservoir level, not the soil's moisture. D4 shows a swelling strip closing a drip line, outside planters. An examiner could combine D3 with D5, or with D4, against F3, so the attorney should weigh those combinations when drafting.",
      },
      { type: "heading", text: "3. References ranked" },
      {
        type: "table",
        caption: "Cited documents (all fictional)",
        head: ["Ref.", "Document", "Applicant", "Priority", "Published", "Category"],
        rows: [
          [
            "D3",
            "XX 2021/018842 A1, 'Wick planter with float valve'",
            "Verdant Pot Co.",
            "2020-03-12",
            "2021-09-16",
            "Y (F1, F2, F4; with D5 or D4 for F3)",
          ],
          [
            "D5",
            "XX 2020/071536 A1, 'Planter with humidity-responsive outlet valve'",
            "Example Horticulture Ltd",
            "2019-05-21",
            "2020-11-19",
            "Y (F1, F3 in part; with D3)",
          ],
          [
            "D4",
            "XX 2017/004410 A1, 'Moisture-actuated irrigation switch'",
            "Dripwise Ltd",
            "2015-09-08",
            "2017-03-02",
            "Y (F3, in combination)",
          ],
          [
            "D1",
            "XX 2019/003127 A1, 'Self-watering plant container'",
            "Example Horticulture Ltd",
            "2017-11-06",
            "2019-05-09",
            "A (F1, F2, F4)",
          ],
          [
            "D2",
            "Garden Tech Review, vol. 12, pp. 44-47, 'Wick watering compared'",
            "(journal article)",
            "None (not a patent document)",
            "2020-06",
            "A (F1, F2)",
          ],
        ],
      },
      { type: "heading", text: "4. Feature matrix" },
      {
        type: "table",
        caption:
          "Features against references: shown, partly shown or absent, with pinpoint citations",
        head: [
          "Ref.",
          "F1 pot in reservoir",
          "F2 wick",
          "F3 moisture-driven valve",
          "F4 level window",
        ],
        rows: [
          [
            "D3",
            "Shown, para. [0012], fig. 1",
            "Shown, para. [0015]",
            "Partly: valve driven by reservoir float, para. [0021]",
            "Shown, fig. 2",
          ],
          [
            "D4",
            "Absent",
            "Absent",
            "Partly: swelling strip closes a drip line, paras. [0018]-[0022]",
            "Absent",
          ],
          [
            "D5",
            "Shown, para. [0009], fig. 1",
            "Absent: outlet valve, no wick",
            "Partly: swelling strip closes the reservoir outlet, not a wick, para. [0024]; loss of response after repeated wetting, para. [0031]",
            "Absent",
          ],
          ["D1", "Shown, para. [0008]", "Shown, para. [0010]", "Absent", "Shown, para. [0019]"],
          ["D2", "Shown, p. 45", "Shown, p. 45", "Absent", "Absent"],
        ],
      },
      { type: "heading", text: "5. Search log (extract)" },
      {
        type: "table",
        caption: "Queries as run, with hits and documents read in full",
        head: ["Step", "Source", "Query", "Hits", "Read in full"],
        rows: [
          [
            "1",
            "Espacenet",
            "CPC A01G27/04 OR A01G27/06 (self-acting watering with wicks)",
            "2,310",
            "0 (set narrowed in step 2)",
          ],
          [
            "2",
            "Espacenet",
            "Step 1 AND (valve OR clamp OR pinch) AND (moist* OR swell* OR humid*)",
            "96",
            "31",
          ],
          [
            "3",
            "PATENTSCOPE",
            "wick AND (planter OR pot) AND (swell* OR hygroscopic) NEAR5 (strip OR valve)",
            "58",
            "17",
          ],
          ["4", "Google Patents", "Forward and backward citations of D1 and D3", "74", "22"],
          [
            "5",
            "Journals and product literature",
            "wick watering AND (valve OR regulat*), 2010 onwards",
            "41",
            "9",
          ],
        ],
      },
      { type: "heading", text: "6. Limits" },
      {
        type: "paragraph",
        text: "Applications filed after about August 2024 may not yet be published and could not be searched. Chinese- and Japanese-language full texts were searched through machine translation of abstracts only, as agreed. No product catalogs before 2010 were searched. This report states what the searches found; whether claims to F3 are patentable is for Fernleaf Labs' patent attorney to judge.",
      },
    ],
  },
} satisfies SamplePage;
