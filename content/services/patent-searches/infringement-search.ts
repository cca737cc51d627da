import type { ServicePage } from "@/content/types";

export const infringementSearch = {
  slug: "infringement-search",
  title: "Infringement Search",
  group: "patent-searches",
  filedBy: "counsel",
  description:
    "Infringement searches that find products reading on your patent claims, with evidence charted for direct, indirect, contributory and literal infringement.",
  tagline: "Find who may be practicing your claims",
  body: [
    { type: "heading", text: "What an infringement search does" },
    {
      type: "paragraph",
      text: "An infringement search starts from a patent and looks for products, processes or services on the market that may fall within its claims. Patent owners commission one before sending a notice letter or filing suit, licensing teams to decide which companies to approach, and investors to judge whether a portfolio is actually being used. The result is evidence of use: public documents showing that a product contains each element of a claim.",
    },
    {
      type: "paragraph",
      text: "The search is driven by the claims. Under US law, whoever without authority makes, uses, offers to sell or sells a patented invention in the United States, or imports it into the United States, during the patent term infringes the patent (35 USC 271(a)). Because rights are territorial, we look for products made, sold or imported where your patent is in force.",
    },
    { type: "heading", text: "Four types of infringement, and how they relate" },
    {
      type: "paragraph",
      text: "The four terms are not parallel categories. Direct and indirect infringement are the two kinds of liability; contributory infringement is one form of indirect infringement, beside inducement; and literal infringement is one of the two ways of proving direct infringement. The claims and the facts decide which theories apply. Each report sorts the evidence by the theory it supports, under US law unless you ask for another jurisdiction.",
    },
    {
      type: "definitions",
      items: [
        {
          title: "Direct infringement",
          text: "Making, using, offering to sell, selling or importing the patented invention without authority, under 35 USC 271(a). Knowledge of the patent is not required: the only question is whether the accused product or process falls within a claim.",
        },
        {
          title: "Indirect infringement",
          text: "Liability for someone else's direct infringement. Under US law it includes induced infringement under 35 USC 271(b): actively encouraging others to infringe, for example through instructions or marketing, knowing of the patent and that the induced acts infringe. Someone must still infringe directly. Contributory infringement under 35 USC 271(c) is the other form of indirect infringement, beside inducement.",
        },
        {
          title: "Contributory infringement",
          text: "A form of indirect infringement: under 35 USC 271(c), selling, offering to sell or importing a component of a patented invention, or a material or apparatus for use in a patented process, that is a material part of the invention, knowing it is especially made or adapted for infringing use, when it is not a staple article suitable for substantial non-infringing use.",
        },
        {
          title: "Literal infringement",
          text: "One of the two ways to prove direct infringement: the accused product or process contains every element of a claim exactly as the claim recites it. The other way is the doctrine of equivalents, under which infringement may still be found when an element is not literally present but the difference is insubstantial, within the limits set by prosecution history estoppel and the prior art.",
        },
      ],
    },
    {
      type: "paragraph",
      text: "Other systems frame these ideas differently. The Agreement on a Unified Patent Court, for example, treats supplying the means relating to an essential element of an invention as indirect use (Article 26), and in India the patentee's exclusive rights are set out in section 48 of the Patents Act, 1970. Each report names the law it relies on.",
    },
    { type: "heading", text: "How we carry it out" },
    {
      type: "list",
      ordered: true,
      items: [
        "We read the patent, its family and its prosecution history, and break each independent claim into elements, noting which can be observed in a product and which need technical evidence.",
        "We identify candidate products and companies from catalogs, datasheets, user manuals, teardown reports, standards documents, app stores, regulatory filings and the patent filings of likely users.",
        "For each candidate, we collect dated public evidence for every claim element, and note where an element can be confirmed only by testing, reverse engineering or discovery.",
        "We set aside products sold only where the patent is not in force, or only after it expired.",
        "A second analyst checks each chart for gaps and overstatement before delivery.",
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A ranked list of candidate products and companies, with the strength of the evidence for each.",
        "Claim charts for the strongest candidates, mapping each element to evidence with screenshots, citations and links.",
        "Notes on the theory each chart supports and on any evidence still missing.",
        "Copies or archived captures of the evidence, with dates.",
      ],
    },
    {
      type: "paragraph",
      text: "Deliverables come in Word, PDF and Excel on a date agreed at scoping. Charts can be developed into full [evidence of use charts](/eou-charts) or support counsel's [infringement contentions](/infringement-contentions).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our analysts read claims precisely and chart only what the evidence shows; where an element is inferred rather than shown, the chart says so. A second analyst reviews every chart.",
    },
    {
      type: "paragraph",
      text: "Enforcement plans are sensitive. We work under a non-disclosure agreement and keep matter files on access-controlled systems, shared only with the analysts on your matter.",
    },
  ],
} satisfies ServicePage;
