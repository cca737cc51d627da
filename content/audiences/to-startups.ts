import type { AudiencePage } from "@/content/types";

export const toStartups = {
  slug: "to-startups",
  title: "Support for startups",
  label: "Startups",
  description:
    "Name and patentability searches, draft provisionals for your patent agent or attorney, Startup India concessions and draft founder agreements for startups.",
  tagline: "Protect what makes your startup different",
  image: { scene: "drawing-sheet", figure: "rocket", icon: "rocket", alt: "" },
  services: [
    "trademark-search",
    "patentability-search",
    "patent-drafting",
    "indian-patent-application-drafting",
    "freedom-to-operate-search",
    "trademark-registration",
    "contract-drafting-and-creation",
  ],
  layout: "numbered",
  start:
    "A startup's intellectual property is often most of what it owns, and early decisions are hard to undo: a product name that conflicts with an existing mark, a demo shown before anything was filed, code written by a contractor who still owns it. We help founders and the patent agent, attorney or lawyer who acts for them take those decisions in the right order, with spending matched to the company's stage. We are a research and drafting-support firm: the practitioner you appoint files and advises, and if you have none yet, we tell you so before any drafting starts.",
  items: [
    {
      title: "Clear the name before you build the brand",
      text: "A [trademark search](/trademark-search) before launch shows whether your name and logo are free to use and register in your key markets, so a conflict surfaces before you print, advertise or raise money under the name.",
    },
    {
      title: "Check that the idea is new",
      text: "A patentability search shows what has already been patented or published, and helps shape claims around what is genuinely yours.",
    },
    {
      title: "Secure a filing date with a provisional",
      text: "Your registered patent agent or attorney can secure a filing date with a provisional application, and we can prepare the working draft for them. At the USPTO a provisional application sets a priority date for 12 months without claims or examination, and lets you mark products patent pending. India also accepts a provisional specification, with the complete specification due within 12 months. Describe the invention fully: later claims only take the provisional's date for what it discloses.",
    },
    {
      title: "Use India's startup concessions",
      text: "Startups recognized by DPIIT under the Startup India initiative pay reduced official patent fees and lower trademark filing fees, and may request expedited examination of a patent application under rule 24C of the Patents Rules 2003. In the United States, small and micro entities pay reduced USPTO patent fees; the discounts do not apply to trademark fees.",
    },
    {
      title: "Plan foreign filing within the priority year",
      text: "Within 12 months of the first filing you can file abroad under the Paris Convention, or file one PCT application that defers national filings to 30 months from priority in the US and 31 months in India and at the European Patent Office.",
    },
    {
      title: "Own what your team creates",
      text: "Founders, employees and contractors should assign inventions and code to the company in writing. We prepare drafts of the assignment, employment and consultancy agreements that investors ask to see in due diligence, for your lawyer to review and settle.",
    },
    {
      title: "Check freedom to operate before launch",
      text: "A freedom-to-operate search identifies in-force patents that your product may infringe in the markets you plan to enter, while the design can still change.",
    },
  ],
  end: "You do not need everything at once. Your patent agent or attorney decides what to protect first and directs our work, often a name search and a thorough draft provisional for them to settle, sign and file, then the rest of the portfolio as funding and markets grow, with [draft founder agreements](/contract-drafting-and-creation) for your lawyer keeping ownership clean along the way.",
} satisfies AudiencePage;
