import type { CareersContent } from "@/content/types";

export const careers = {
  tagline: "Put your technical or legal training to work on the inventions and brands of tomorrow",
  intro: [
    {
      type: "paragraph",
      text: "Every week our teams read inventions that have not yet been published, from battery chemistries and medical devices to machine-learning systems and diagnostic assays. The work asks for curiosity, precision and the patience to find the one document that changes a client's decision. If that sounds like you, we would like to hear from you.",
    },
    {
      type: "paragraph",
      text: "We hire engineers, scientists, designers and law graduates, and we train them in the procedure of patent and trademark offices on the job. Previous IP experience helps but is not required for every role; a strong degree in a technical field or in law, clear written English and attention to detail are.",
    },
  ],
  image: {
    scene: "search-report",
    icon: "graduation-cap",
    alt: "A search report with its prior-art hits ranked by relevance: the kind of work you learn here",
  },
  why: {
    heading: "Why work here",
    items: [
      {
        icon: "lightbulb",
        title: "New technology every week",
        text: "You read inventions before the rest of the world sees them, across fields that range far beyond your own degree.",
      },
      {
        icon: "graduation-cap",
        title: "Structured training",
        text: "New colleagues learn search strategy, claim reading and office procedure from experienced analysts, with review on every deliverable until they are ready to lead.",
      },
      {
        icon: "globe",
        title: "International work",
        text: "Matters come from law firms, companies and universities in several countries, under USPTO, EPO, Indian Patent Office, WIPO and EUIPO rules.",
      },
      {
        icon: "users",
        title: "Small teams, clear ownership",
        text: "Each matter has a named lead, and colleagues know whose work reached the client. Good work is seen.",
      },
    ],
  },
  positions: {
    heading: "Positions we hire for",
    intro:
      "Openings change with our workload. Choose the position closest to your background when you apply; if you tick the box to keep your application for future openings, we keep it on file for 12 months from the date you apply.",
    items: [
      {
        icon: "chart",
        title: "Patent Analytics",
        text: "Build patent landscapes, white-space studies, portfolio rankings and evidence-of-use charts, turning large sets of documents into findings a client can act on.",
      },
      {
        icon: "file-search",
        title: "Patent Researcher",
        text: "Run patentability, validity, freedom-to-operate and infringement searches in patent and non-patent literature, and write clear reports that rank and explain the closest art.",
      },
      {
        icon: "stamp",
        title: "Trademark",
        text: "Search marks for clearance, prepare filings, track oppositions and renewals, and keep trademark dockets accurate for clients in India, the United States and the European Union.",
      },
      {
        icon: "pen-tool",
        title: "Others",
        text: "Patent illustration, proofreading, docketing, translation and contract drafting: tell us what you do well and how it could serve our clients.",
      },
    ],
  },
  apply: {
    heading: "How to apply",
    intro: "Applying takes a few minutes. Here is what happens next.",
    steps: [
      "Fill in the application form with your name, e-mail, phone number, highest qualification and the position that fits you best.",
      "We read every application and contact shortlisted candidates by e-mail to arrange a conversation.",
      "Shortlisted candidates complete a short exercise drawn from real work, such as a search or a claim-reading task, and discuss it with the team lead.",
    ],
    note: "We never ask candidates for payment at any stage of recruitment.",
  },
} satisfies CareersContent;
