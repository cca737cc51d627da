import type { WhyUsContent } from "@/content/types";

export const whyUs = {
  tagline: "What working with us is like, and the situations in which it helps most",
  intro: [
    {
      type: "paragraph",
      text: "Law firms, companies, universities and inventors bring us work that matters to them: a search that decides whether to file, a draft due before a bar date, a portfolio that has to be docketed without a slip. What they want from a research partner is simple to say and hard to deliver: careful work, on time, at the price agreed, from people who understand the technology and the procedure.",
    },
    {
      type: "paragraph",
      text: "This page sets out how we try to meet that standard, the situations in which clients tend to find us most useful, and the reasons they give for coming back. If your question is not answered here, [ask us directly](/contact-us).",
    },
  ],
  values: {
    heading: "Five things we hold ourselves to",
    items: [
      {
        icon: "timer",
        title: "24/7 work policy",
        text: "Our teams sit in India and the United States, so a matter handed over at the end of your working day can move forward while you sleep. For urgent work we agree a schedule in advance and keep someone responsible for it at every hour of that schedule.",
      },
      {
        icon: "award",
        title: "Good at what we do",
        text: "Searches, drafts and drawings are prepared by analysts whose technical background matches the subject, and every deliverable is checked by a second reviewer before it leaves us. We stay within research, drafting and paralegal support, and we say so when a question needs a licensed attorney.",
      },
      {
        icon: "target",
        title: "Do exactly what client want",
        text: "We confirm the scope in writing before work starts: the question to answer, the databases or offices involved, the format of the report and the date it is due. If we think a different approach would serve you better, we suggest it and wait for your decision instead of changing course on our own.",
      },
      {
        icon: "clipboard-check",
        title: "No surprises",
        text: "The estimate you approve is the fee you pay for the scope you approved. If the work turns out to be larger than expected, for example a search that returns far more relevant art than planned, we tell you before we go further and let you choose.",
      },
      {
        icon: "rocket",
        title: "Go the extra mile",
        text: "A report should be easy to act on. We flag the closest references, note where a claim could be narrowed, and point out deadlines or formal issues we notice along the way, even when they sit just outside the question we were asked.",
      },
    ],
  },
  situations: {
    heading: "When clients find us most useful",
    intro:
      "Every matter is different, but the same six situations come up again and again when clients explain why they called us.",
    items: [
      {
        title: "Tight budget",
        text: "Fixed-fee quotes for defined scopes, and a plain choice between a quick screening search and a full search, let you spend where the decision is made. We would rather scope a smaller job well than sell a larger one you do not need.",
      },
      {
        title: "Short deadlines",
        text: "Office action due dates, opposition windows and litigation schedules do not move. Tell us the date when you brief us; we confirm whether we can meet it before we accept the work, and plan the review steps around it.",
      },
      {
        title: "Need concrete results",
        text: "Search reports rank the closest references and map them against your claims or invention features. Charts cite the exact passage relied on. You get conclusions you can act on, with the evidence behind them.",
      },
      {
        title: "Illustration within 24hrs",
        text: "For patent illustrations we offer a rush turnaround: when it is agreed in advance and the source material is complete, drawings can be delivered within 24 hours. Complex sets are scheduled with you so that speed does not cost accuracy.",
      },
      {
        title: "Need an entire back team",
        text: "Some clients need searching, drafting support, drawings, docketing and proofreading from one place. We can act as a back office for a law firm or an in-house team, under your procedures and your review.",
      },
      {
        title: "Want someone trustworthy",
        text: "Unpublished inventions and litigation strategy are confidential by nature. We sign non-disclosure agreements on request, limit access to the people working on a matter, and tell you plainly what we can and cannot do.",
      },
    ],
  },
  reasons: {
    heading: "Six reasons to work with us",
    items: [
      {
        icon: "layers",
        title: "One partner across IP work",
        text: "Patents, trademarks, copyright, designs and contracts are handled in one place, so a question that crosses fields does not need three vendors.",
      },
      {
        icon: "microscope",
        title: "Technical depth",
        text: "Analysts are matched to matters by field, from software and electronics to chemistry and biotechnology, and read the documents as engineers and scientists.",
      },
      {
        icon: "scale",
        title: "Procedure we know",
        text: "Our work follows the rules of the office concerned: USPTO, the Indian Patent Office, the EPO, WIPO and the PCT system, and EUIPO for trademarks and designs.",
      },
      {
        icon: "shield",
        title: "Confidential by default",
        text: "Client documents stay within the team assigned to the matter and are never reused for another client.",
      },
      {
        icon: "globe",
        title: "Offices on two continents",
        text: "Offices in India and the United States put someone in or near your time zone for calls, and let work continue overnight.",
      },
      {
        icon: "handshake",
        title: "Credentials we can show",
        text: "We are a member of the International Trade Council and certified by it for quality business.",
      },
    ],
  },
  images: [
    {
      scene: "claim-chart",
      icon: "handshake",
      alt: "A claim chart: each element of a patent claim beside the evidence that reads on it, every one ticked",
    },
    {
      scene: "docket-calendar",
      icon: "calendar-clock",
      alt: "A docket calendar with the deadline ringed, beside a clock: deadlines kept round the clock",
    },
  ],
  closing:
    "Have a matter in mind? Send us the outline and the deadline, and we will reply with a scope, a fee and a delivery date.",
} satisfies WhyUsContent;
