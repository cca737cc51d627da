import type { ServicePage } from "@/content/types";

export const sourceCodeReview = {
  slug: "source-code-review",
  title: "Source Code Review",
  group: "patent-litigation",
  filedBy: "counsel",
  description:
    "Source code review under protective orders: reviewers trace accused features to the code in secure review rooms and document it for contentions and experts.",
  tagline: "Finding the code that proves, or disproves, infringement",
  body: [
    { type: "heading", text: "When the proof is in the code" },
    {
      type: "paragraph",
      text: "For software and firmware patents, public documentation shows what a product does but rarely how it does it. The claims often turn on exactly that: the order of steps, the data structure used, the condition that triggers a function. In US patent litigation the accused party produces its source code in discovery under a protective order, and reviewers for the other side locate the functions that implement, or fail to implement, each claim element. We carry out that review for counsel and their experts, on either side of the case.",
    },
    {
      type: "paragraph",
      text: "Your litigation counsel engages us and directs the review under the protective order; counsel decides what is cited, and signs what is served.",
    },
    { type: "heading", text: "How code is made available" },
    {
      type: "paragraph",
      text: "Source code is usually designated in the protective order's highest confidentiality tier. The order entered in your case governs, but typical orders provide that:",
    },
    {
      type: "list",
      items: [
        "The code is made available on a standalone computer with no internet or network connection, in a secure room, usually at the offices of the producing party's counsel.",
        "Reviewers must be disclosed in advance, giving the producing party a chance to object, and must sign an undertaking to be bound by the order.",
        "Phones, cameras, laptops and storage devices are excluded from the room, and entries are logged.",
        "Printing is limited to portions reasonably necessary for the case, often subject to page limits, with printouts marked and held by counsel.",
        "Notes may be taken but may not reproduce the code wholesale.",
      ],
    },
    { type: "heading", text: "How our review works" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Prepare before entering the room",
          text: "We turn the claims and the [infringement contentions](/infringement-contentions) into a list of what to find for each element, with search terms and likely module names, and ask counsel to request suitable search and cross-reference tools under the order.",
        },
        {
          title: "Map the codebase",
          text: "Reviewers work out the build structure, entry points and main data flows before diving into individual files, so that nothing is read out of context.",
        },
        {
          title: "Trace each claim element",
          text: "For every limitation we follow the relevant calls and data through the code and record the file paths, function names and line ranges that show it, or show its absence.",
        },
        {
          title: "Prioritize printouts",
          text: "Print requests are kept to the pages the case needs and ranked, so page limits are spent on the most important code.",
        },
        {
          title: "Write up outside the room",
          text: "Findings become review notes and supplemental chart entries, in the form the order permits, for counsel and the technical expert.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "Review notes keyed to each claim element, citing file, function and line.",
        "Ranked printout requests for counsel to submit to the producing party.",
        "Supplemental contention charts with pinpoint code citations, where local rules call for them.",
        "Summaries and draft passages to support the expert report, and topics for depositions of the producing party's engineers.",
        "For defendants, analysis showing where the code departs from the claims, including any design-around.",
      ],
    },
    { type: "heading", text: "Discipline in the review room" },
    {
      type: "paragraph",
      text: "Everything depends on trust that the order has been kept. Our reviewers follow each term to the letter, keep their own logs, take nothing out of the room that the order does not allow, and work on one case's code at a time. Public code is a separate matter: open-source repositories and SDKs read for [evidence of use charts](/eou-charts) are handled outside the order and cited as public evidence. Scheduling follows the case calendar and the room's availability, agreed with counsel in advance.",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Reviewers with software engineering backgrounds who also understand claim construction.",
        "Preparation done before the room opens, so billed review time is spent reading code.",
        "Notes written so an expert can rely on them and opposing counsel can check them.",
      ],
    },
  ],
} satisfies ServicePage;
