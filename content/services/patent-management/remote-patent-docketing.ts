import type { ServicePage } from "@/content/types";

export const remotePatentDocketing = {
  slug: "remote-patent-docketing",
  title: "Remote Patent Docketing",
  group: "patent-management",
  filedBy: "patent-practitioner",
  description:
    "Remote docketing of patent deadlines, office actions and fees directly in your docketing system, with every entry checked twice and reported daily.",
  tagline: "Every deadline entered, checked and reported",
  searchTerms: "PCT national phase deadlines and fees docketed.",
  body: [
    { type: "heading", text: "Docketing without the backlog" },
    {
      type: "paragraph",
      text: "A docket is only as good as its last entry. When correspondence piles up, when a docketing clerk leaves, or when a portfolio moves in from another firm, deadlines slip into the gap between receipt and entry. Our docketing team works remotely inside your own system and under your procedures, entering every office communication and deadline and checking each one before it counts as done. Law firms use us to absorb peaks and cover absences; corporate IP departments use us as their docketing function.",
    },
    {
      type: "paragraph",
      text: "Your attorneys and agents engage us and set the docketing rules we follow; they decide every response, and sign every paper the docket tracks.",
    },
    { type: "heading", text: "Deadlines we docket" },
    {
      type: "table",
      caption: "Common patent deadlines and the rules behind them",
      head: ["Event", "Deadline", "Rule"],
      rows: [
        [
          "USPTO Office action",
          "The period set in the action, commonly three months, extendable for a fee up to the six-month statutory limit",
          "35 U.S.C. 133; 37 CFR 1.136(a)",
        ],
        [
          "USPTO notice of allowance",
          "Issue fee due three months from the notice, not extendable",
          "35 U.S.C. 151; 37 CFR 1.311",
        ],
        [
          "USPTO maintenance fees",
          "Due 3.5, 7.5 and 11.5 years after grant; payable with a surcharge in a six-month grace period",
          "35 U.S.C. 41(b); 37 CFR 1.362",
        ],
        [
          "Paris Convention priority",
          "Twelve months from the first filing to file abroad claiming priority",
          "Paris Convention, Article 4",
        ],
        [
          "PCT national phase",
          "30 months from priority at most offices, including the USPTO; 31 months at the EPO and in India",
          "PCT Article 22; Rule 159 EPC; Indian Patents Rules, Rule 20",
        ],
        [
          "India request for examination",
          "31 months from the priority or filing date, whichever is earlier, for applications filed from March 15, 2024 (48 months before)",
          "Section 11B; Patents (Amendment) Rules, 2024",
        ],
        [
          "India first examination report",
          "Six months from the report's dispatch to put the application in order for grant, extendable by three months on request in Form 4; beyond that, Rule 138 (as amended in 2024) lets the Controller extend the time or condone a delay by up to six months on a further Form 4 request",
          "Section 21; Patents Rules, Rule 24B(5) and (6), Rule 138",
        ],
        [
          "India Form 3",
          "Within six months of filing, and details of foreign applications within three months of the first examination report",
          "Section 8; Rule 12",
        ],
        [
          "India renewal fees",
          "Yearly from the third year, each fee paid before the previous year expires; extendable by up to six months on request in Form 4",
          "Section 53; Rule 80",
        ],
      ],
    },
    {
      type: "callout",
      title: "Work out a date yourself",
      text: "Our [IP deadline calculator](/ip-deadline-calculator) gives the priority, PCT, national phase and maintenance fee dates that follow a filing or grant, with the rule behind each and a calendar file to download.",
    },
    { type: "heading", text: "How we work" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Set up",
          text: "We take on your procedures, deadline rules and naming conventions, and work through accounts you issue with the access you choose.",
        },
        {
          title: "Take in",
          text: "Office correspondence, e-mail from foreign associates and electronic notifications are logged on the day they arrive.",
        },
        {
          title: "Enter",
          text: "Each event is docketed with its source document attached and every dependent deadline calculated.",
        },
        {
          title: "Check",
          text: "A second docketer verifies each entry against the source document before it is closed.",
        },
        {
          title: "Report and reconcile",
          text: "You receive a daily report of entries and exceptions, and we periodically reconcile the docket against USPTO Patent Center and Indian Patent Office records.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "Entries made directly in your docketing system, whichever platform it is.",
        "Daily and weekly reports, with an exception log for anything that needs an attorney's decision.",
        "Reconciliation reports that list mismatches between the docket and the offices' records.",
        "Written procedures for your account, kept current as your rules change.",
      ],
    },
    {
      type: "paragraph",
      text: "Docketing is the record; decisions stay with your attorneys. We flag, never decide, whether to respond, extend or let a matter lapse. Trademark matters can be covered by our [trademark docketing](/trademark-docketing) team, and disclosure deadlines by [IDS management](/ids-management).",
    },
  ],
  whyUs: [
    {
      type: "list",
      items: [
        "Every entry checked by a second person before it is closed.",
        "Accounts with only the access you grant; no copies of your docket kept outside your system.",
        "Teams in India and the United States, so overnight correspondence can be entered before your working day begins.",
      ],
    },
  ],
} satisfies ServicePage;
