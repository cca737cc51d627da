import type { ServicePage } from "@/content/types";

export const trademarkDocketing = {
  slug: "trademark-docketing",
  title: "Trademark Docketing",
  group: "trademark",
  filedBy: "trademark-practitioner",
  description:
    "Trademark docketing of office actions, oppositions, statements of use, declarations and renewals, in your system or ours, each entry checked twice.",
  tagline: "Every trademark deadline in one verified docket",
  scene: "docket-calendar",
  body: [
    { type: "heading", text: "Why trademark deadlines need their own discipline" },
    {
      type: "paragraph",
      text: "A trademark portfolio produces a steady stream of dates: office action responses, opposition windows, statements of use, declarations of use, renewals and priority deadlines, each computed under a different office's rules. Most are strict, and some, such as the deadline to oppose in India or at the EUIPO, cannot be extended at all. A docket is only as reliable as the person who entered each date and the person who checked it.",
    },
    {
      type: "paragraph",
      text: "Our docketing service is for law firms and in-house teams who want that work done consistently, by people who know the rules, without adding headcount.",
    },
    {
      type: "paragraph",
      text: "Your attorneys and agents engage us and set the docketing rules we follow; they decide every response, and sign every filing the docket tracks.",
    },
    { type: "heading", text: "Deadlines we docket" },
    {
      type: "table",
      caption: "Examples of dates the docket tracks at the USPTO and in India",
      head: ["Event", "USPTO (United States)", "Trade Marks Registry (India)"],
      rows: [
        [
          "Responding to an office action or examination report",
          "Three months, extendable once by three months for a fee (applications under Sections 1 and 44)",
          "One month from receipt of the examination report",
        ],
        [
          "Opposing a published mark",
          "30 days from publication, extendable to no more than 180 days in total",
          "Four months from advertisement, not extendable",
        ],
        [
          "Answering an opposition",
          "Date set by the Trademark Trial and Appeal Board",
          "Counter-statement within two months of receiving the notice",
        ],
        [
          "Proving use before registration",
          "Statement of Use within six months of the Notice of Allowance, extendable in six-month steps",
          "No equivalent: an application may rest on proposed use",
        ],
        [
          "Maintaining the registration",
          "Section 8 between the 5th and 6th years; Sections 8 and 9 every 10 years",
          "Renewal every 10 years on Form TM-R",
        ],
      ],
    },
    {
      type: "paragraph",
      text: "We also docket Paris Convention priority dates (six months for trademarks), Madrid dependency periods and renewals, and EUIPO deadlines.",
    },
    {
      type: "callout",
      title: "Work out a date yourself",
      text: "Our [IP deadline calculator](/ip-deadline-calculator) gives US Section 8 and Section 9 dates, Indian renewal and restoration periods and EU trade mark renewal from a registration or filing date, each with its rule and a calendar file.",
    },
    { type: "heading", text: "How we work" },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Intake",
          text: "Official correspondence is logged as it arrives, whether by e-mail or from USPTO TSDR, the IP India portal, EUIPO or WIPO Madrid Monitor.",
        },
        {
          title: "Entry",
          text: "A docketer records the event and computes every deadline that follows from it under the office's rules, including extension dates and final dates.",
        },
        {
          title: "Verification",
          text: "A second docketer checks each entry independently against the source document before it is released.",
        },
        {
          title: "Reporting",
          text: "You receive upcoming-deadline reports at the interval you choose, and an immediate alert for short deadlines.",
        },
        {
          title: "Reconciliation",
          text: "At agreed intervals we compare the docket with the office registers and report any difference in status, owner or dates.",
        },
      ],
    },
    { type: "heading", text: "What you receive" },
    {
      type: "list",
      items: [
        "Entries made directly in your docketing system under your rules, or in a shared docket we maintain",
        "A verification log showing who entered and who checked each date",
        "Deadline reports and alerts in the format your team already uses",
        "A written procedure for your matters, agreed with you at the start",
      ],
    },
    {
      type: "paragraph",
      text: "Patent deadlines can be handled the same way through [remote patent docketing](/remote-patent-docketing), and maintenance filings (declarations of use and renewals) through [trademark renewal](/trademark-renewal).",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "Two people touch every deadline: one enters it, another checks it against the source. Neither step is skipped for short or routine dates.",
    },
    {
      type: "paragraph",
      text: "Our docketers work from written rules for each office, updated when an office changes its practice, such as the USPTO's move to three-month response periods.",
    },
  ],
} satisfies ServicePage;
