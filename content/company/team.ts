import type { TeamContent } from "@/content/types";

export const team = {
  tagline: "Engineers, scientists, illustrators and legal professionals behind every deliverable",
  intro: [
    {
      type: "paragraph",
      text: "Intellectual property work is done by people, and the quality of a search or a draft depends on who reads the documents. Our team combines technical training in engineering and the life sciences with working knowledge of patent, trademark and contract procedure, so the person who understands your invention is also the person who knows what the examiner or the court will look for.",
    },
    {
      type: "paragraph",
      text: "Each matter has a named lead who stays with it from the brief to the final delivery and answers your questions along the way. Behind the lead, searchers, drafters, illustrators and paralegals contribute as the work requires, and a second reviewer checks the result before it reaches you.",
    },
  ],
  // The default members below are fictional placeholders, marked `sample`: an operator replaces
  // them with the firm's real team (names, roles, optional education and e-mail); avatars are
  // drawn initials. `npm run check:launch` lists any sample member still here.
  members: [
    {
      id: "ananya-rao",
      name: "Ananya Rao",
      designation: "Lead Patent Analyst",
      degrees: [
        "M.Tech., Electronics and Communication Engineering",
        "B.E., Electronics and Communication Engineering",
      ],
      domains: ["software", "engineering", "electronics-telecommunications"],
      services: [
        "freedom-to-operate-search",
        "patent-validity-and-invalidity-search",
        "eou-charts",
        "infringement-search",
      ],
      languages: ["English", "Hindi", "Kannada"],
      email: "ananya.rao@example.com",
      image: { initials: "AR", tone: "brand" },
      sample: true,
    },
    {
      id: "daniel-brooks",
      name: "Daniel Brooks",
      designation: "Senior Patent Drafter",
      degrees: ["B.S., Mechanical Engineering"],
      domains: ["aerospace", "engineering", "medical-devices"],
      services: [
        "patent-drafting",
        "office-action-response",
        "ids-management",
        "design-patent-drawings",
      ],
      languages: ["English", "Spanish"],
      email: "daniel.brooks@example.com",
      image: { initials: "DB", tone: "teal" },
      sample: true,
    },
    {
      id: "meera-joshi",
      name: "Meera Joshi",
      designation: "Patent Analyst, Life Sciences",
      degrees: ["M.Sc., Biotechnology", "B.Sc., Microbiology"],
      domains: ["biotechnology", "life-science-chemistry"],
      services: ["sequence-listing", "biological-sequence-search", "patentability-search"],
      languages: ["English", "Hindi", "Marathi"],
      image: { initials: "MJ", tone: "violet" },
      sample: true,
    },
    {
      id: "rohan-kapoor",
      name: "Rohan Kapoor",
      designation: "Patent Illustrator",
      degrees: ["B.Des., Industrial Design"],
      domains: ["engineering", "aerospace"],
      services: ["design-patent-drawings", "design-registration", "design-patent-application"],
      languages: ["English", "Hindi", "Punjabi"],
      image: { initials: "RK", tone: "accent" },
      sample: true,
    },
    {
      id: "laura-whitfield",
      name: "Laura Whitfield",
      designation: "Trademark Paralegal",
      degrees: ["B.A., Paralegal Studies"],
      domains: ["software"],
      services: [
        "trademark-search",
        "trademark-opposition",
        "trademark-monitoring",
        "trademark-renewal",
      ],
      languages: ["English", "French"],
      email: "laura.whitfield@example.com",
      image: { initials: "LW", tone: "brand" },
      sample: true,
    },
    {
      id: "kabir-sethi",
      name: "Kabir Sethi",
      designation: "Legal Associate, Contracts",
      degrees: ["LL.B.", "B.A."],
      domains: ["software"],
      services: [
        "contract-drafting-and-creation",
        "contract-negotiation-and-review",
        "copyright-registration",
      ],
      languages: ["English", "Hindi"],
      email: "kabir.sethi@example.com",
      image: { initials: "KS", tone: "teal" },
      sample: true,
    },
    {
      id: "priya-nair",
      name: "Priya Nair",
      designation: "Patent Analyst, Chemistry",
      degrees: ["M.Sc., Organic Chemistry", "B.Sc., Chemistry"],
      domains: ["life-science-chemistry", "biotechnology"],
      services: [
        "chemical-structure-search",
        "patent-validity-and-invalidity-search",
        "freedom-to-operate-search",
      ],
      languages: ["English", "Malayalam", "Tamil"],
      image: { initials: "PN", tone: "violet" },
      sample: true,
    },
    {
      id: "samuel-ortiz",
      name: "Samuel Ortiz",
      designation: "Docketing and Prosecution Paralegal",
      degrees: ["A.A.S., Paralegal Studies"],
      domains: ["engineering"],
      services: ["remote-patent-docketing", "ids-management", "prosecution-support"],
      languages: ["English", "Spanish"],
      email: "samuel.ortiz@example.com",
      image: { initials: "SO", tone: "accent" },
      sample: true,
    },
  ],
  practice: {
    heading: "How the team is organized",
    intro:
      "People work in small practice groups, so each matter reaches colleagues who handle that kind of work every day.",
    items: [
      {
        icon: "search",
        title: "Search and analytics",
        text: "Patentability, state-of-the-art, validity and freedom-to-operate searches, landscapes, and sequence and chemical structure searches, run by analysts grouped by technology field.",
      },
      {
        icon: "pen-tool",
        title: "Drafting and illustration",
        text: "Specifications, claims and office action responses, together with utility and design patent drawings prepared to USPTO, EPO and Indian Patent Office formal requirements.",
      },
      {
        icon: "gavel",
        title: "Litigation and commercialization support",
        text: "Evidence-of-use charts, infringement contentions, source code review support, due diligence and portfolio ranking for law firms and patent monetization clients.",
      },
      {
        icon: "stamp",
        title: "Trademark and paralegal",
        text: "Trademark searches, filings, monitoring and renewals, plus docketing, IDS management, data verification and proofreading for patent practices.",
      },
      {
        icon: "file-text",
        title: "Contracts and legal documentation",
        text: "Drafting, review and management of licenses, assignments, non-disclosure agreements and other commercial documents, prepared for review by the client's counsel.",
      },
    ],
  },
  closing:
    "Interested in joining us? See the [roles we hire for](/careers), or learn more about [who we are](/who-we-are).",
} satisfies TeamContent;
