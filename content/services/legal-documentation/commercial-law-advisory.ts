import type { ServicePage } from "@/content/types";

export const commercialLawAdvisory = {
  slug: "commercial-law-advisory",
  title: "Commercial Law Advisory",
  group: "legal-documentation",
  filedBy: "advocate-or-attorney",
  description:
    "Research memos for your advocate or attorney on the company, contract, consumer, competition, data and IP law questions behind business decisions.",
  tagline: "Research on the legal questions businesses meet every day, prepared for your counsel",
  body: [
    { type: "heading", text: "Legal questions that arise in ordinary business" },
    {
      type: "paragraph",
      text: "This service is for advocates and attorneys, in-house and in private practice, who want a business-law question researched before they advise on it. A business that comes to us directly is served through its own advocate or attorney, who engages us, frames the question, directs the research, and decides and signs the advice the business receives.",
    },
    {
      type: "paragraph",
      text: "Should a contract be signed by the parent company or its subsidiary? May customer data be used to train an analytics model? Does an exclusive distribution deal raise competition concerns? Who owns the code a contractor wrote? Questions like these come up every week in a growing business, and the answer to each is your lawyer's to give. This service researches them and sets out, in a written memo, what the law says and where it is unsettled, for your in-house or outside counsel, who advises you on it. The memo is research your lawyers use in their own advice; it is not an opinion given in our name. In India only advocates may practice the profession of law, in court or outside it (Advocates Act 1961, Section 29, as the Supreme Court read it in Bar Council of India v. A.K. Balaji, 2018), and in California only an active licensee of the State Bar may practice law (Business and Professions Code Section 6125).",
    },
    { type: "heading", text: "Areas we research for counsel" },
    {
      type: "table",
      caption: "Typical questions and the Indian law we work with",
      head: ["Area", "Typical question", "Law we work with"],
      rows: [
        [
          "Contracts",
          "Is this clause enforceable, and what remedies follow a breach?",
          "Indian Contract Act 1872, Specific Relief Act 1963, Sale of Goods Act 1930",
        ],
        [
          "Company",
          "Does this decision need board or shareholder approval?",
          "Companies Act 2013 and its rules",
        ],
        [
          "Consumer",
          "What must our online terms and product listings disclose?",
          "Consumer Protection Act 2019 and the rules made under it",
        ],
        [
          "Competition",
          "Could an exclusive or resale-price arrangement be anti-competitive?",
          "Competition Act 2002",
        ],
        [
          "Data",
          "What consent and security duties attach to personal data we hold?",
          "Information Technology Act 2000, Digital Personal Data Protection Act 2023",
        ],
        [
          "Cross-border",
          "Can we pay or invest across the border in this way?",
          "Foreign Exchange Management Act 1999",
        ],
        [
          "Intellectual property",
          "Who owns what was created, and how do we protect it?",
          "Patents Act 1970, Trade Marks Act 1999, Copyright Act 1957, Designs Act 2000",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "For questions under US law we research federal and state sources and flag where the sources differ from state to state.",
    },
    { type: "heading", text: "How a research request runs" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Framing the question",
          text: "We agree the exact question, the facts assumed and the jurisdiction with you and your counsel, because a precisely framed question gets research counsel can use.",
        },
        {
          title: "Facts and documents",
          text: "We read the contracts, policies or correspondence that bear on the issue.",
        },
        {
          title: "Research",
          text: "Statutes, rules, government notifications and case law are checked in their current form, including recent amendments.",
        },
        {
          title: "Memo",
          text: "The memo opens with a summary of what the research found, then the analysis of the sources, the points left open and the options counsel may weigh, with every authority cited.",
        },
        {
          title: "Follow-up",
          text: "We take your counsel's follow-up questions on the research and update the memo if the facts or the law change; the answer to the legal question itself is your counsel's to give.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "A research memo with sources, usually with a one-page summary for decision makers",
        "Checklists or process notes where counsel's conclusion calls for action, such as approvals to obtain or disclosures to make",
        "A research file your advocate or attorney can build on where a formal legal opinion is needed",
      ],
    },
    {
      type: "paragraph",
      text: "A memo's conclusion often leads to a document, and our [contract drafting](/contract-drafting-and-creation) team can turn a conclusion into clauses. Companies planning to do business in India may also want our [India entry strategy](/india-entry-strategy) for their patent position.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Memos are written for your counsel in plain language, with every legal point set out for counsel to test and advise on; the advice you act on comes from them.",
    },
    {
      type: "paragraph",
      text: "We cite every source and state our assumptions, so counsel can see exactly what the research rests on. Questions and documents you send under our engagement terms or NDA stay confidential.",
    },
  ],
} satisfies ServicePage;
