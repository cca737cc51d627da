import type { AudiencePage } from "@/content/types";

export const toTechnologyOrganizations = {
  slug: "to-technology-organizations",
  title: "Support for technology organizations",
  label: "Technology Organizations",
  description:
    "Invention capture, landscapes, freedom-to-operate searches, portfolio ranking and licensing support for technology companies and their in-house IP teams.",
  tagline: "Turn R&D output into protected, usable assets",
  image: { scene: "drawing-sheet", figure: "cpu", icon: "cpu", alt: "" },
  services: [
    "patentability-search",
    "patent-landspace-and-white-space-analysis",
    "freedom-to-operate-search",
    "patent-portfolio-ranking",
    "source-code-review",
    "licensing-support",
    "patent-filing-services",
    "contract-negotiation-and-review",
  ],
  layout: "standard",
  content: [
    { type: "heading", text: "Protecting and using what your engineers create" },
    {
      type: "paragraph",
      text: "In-house IP teams and R&D leaders at technology companies balance three jobs: capturing inventions before they are published or shipped, staying clear of other companies' patents, and making sure the portfolio earns what it costs to maintain. We support each of them with searches, analysis and filing support sized to your pipeline, in the technologies your engineers work in.",
    },
    { type: "heading", text: "Where we help" },
    {
      type: "definitions",
      items: [
        {
          title: "Invention capture",
          text: "Harvesting sessions with engineering teams, a patentability search on each promising idea, and drafts for your in-house or outside counsel to finalize.",
        },
        {
          title: "R&D direction",
          text: "Landscape and white-space analysis showing where competitors file, which problems they are solving and where room remains.",
        },
        {
          title: "Product clearance",
          text: "Freedom-to-operate searches before launch in each market you sell in, because patents are territorial and a product clear in one country may not be clear in another.",
        },
        {
          title: "Portfolio value",
          text: "Ranking that shows which patents to maintain, license or let lapse, with evidence-of-use charts and source code review to support licensing discussions.",
        },
        {
          title: "Agreements",
          text: "Review of development, license and supplier contracts so that ownership of what is invented stays where it should.",
        },
      ],
    },
    { type: "heading", text: "Working with your team" },
    {
      type: "paragraph",
      text: "We adapt to your invention disclosure forms and review committee, and report in two registers: a technical view for engineering and a risk view for legal and management. Source code is reviewed only in the secure environment you or the court's protective order specify, and every engagement is covered by a confidentiality agreement; see [how we keep matters confidential](/confidentiality).",
    },
    {
      type: "paragraph",
      text: "When an invention is ready, your attorneys or agents direct the drafting, decide what is claimed, and sign and file the applications in the countries you choose; our [patent filing services](/patent-filing-services) prepare the packages for them, and we then track formalities and deadlines through to grant so that nothing lapses between your quarterly reviews.",
    },
  ],
  secondary:
    "Maintenance costs rise as a portfolio ages: USPTO maintenance fees fall due at three and a half, seven and a half and eleven and a half years after grant, and Indian renewal fees are payable every year from the third year of the patent. A periodic [portfolio ranking](/patent-portfolio-ranking) that identifies patents no longer worth keeping frees budget for the inventions that matter next.",
} satisfies AudiencePage;
