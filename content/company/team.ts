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
      name: "Ananya Rao",
      designation: "Lead Patent Analyst",
      education: "M.Tech., Electronics and Communication Engineering",
      email: "ananya.rao@example.com",
      image: { initials: "AR", tone: "brand" },
      sample: true,
    },
    {
      name: "Daniel Brooks",
      designation: "Senior Patent Drafter",
      education: "B.S., Mechanical Engineering",
      email: "daniel.brooks@example.com",
      image: { initials: "DB", tone: "teal" },
      sample: true,
    },
    {
      name: "Meera Joshi",
      designation: "Patent Analyst, Life Sciences",
      education: "M.Sc., Biotechnology",
      image: { initials: "MJ", tone: "violet" },
      sample: true,
    },
    {
      name: "Rohan Kapoor",
      designation: "Patent Illustrator",
      education: "B.Des., Industrial Design",
      image: { initials: "RK", tone: "accent" },
      sample: true,
    },
    {
      name: "Laura Whitfield",
      designation: "Trademark Paralegal",
      email: "laura.whitfield@example.com",
      image: { initials: "LW", tone: "brand" },
      sample: true,
    },
    {
      name: "Kabir Sethi",
      designation: "Legal Associate, Contracts",
      education: "LL.B.",
      email: "kabir.sethi@example.com",
      image: { initials: "KS", tone: "teal" },
      sample: true,
    },
    {
      name: "Priya Nair",
      designation: "Patent Analyst, Chemistry",
      education: "M.Sc., Organic Chemistry",
      image: { initials: "PN", tone: "violet" },
      sample: true,
    },
    {
      name: "Samuel Ortiz",
      designation: "Docketing and Prosecution Paralegal",
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
