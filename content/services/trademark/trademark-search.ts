import type { ServicePage } from "@/content/types";

export const trademarkSearch = {
  slug: "trademark-search",
  title: "Trademark Search",
  group: "trademark",
  filedBy: "counsel",
  description:
    "Trademark clearance searches of USPTO, Indian, EUIPO and WIPO records and of common-law use, with a reasoned risk rating before you adopt or file a mark.",
  tagline: "Search a name before you build a brand on it",
  body: [
    { type: "heading", text: "What a clearance search tells you" },
    {
      type: "paragraph",
      text: "Adopting a mark without searching is a bet that no one got there first. A clearance search looks for earlier marks that could block registration or, worse, support a claim that your use infringes. It is cheapest before packaging is printed, domains are bought and launch dates are set.",
    },
    {
      type: "paragraph",
      text: "Offices differ in what they check. The USPTO refuses marks likely to cause confusion with a registered or earlier-filed mark under Section 2(d) of the Lanham Act, and the Indian Registry examines relative grounds under Section 11 of the Trade Marks Act, 1999. The EUIPO does not refuse on earlier marks unless their owners oppose. None of them looks for unregistered use, and in both the United States and India an earlier user without a registration can still prevail against a later registrant.",
    },
    {
      type: "paragraph",
      text: "Your trademark attorney engages us and directs the search; the attorney decides whether the mark can be adopted and registered, and signs the clearance opinion.",
    },
    { type: "heading", text: "Levels of search" },
    {
      type: "definitions",
      items: [
        {
          title: "Knockout search",
          text: "A quick screen of the relevant registers for identical and near-identical marks, used to strike unusable candidates from a shortlist.",
        },
        {
          title: "Full clearance search",
          text: "A thorough search of national and regional registers and WIPO's Global Brand Database and, for the United States, of state registrations, business names, domain names and trade use, followed by analysis.",
        },
        {
          title: "Logo search",
          text: "Figurative marks searched by their design elements, using the USPTO design search codes and the Vienna Classification, as well as by any words they contain.",
        },
        {
          title: "Multi-country search",
          text: "The registers of each country in your launch plan, with notes on local rules that change the level of risk.",
        },
      ],
    },
    { type: "heading", text: "How we carry out a search" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Define the scope",
          text: "We confirm the mark and its variants, the goods and services, the Nice classes and related classes involved, and the countries that matter.",
        },
        {
          title: "Build the search strategy",
          text: "Queries cover exact matches, phonetic equivalents, spelling variants, translations, transliterations and shared dominant elements.",
        },
        {
          title: "Search the records",
          text: "We search the USPTO trademark search system, the Indian Registry's public search, EUIPO and WIPO databases, and the common-law sources that suit the market.",
        },
        {
          title: "Analyze the references",
          text: "Each relevant reference is compared for similarity in sight, sound and meaning, for relatedness of goods and services, and for status: live, pending, or canceled but possibly still in use.",
        },
        {
          title: "Review and report",
          text: "A second analyst checks the strategy and the analysis before the report is released.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A report listing every relevant reference with its owner, status, classes and a link to the official record",
        "A risk rating for registration and for use, with reasons you can test",
        "Ways around a conflict, such as a narrower specification or a modified mark",
        "The full search strategy, so results can be updated or relied on later",
      ],
    },
    {
      type: "paragraph",
      text: "Reports are written as research for the attorney who gives the clearance opinion. A knockout search comes back sooner than a full search; we give you a delivery date when you instruct us. Once your attorney concludes the mark can be adopted, [trademark filing](/trademark-filing) can follow straight away.",
    },
    {
      type: "callout",
      title: "A search report is not a guarantee",
      text: "Registers lag behind new filings, and common-law use is never fully visible. A search reduces risk but cannot remove it, which is why many owners add [trademark monitoring](/trademark-monitoring) once the mark is filed.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our analysts record every query they run, so you can see exactly what was searched and what was not.",
    },
    {
      type: "paragraph",
      text: "Risk ratings come with the reasoning behind them, which lets your attorney agree, disagree or ask for more, rather than take a color code on trust.",
    },
  ],
} satisfies ServicePage;
