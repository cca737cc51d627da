import type { Insight } from "@/content/types";

export const readingFtoAndInvaliditySearchReports = {
  slug: "reading-fto-and-invalidity-search-reports",
  title: "How to read a freedom-to-operate or invalidity search report",
  description:
    "A practical guide for counsel: what a freedom-to-operate or invalidity search report should contain, how to read its claim charts, and where its limits lie.",
  published: "2026-11-23",
  updated: "2026-12-06",
  tags: [
    "freedom-to-operate-search",
    "patent-validity-and-invalidity-search",
    "infringement-search",
  ],
  body: [
    {
      type: "paragraph",
      text: "A search report is the starting point for decisions that can cost or save a great deal: whether to launch a product, whether to challenge a competitor's patent, whether to settle. Yet reports arrive in very different shapes, and a reader who only looks at the list of hits can miss what the report actually says, and what it does not. This guide explains how we read a freedom-to-operate (FTO) or invalidity search report, whether it comes from us or from another provider, so that counsel can judge how far to rely on it.",
    },
    {
      type: "paragraph",
      text: "The two kinds of report answer opposite questions. An FTO search asks whether a product or process falls within the claims of someone else's patents that are in force where it will be made, used or sold. An invalidity search asks whether prior art exists that anticipates a particular patent's claims or renders them obvious. The first looks at claims and compares them with a product; the second looks at one set of claims and compares them with the prior art: whatever was made available to the public before the patent's priority date, in print, by use or by sale, and earlier-filed patent applications published only later, which count as prior art in the United States (35 USC 102(a)(2)) and, at the EPO, for novelty only (Article 54(3) EPC).",
    },
    { type: "heading", text: "Start with the scope" },
    {
      type: "paragraph",
      text: "The most important page of a report is the one that says what was searched. Before reading any result, check that the scope matches the question you asked:",
    },
    {
      type: "list",
      items: [
        "The features searched. For an FTO report, the product description the searcher worked from should be stated, feature by feature. A feature that was left out of the description cannot appear in the analysis.",
        "The jurisdictions. US patents are infringed under 35 U.S.C. 271 by acts in the United States; a European or Indian launch needs patents in force there. The report should name each country or region covered.",
        "The legal status cut-off. FTO reports should cover granted patents in force and pending applications that could still grant, and say how expired and lapsed patents were treated.",
        "The date range. For invalidity, the search should reach back from the earliest priority date the patent can claim, and the report should state which date it used.",
        "The sources. Patent databases, non-patent literature, standards documents, product manuals and theses each find different art. The report should list them.",
      ],
    },
    {
      type: "callout",
      title: "A report is a snapshot",
      text: "Every search report is true on its search date. Applications publish every week and legal status changes. If a report is more than a few months old when a decision is taken, ask for the key results to be updated.",
    },
    { type: "heading", text: "Read the strategy, not only the results" },
    {
      type: "paragraph",
      text: "A good report shows how the results were found: the keyword strings, the classification codes (CPC or IPC), the citation searches run forward and backward from key documents, and the number of documents reviewed at each stage. This lets counsel judge whether an obvious line of search was missed, and lets a second searcher repeat or extend the work. A report that lists results without the strategy asks to be taken on trust, which is a poor basis for a launch decision or an invalidity contention.",
    },
    { type: "heading", text: "How to read the claim chart" },
    {
      type: "paragraph",
      text: "Both kinds of report usually present their core findings as a chart that splits a claim into elements and sets each element against evidence. In an FTO chart, the evidence is the product's features; in an invalidity chart, it is passages of a prior art document. Read the chart element by element and ask three questions:",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Is every element addressed?",
          text: "Under the all-elements rule, a claim is infringed only if the product meets every element, literally or by an equivalent. In the same way, a single reference anticipates a claim under 35 U.S.C. 102 only if it discloses every element. A chart that skips an element, or marks it with a vague 'see generally', has found a gap, not a match.",
        },
        {
          title: "Is the evidence quoted and located?",
          text: "Each mapping should quote the passage or describe the feature, with a page, paragraph, column and line, or figure reference. Paraphrase alone makes the chart hard to verify and impossible to use in a contention without rework.",
        },
        {
          title: "Is the mapping explained where it is not literal?",
          text: "Where a reference uses different words, or where the mapping depends on how a term is construed, the searcher should say so. For invalidity, where two or more references are combined, the chart should show which reference supplies each element and why a person skilled in the art would combine them, since obviousness under 35 U.S.C. 103 turns on that reasoning.",
        },
      ],
    },
    { type: "heading", text: "Ranking and relevance" },
    {
      type: "paragraph",
      text: "Most reports rank results, often as high, medium and low relevance, or with a colour code. The ranking is the searcher's technical judgment, not a legal opinion. What matters is whether the criteria are stated. A high-relevance FTO result should mean that the searcher found support for every element of at least one independent claim; a high-relevance invalidity reference should mean that it discloses most or all elements of the target claim. If the report does not say what its categories mean, ask.",
    },
    {
      type: "paragraph",
      text: "Also look at what was set aside. A short note on documents that were reviewed and rejected, with the element they lack, is often as useful as the hits: it tells counsel which nearby art has already been considered, and why it did not fit.",
    },
    { type: "heading", text: "The limits of any search" },
    {
      type: "list",
      items: [
        "No search is exhaustive. Unpublished applications cannot be found, and relevant art may sit in sources no database indexes.",
        "A searcher's mapping is not a claim construction. How a court or examiner reads a disputed term can change the outcome of every row in a chart.",
        "An FTO report identifies risks; it does not decide them. Whether a product infringes, and what to do about it, is a legal opinion for a patent attorney.",
        "An invalidity report finds candidates. Whether they are prior art as of the right date, and how strong the argument is, also needs counsel's judgment.",
      ],
    },
    { type: "heading", text: "A short checklist" },
    {
      type: "list",
      ordered: true,
      items: [
        "Does the stated scope (features, jurisdictions, dates, status) match the question?",
        "Is the search strategy recorded well enough to repeat?",
        "Does each chart address every claim element with located evidence?",
        "Are ranking categories defined, and rejected documents noted?",
        "Is the search date recent enough for the decision at hand?",
      ],
    },
    { type: "heading", text: "How we help" },
    {
      type: "paragraph",
      text: "Our [freedom-to-operate](/freedom-to-operate-search), [validity and invalidity](/patent-validity-and-invalidity-search) and [infringement](/infringement-search) searches report scope, strategy, ranked results and element-by-element charts in the way described here, for the client's attorney to rely on and build on. We also review reports prepared elsewhere and say where their scope or charts leave gaps.",
    },
  ],
  sources: [
    {
      title: "35 U.S.C. 102 (novelty), 103 (obviousness) and 271 (infringement)",
      url: "https://www.uspto.gov/web/offices/pac/mpep/consolidated_laws.pdf",
    },
    {
      title:
        "USPTO, Manual of Patent Examining Procedure, section 2131 (anticipation) and 2141 (obviousness)",
      url: "https://www.uspto.gov/web/offices/pac/mpep/index.html",
    },
  ],
} satisfies Insight;
