import type { WhoWeAreContent } from "@/content/types";

export const whoWeAre = {
  tagline: "A techno-legal company offering IP support across all IP domains",
  story: [
    {
      type: "heading",
      text: "Technical minds, legal discipline",
    },
    {
      type: "paragraph",
      text: "We are a techno-legal company offering IP support across all IP domains: patents, trademarks, copyright, designs and the contracts that carry them. The firm is built on a simple observation. Intellectual property work needs two kinds of knowledge at once. An engineer can read a circuit diagram or a reaction scheme but may not know how an examiner will read a claim; a paralegal knows the filing rules but not the chemistry. Our teams bring both to the same desk.",
    },
    {
      type: "paragraph",
      text: "Day to day, that means [patent drafting](/patent-drafting) and [office action responses](/office-action-response), prior-art and [freedom-to-operate searches](/freedom-to-operate-search), evidence-of-use charts and other [litigation support](/eou-charts), docketing and proofreading for busy practices, [trademark searches](/trademark-search) and filings, copyright and design registrations, and the drafting and review of contracts. We work as researchers and support staff to our clients' attorneys and decision makers; where a question calls for legal advice from a licensed attorney, we say so.",
    },
  ],
  image: {
    scene: "offices",
    icon: "building",
    alt: "Our three offices drawn on one horizon: Dehradun, Fullerton and Falls Church",
  },
  credential: {
    title: "International Trade Council",
    text: "We are a member of the International Trade Council and certified by it for quality business.",
  },
  clients: {
    heading: "Who we work for",
    intro:
      "Our clients range from organizations with large portfolios to individual inventors with a first idea. What they share is a need for accurate work they can rely on when a decision or a deadline depends on it.",
    items: [
      "Large companies managing patent and trademark portfolios across several countries",
      "IP law firms that need research, drafting and paralegal capacity behind their attorneys",
      "Patent monetization and brokerage firms assessing, ranking and charting patents for licensing or sale",
      "Inventors who want to know whether an idea is new, with a search report their patent agent or attorney can rely on",
      "International universities commercializing research through their technology-transfer offices",
    ],
  },
  audiences: {
    heading: "Support shaped for each kind of visitor",
    intro:
      "Each audience we serve has its own page describing the work we most often do for it and the services that fit.",
  },
  approach: {
    heading: "How we approach a matter",
    intro:
      "The subject changes from one matter to the next; the way we run it does not. Every engagement follows the same four steps.",
    items: [
      {
        icon: "file-search",
        title: "Understand the question",
        text: "We read the brief, the invention disclosure or the claims, and confirm in writing what is being asked, for which jurisdiction, and what the answer will be used for.",
      },
      {
        icon: "users",
        title: "Match the team",
        text: "A lead with the right technical background takes the matter, supported by searchers, drafters, illustrators or paralegals as the work requires.",
      },
      {
        icon: "clipboard-check",
        title: "Check before delivery",
        text: "A second reviewer checks every search, draft, chart and docket entry against the brief and the applicable office rules before it reaches you.",
      },
      {
        icon: "lock",
        title: "Keep it confidential",
        text: "Documents stay with the people assigned to the matter. Nothing a client shares with us is reused for anyone else.",
      },
    ],
  },
  offices: {
    heading: "Where to find us",
    intro:
      "Our teams work from three offices, in India and the United States, which lets us cover the working hours of clients in Asia, Europe and the Americas.",
  },
  closing:
    "Want to know more about the people behind the work? Meet [our team](/our-team), read [why clients choose us](/why-us), or see the [roles we hire for](/careers).",
} satisfies WhoWeAreContent;
