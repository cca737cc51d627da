// Plain data the quote brief renders before any validation runs, kept apart from its schema
// (lib/forms/quote-brief-schema.ts) so that the browser loads zod only on first validation.

export const MATTER_TYPES = ["search", "drafting", "trademark", "litigation"] as const;
export type MatterType = (typeof MATTER_TYPES)[number];

/** What the matter select shows for each type. */
export const MATTER_LABELS: Record<MatterType, string> = {
  search: "A patent search",
  drafting: "Patent drafting",
  trademark: "Trademark work",
  litigation: "Litigation support",
};

export const SEARCH_PURPOSES = [
  "Patentability",
  "Freedom to operate",
  "Validity or invalidity",
  "State of the art",
  "Patent landscape",
  "Infringement or evidence of use",
] as const;

export const FILING_ROUTES = [
  "US provisional",
  "US non-provisional",
  "PCT international",
  "European Patent Office",
  "India",
  "Other",
] as const;

export const BUDGET_BANDS = [
  "Under US$1,000",
  "US$1,000 to 5,000",
  "US$5,000 to 20,000",
  "Over US$20,000",
  "Not decided yet",
] as const;

/** The fields each matter keeps; the rest of a submission is dropped. */
export const MATTER_FIELDS: Record<MatterType, readonly string[]> = {
  search: ["purpose", "jurisdictions", "field", "cutoffDate", "references"],
  drafting: ["field", "claims", "figures", "filingRoute", "attorney"],
  trademark: ["marks", "classes", "countries"],
  litigation: ["patents", "products", "jurisdictions"],
};

export const isMatterType = (value: unknown): value is MatterType =>
  (MATTER_TYPES as readonly unknown[]).includes(value);

const MATTER_ONLY = new Set(Object.values(MATTER_FIELDS).flat());

/**
 * Whether `name` is to be checked and sent for a brief about `matter`: a common field, or one
 * of that matter's own. A form shows every matter's inputs (only the chosen one's are visible,
 * or all when its styles cannot tell), so what was typed into another matter's part is neither
 * validated nor delivered.
 */
export function belongsToMatter(name: string, matter: unknown): boolean {
  if (!MATTER_ONLY.has(name)) return true;
  return isMatterType(matter) && MATTER_FIELDS[matter].includes(name);
}

/** The brief as the form holds it: every input a string, the box a boolean. */
export interface QuoteBriefFormValues {
  name: string;
  email: string;
  phone: string;
  matter: string;
  deadline: string;
  budget: string;
  ndaFirst: boolean | "on";
  notes: string;
  purpose: string;
  jurisdictions: string;
  field: string;
  cutoffDate: string;
  references: string;
  claims: string;
  figures: string;
  filingRoute: string;
  attorney: string;
  marks: string;
  classes: string;
  countries: string;
  patents: string;
  products: string;
}

export const emptyQuoteBrief: QuoteBriefFormValues = {
  name: "",
  email: "",
  phone: "",
  matter: "",
  deadline: "",
  budget: "",
  ndaFirst: false,
  notes: "",
  purpose: "",
  jurisdictions: "",
  field: "",
  cutoffDate: "",
  references: "",
  claims: "",
  figures: "",
  filingRoute: "",
  attorney: "",
  marks: "",
  classes: "",
  countries: "",
  patents: "",
  products: "",
};
