import type { ServicePage } from "@/content/types";

export const indiaEntryStrategy = {
  slug: "india-entry-strategy",
  title: "India Entry Strategy",
  group: "indian-patent",
  filedBy: "indian-patent-agent",
  description:
    "Research for your Indian patent agent on taking families into India by PCT national phase or the Paris route: deadlines, Section 3 points, Form 3 and Form 27.",
  tagline: "The facts your Indian patent agent needs to choose each family's route into India",
  searchTerms:
    "PCT national phase entry in India, Paris Convention route, foreign filing into India.",
  body: [
    {
      type: "heading",
      text: "Deciding how an invention enters India",
    },
    {
      type: "paragraph",
      text: "India is a large market and manufacturing base, but its patent system has rules of its own: subject-matter exclusions in Section 3 of the Patents Act, 1970, ongoing disclosure of foreign prosecution under Section 8, and public statements of working after grant. Entering India well means choosing the route, timing the deadlines and shaping the claims for Indian examination before the filing is made, not after the first examination report arrives.",
    },
    {
      type: "paragraph",
      text: "We prepare entry research for the registered Indian patent agent who acts for foreign companies, their outside counsel and university technology-transfer offices deciding which families justify Indian protection, and for groups with research teams in India whose agent must plan foreign filings around Section 39. Your Indian patent agent engages us and directs the research; the agent decides the route, and signs and files each application.",
    },
    {
      type: "table",
      caption: "Routes into India for a patent application",
      head: ["Route", "Deadline", "Suits"],
      rows: [
        [
          "PCT national phase",
          "31 months from the priority date",
          "Applicants with a PCT application who want the longest time to decide on India",
        ],
        [
          "Paris Convention application",
          "12 months from the first application in a convention country",
          "Families without a PCT filing, or where an earlier Indian examination is wanted",
        ],
        [
          "First filing in India",
          "Before any public disclosure; at least six weeks before filing abroad unless a permit is obtained",
          "Inventions made by persons resident in India, who need the Controller's written permit under Section 39 to file abroad first",
        ],
      ],
    },
    {
      type: "heading",
      text: "Obligations that follow entry",
    },
    {
      type: "list",
      items: [
        "Request for examination on Form 18, due within 31 months of the priority date for applications filed on or after March 15, 2024, so in practice together with national phase entry.",
        "Form 3 on foreign applications for the same invention, within six months of the Indian filing and again within three months of the first statement of objections.",
        "A verified English translation where the international application was not filed or published in English, a certified copy of the priority document if it was not already furnished under the PCT, and a verified translation of it if the Controller asks for one (Rules 20 and 21).",
        "After grant, renewal fees to keep the patent in force, and a Form 27 statement of working for each period of three financial years, within six months of its end.",
      ],
    },
    {
      type: "heading",
      text: "How we build the research for your agent",
    },
    {
      type: "definitions",
      ordered: true,
      items: [
        {
          title: "Portfolio review",
          text: "We list the families, their priority dates and the India deadlines each one faces, starting with the nearest.",
        },
        {
          title: "Indian patentability check",
          text: "Claims are read against Section 3 and against the search and examination results already issued abroad, and we note for your agent the objections those results suggest an Indian examiner may raise.",
        },
        {
          title: "Claim adaptation",
          text: "Where claims may need reshaping, we draft candidate amendments for your agent to consider at entry, since Section 59 narrows what can be changed later.",
        },
        {
          title: "Commercial fit",
          text: "Manufacturing, import and licensing plans are matched to each family, including what its Form 27 statements will have to show.",
        },
        {
          title: "Route, timeline and handover",
          text: "Your agent receives the route options with the facts behind each, and a dated action list; once the agent decides, we can support the next step through [Indian patent application drafting](/indian-patent-application-drafting) or [patent filing](/patent-filing-services) packages.",
        },
      ],
    },
    {
      type: "heading",
      text: "What you receive",
    },
    {
      type: "paragraph",
      text: "A written research memo per family or portfolio, addressed to your Indian patent agent, a deadline chart your docketing team can import, draft claim amendments for the agent to settle, and the list of documents and signatures needed at entry. Delivery is scheduled well ahead of the earliest deadline in the set. After grant, our [opposition searches](/opposition-searches) team can test how exposed a granted patent is to a post-grant opposition.",
    },
  ],
  whyUs: [
    {
      type: "paragraph",
      text: "We work with Indian, US and European filings side by side, so the research connects what happened abroad to what the Indian Patent Office will ask for.",
    },
    {
      type: "paragraph",
      text: "Portfolio data and unpublished applications are handled under a non-disclosure agreement by a named team.",
    },
  ],
} satisfies ServicePage;
