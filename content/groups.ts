import type { ServiceGroup } from "./types";

/** Order here is the order of the mega menu's columns and of the search result groups. */
export const serviceGroups = [
  { id: "patent-prosecution", title: "Patent Prosecution", scene: "drawing-sheet", section: "ip" },
  { id: "indian-patent", title: "Indian Patent", scene: "drawing-sheet", section: "ip" },
  {
    id: "patent-litigation",
    title: "Patent Litigation and Commercialization",
    scene: "claim-chart",
    section: "ip",
  },
  { id: "patent-searches", title: "Patent Searches", scene: "search-report", section: "ip" },
  {
    id: "patent-management",
    title: "Patent Management",
    scene: "docket-calendar",
    section: "ip",
    onRequest: ["Annuity and maintenance-fee reminders"],
  },
  { id: "trademark", title: "Trademark", scene: "trademark-register", section: "ip" },
  {
    id: "copyright-design",
    title: "Copyright and Design",
    scene: "drawing-sheet",
    section: "ip",
    onRequest: ["Copyright assignment and license drafting"],
  },
  {
    id: "contract-lifecycle",
    title: "Contract Lifecycle Management",
    scene: "contract",
    section: "legal",
  },
  {
    id: "legal-documentation",
    title: "Legal Documentation and Disputes",
    scene: "contract",
    section: "legal",
  },
] as const satisfies readonly ServiceGroup[];
