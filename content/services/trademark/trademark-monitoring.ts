import type { ServicePage } from "@/content/types";

export const trademarkMonitoring = {
  slug: "trademark-monitoring",
  title: "Trademark Monitoring",
  group: "trademark",
  filedBy: "counsel",
  description:
    "Watching of the USPTO Official Gazette, India's Trade Marks Journal, EUIPO and Madrid publications for conflicting marks, reported before deadlines to oppose.",
  tagline: "See a conflicting mark while you can still stop it",
  body: [
    { type: "heading", text: "Why registered marks still need watching" },
    {
      type: "paragraph",
      text: "Registration gives you rights, but no office enforces them for you. The USPTO and the Indian Trade Marks Registry examine new applications against earlier marks, yet conflicts get through. The EUIPO does not refuse an application because of an earlier mark at all unless that mark's owner opposes. A conflicting application that is not challenged becomes a registration you must later cancel, usually at greater cost and with less leverage.",
    },
    {
      type: "paragraph",
      text: "A watch service reviews each new publication for marks that come close to yours, so that you learn of a conflict while the opposition period is still open. It suits any owner whose brands matter commercially, and it is close to essential where a mark is sold in several countries.",
    },
    {
      type: "paragraph",
      text: "Your trademark counsel engages us and directs the watch; counsel decides whether to oppose or write to an applicant, and signs what is sent.",
    },
    { type: "heading", text: "The deadlines a watch has to beat" },
    {
      type: "table",
      caption: "Time to oppose after publication",
      head: ["Office", "Where new marks are published", "Time to oppose"],
      rows: [
        [
          "USPTO (United States)",
          "Trademark Official Gazette, weekly",
          "30 days from publication; extensions can take the total to 180 days from publication",
        ],
        [
          "Trade Marks Registry (India)",
          "Trade Marks Journal",
          "Four months from advertisement, not extendable (Trade Marks Act, 1999, Section 21)",
        ],
        [
          "EUIPO (European Union)",
          "EU Trade Marks Bulletin",
          "Three months from publication, not extendable",
        ],
        [
          "Madrid designations",
          "WIPO Gazette of International Marks, then each designated office",
          "Set by the law of each designated office",
        ],
      ],
    },
    { type: "heading", text: "How the watch runs" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Set the watch",
          text: "We agree the marks, the classes and related classes, and the jurisdictions, and record what makes each mark distinctive: its words, sound, meaning and figurative elements.",
        },
        {
          title: "Screen each publication",
          text: "Analysts search each new issue for identical and similar marks, including phonetic variants, translations and transliterations, and search logos by the USPTO design codes and the Vienna Classification.",
        },
        {
          title: "Assess the hits",
          text: "Each candidate is rated for similarity of the marks and of the goods or services, with a short reason for the rating rather than a bare score.",
        },
        {
          title: "Report with the deadline",
          text: "Every reported hit carries its publication date and the last day to oppose or to request an extension, calculated under that office's rules and checked twice.",
        },
        {
          title: "Follow up",
          text: "If you decide to act, we assemble the evidence and chronology your counsel needs for a [trademark opposition](/trademark-opposition).",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A watch report for each publication cycle, with an image and record link for every hit",
        "A short report saying so when there are no relevant hits, so you know the watch ran",
        "Deadline entries ready for your docket",
        "Optional watches of company names and domain names where they matter to the brand",
      ],
    },
    {
      type: "paragraph",
      text: "Reporting follows the publication cycle of each office you choose. When the watch is set up we agree the report format, who receives it and how quickly a high-risk hit is escalated.",
    },
    {
      type: "callout",
      title: "If the window has closed",
      text: "Once a mark registers, the route is cancellation rather than opposition: a petition to the USPTO's Trademark Trial and Appeal Board; for a US registration whose mark was never used, or not in use when the registration's use claim required, a petition to the Director for ex parte expungement or reexamination under the Trademark Modernization Act of 2020; or rectification under the Trade Marks Act, 1999 before the Registrar or the High Court in India. Both are slower and costlier than opposing in time.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Our analysts judge each hit the way a buyer would perceive the marks, not only by string similarity, so reports stay short and relevant.",
    },
    {
      type: "paragraph",
      text: "Every report is reviewed by a second analyst before it goes out, and every deadline in it is computed twice.",
    },
  ],
} satisfies ServicePage;
