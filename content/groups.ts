import type { ServiceGroup } from "./types";

/** Order here is the order of the mega menu's columns and of the search result groups. */
export const serviceGroups = [
  { id: "patent-prosecution", title: "Patent Prosecution", section: "ip" },
  { id: "indian-patent", title: "Indian Patent", section: "ip" },
  {
    id: "patent-litigation",
    title: "Patent Litigation and Commercialization",
    section: "ip",
  },
  { id: "patent-searches", title: "Patent Searches", section: "ip" },
  {
    id: "patent-management",
    title: "Patent Management",
    section: "ip",
    onRequest: ["Annuity and maintenance-fee reminders"],
  },
  { id: "trademark", title: "Trademark", section: "ip" },
  {
    id: "copyright-design",
    title: "Copyright and Design",
    section: "ip",
    onRequest: ["Copyright assignment and licence drafting"],
  },
  { id: "contract-lifecycle", title: "Contract Lifecycle Management", section: "legal" },
  { id: "legal-documentation", title: "Legal Documentation and Disputes", section: "legal" },
] as const satisfies readonly ServiceGroup[];
