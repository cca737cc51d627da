import type { HowWeWorkContent, OperatorFigure } from "@/content/types";

/**
 * Turnaround and fees are the operator's to set. Each figure ships unconfirmed and without a
 * value: the page then says the figure is quoted per matter, and `npm run check:launch` lists it.
 * To publish one, write it as `{ confirmed: true, value: "5 to 8 business days" }`.
 */
const unset: OperatorFigure = { confirmed: false };

export const howWeWork = {
  tagline: "How a matter is scoped, timed and priced before any work starts",
  intro: [
    {
      type: "paragraph",
      text: "Before you send work to a provider abroad, you want to know how long it will take, how it will be priced, and what happens if the matter turns out larger than it looked. This page answers those questions for each family of services. Nothing starts, and nothing is billed, until you have a written scope and quote and have accepted them.",
    },
    {
      type: "paragraph",
      text: "Every matter begins the same way: a short description of the need in general terms (no confidential detail), a conflict check, a non-disclosure agreement where the work needs confidential material ([how we keep matters confidential](/confidentiality)), then a written scope stating the deliverable, the delivery date, the price and what would change them. To see what the deliverables look like, read the samples on [what you receive](/what-you-receive).",
    },
    {
      type: "callout",
      title: "About the figures on this page",
      text: "Where this page gives a turnaround or a fee, it is indicative: the quote for your matter, in writing, is what binds us. Where it says a figure is quoted per matter, we have not published one yet.",
    },
  ],
  models: [
    {
      title: "Fixed fee per deliverable",
      text: "One price for a defined result, such as a search report to an agreed scope or a set of drawings. You know the cost before work starts; if the scope has to change, we say so and re-quote before doing more.",
    },
    {
      title: "Per claim, per page or per figure",
      text: "A unit price for work that scales with its size: claims charted, pages translated or proofread, figures drawn. The quote states the units counted and the price per unit.",
    },
    {
      title: "Hourly, with a cap",
      text: "For work whose size cannot be known at the start, such as document review in a dispute or research that follows a trail. We quote an hourly rate and a cap that we do not pass without your written approval.",
    },
    {
      title: "A monthly team",
      text: "Named analysts or drafters working on your queue for a fixed number of hours a month, for firms with steady volume. Unused hours and changes in team size are agreed in the engagement terms.",
    },
  ],
  families: [
    {
      family: "Patent searches",
      groups: ["patent-searches"],
      turnaround: unset,
      fee: unset,
      models: ["Fixed fee per deliverable", "Hourly, with a cap"],
      quoteFactors: [
        "The number of features or claims the search must cover, and how crowded the field is",
        "The jurisdictions, languages and non-patent literature in scope",
        "Whether the deliverable is a ranked list or a full report with a feature matrix or claim charts",
        "For FTO, the number of countries whose status must be checked",
        "A deadline shorter than the usual turnaround",
      ],
    },
    {
      family: "Patent drafting and prosecution support",
      groups: ["patent-prosecution", "indian-patent"],
      turnaround: unset,
      fee: unset,
      models: ["Fixed fee per deliverable", "Per claim, per page or per figure", "A monthly team"],
      quoteFactors: [
        "The complexity of the invention and the number of embodiments and claims",
        "The number of figures, and whether they are drawn from CAD files, sketches or photographs",
        "For office action responses, the number of rejections and references to address",
        "The review rounds your attorney or agent wants before the draft is settled",
      ],
    },
    {
      family: "Litigation support and patent analytics",
      groups: ["patent-litigation"],
      turnaround: unset,
      fee: unset,
      models: ["Per claim, per page or per figure", "Hourly, with a cap", "A monthly team"],
      quoteFactors: [
        "The number of patents, claims and products to chart",
        "Whether evidence is public documentation, a teardown or source code under a protective order",
        "The court's or counter-party's timetable",
      ],
    },
    {
      family: "Patent management",
      groups: ["patent-management"],
      turnaround: unset,
      fee: unset,
      models: ["Per claim, per page or per figure", "A monthly team"],
      quoteFactors: [
        "The number of matters docketed or documents handled each month",
        "Languages and page counts for translation and proofreading",
        "The docketing system you use and the reports you need from it",
      ],
    },
    {
      family: "Trademark, copyright and design",
      groups: ["trademark", "copyright-design"],
      turnaround: unset,
      fee: unset,
      models: ["Fixed fee per deliverable", "A monthly team"],
      quoteFactors: [
        "The number of marks, classes and countries",
        "For searches, whether figurative marks and common-law use are in scope",
        "For monitoring and docketing, the size of the portfolio",
      ],
    },
    {
      family: "Contracts and legal documentation",
      groups: ["contract-lifecycle", "legal-documentation"],
      turnaround: unset,
      fee: unset,
      models: ["Fixed fee per deliverable", "Hourly, with a cap"],
      quoteFactors: [
        "The length and number of documents, and whether a template exists",
        "The jurisdictions whose law the research or draft must address",
        "How many review rounds your advocate or attorney wants",
      ],
    },
  ],
  pilot: {
    heading: "Start with a paid pilot on a matter you already know",
    fee: unset,
    blocks: [
      {
        type: "paragraph",
        text: "The surest test of a research provider is a matter whose answer you already have: a search where you know the closest art, an office action you have already answered, a claim chart your team has already built. Send us one, under a non-disclosure agreement, without telling us the answer. We do the work at a fixed price agreed in advance, to the same standard and on the same timetable as any other matter, and you compare our result with yours.",
      },
      {
        type: "list",
        items: [
          "You choose the matter, the deliverable and the deadline.",
          "We quote a fixed fee before starting and do not exceed it.",
          "You receive the full deliverable with its search log or working notes, so you can see how we reached the result, not only the result.",
          "There is no commitment to send further work.",
        ],
      },
    ],
  },
  closing:
    "Tell us the kind of matter, the jurisdictions and the deadline, in general terms, and we will send a written scope and quote.",
} as const satisfies HowWeWorkContent;
