import "@/lib/forms/zod-config";
import { z } from "zod";
import {
  choiceField,
  emailField,
  isOneLineText,
  isPlainText,
  nameField,
  phoneField,
} from "@/lib/forms/fields";
import {
  BUDGET_BANDS,
  FILING_ROUTES,
  isMatterType,
  MATTER_FIELDS,
  MATTER_TYPES,
  SEARCH_PURPOSES,
  type MatterType,
} from "@/lib/forms/quote-brief-choices";

/**
 * The scoped quote brief (issue 43, item 3): what a quote needs for each kind of matter. One
 * object schema, so the form route knows every field it may receive (lib/server/forms/route.ts reads
 * the shape); the fields a matter needs are required by `superRefine`, and only those are kept.
 */

export { BUDGET_BANDS, FILING_ROUTES, MATTER_TYPES, SEARCH_PURPOSES, type MatterType };

export const QUOTE_MESSAGES = {
  matter: "Please choose the kind of matter.",
  budget: "Please choose a budget band.",
  purpose: "Please choose what the search is for.",
  jurisdictions: "Please name the countries or offices that matter.",
  field: "Please name the technology field in general terms.",
  date: "Please enter a date as YYYY-MM-DD.",
  references: "Please enter a number of references from 1 to 100.",
  count: "Please enter a whole number from 0 to 500.",
  filingRoute: "Please choose the filing route.",
  attorney: "Please name the attorney or agent who will review, sign and file.",
  // An unlaunched brand is confidential, and nothing sent before an NDA is (Terms of Use): the
  // field takes a description in place of the marks themselves.
  marks:
    "Please list the marks, or describe them (for example, two word marks not yet public) if they should wait for the NDA.",
  classes: "Please list the classes as numbers from 1 to 45, separated by commas.",
  countries: "Please name the countries.",
  patents: "Please list the patents by number.",
  products: "Please name the products concerned.",
  oneLine: "Please remove angle brackets (< >), line breaks and hidden formatting characters.",
  tooLong: "Please keep this field under 200 characters.",
  notes: "Please keep the notes under 2,000 characters, as plain text.",
  notesWithNda:
    "With 'NDA first' ticked, please leave the notes empty: we ask for details once the agreement is signed.",
} as const;

/** An optional one-line answer: "" (an empty input) is no answer. */
const line = z
  .string({ error: QUOTE_MESSAGES.oneLine })
  .trim()
  .max(200, { error: QUOTE_MESSAGES.tooLong })
  .refine(isOneLineText, { error: QUOTE_MESSAGES.oneLine })
  .optional()
  .transform((v) => v || undefined);

const isDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v)
  );
};
const date = z
  .string({ error: QUOTE_MESSAGES.date })
  .trim()
  .refine((v) => v === "" || isDate(v), { error: QUOTE_MESSAGES.date })
  .optional()
  .transform((v) => v || undefined);

/** A whole number typed into a field (a string from a posted form, a number from script). */
const count = (max: number, message: string, min = 0) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const n = typeof v === "number" ? v : /^\d+$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

const optionalChoice = <const T extends readonly [string, ...string[]]>(
  options: T,
  message: string,
) =>
  z
    .union([z.literal(""), z.enum(options)], { error: message })
    .optional()
    .transform((v) => v || undefined);

/** A checkbox: `true` from script, "on" from a posted form, absent when unticked. */
const checkbox = z
  .union([z.boolean(), z.literal("on"), z.literal("true"), z.literal("")])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");

const CLASS_LIST = /^\s*\d{1,2}(\s*,\s*\d{1,2})*\s*$/;

/** What each matter must answer for a quote, by field name. */
const REQUIRED: Record<MatterType, readonly (keyof typeof QUOTE_MESSAGES)[]> = {
  search: ["purpose", "jurisdictions", "field"],
  drafting: ["filingRoute", "attorney", "field"],
  trademark: ["marks", "classes", "countries"],
  // Patents and products are optional: a dispute can be confidential, and what is sent before an
  // NDA is not (Terms of Use), so they may wait until after it.
  litigation: ["jurisdictions"],
};

const COMMON = ["name", "email", "phone", "matter", "deadline", "budget", "ndaFirst", "notes"];

export const quoteBriefSchema = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    matter: choiceField(MATTER_TYPES, QUOTE_MESSAGES.matter),
    deadline: date,
    budget: choiceField(BUDGET_BANDS, QUOTE_MESSAGES.budget),
    ndaFirst: checkbox,
    notes: z
      .string({ error: QUOTE_MESSAGES.notes })
      .trim()
      .max(2_000, { error: QUOTE_MESSAGES.notes })
      .refine(isPlainText, { error: QUOTE_MESSAGES.notes })
      .optional()
      .transform((v) => v || undefined),
    // Search
    purpose: optionalChoice(SEARCH_PURPOSES, QUOTE_MESSAGES.purpose),
    jurisdictions: line,
    field: line,
    cutoffDate: date,
    references: count(100, QUOTE_MESSAGES.references, 1),
    // Drafting
    claims: count(500, QUOTE_MESSAGES.count),
    figures: count(500, QUOTE_MESSAGES.count),
    filingRoute: optionalChoice(FILING_ROUTES, QUOTE_MESSAGES.filingRoute),
    attorney: line,
    // Trademark
    marks: line,
    classes: line.refine(
      (v) =>
        v === undefined ||
        (CLASS_LIST.test(v) && v.split(",").every((c) => Number(c) >= 1 && Number(c) <= 45)),
      { error: QUOTE_MESSAGES.classes },
    ),
    countries: line,
    // Litigation support
    patents: line,
    products: line,
  })
  .superRefine(
    (brief, ctx) => {
      for (const key of REQUIRED[brief.matter])
        if ((brief as Record<string, unknown>)[key] === undefined)
          ctx.addIssue({ code: "custom", path: [key], message: QUOTE_MESSAGES[key] });
      // 'NDA first' means the brief carries no technical detail: the free-text notes stay empty.
      if (brief.ndaFirst && brief.notes)
        ctx.addIssue({ code: "custom", path: ["notes"], message: QUOTE_MESSAGES.notesWithNda });
      // Also when another field failed (a budget not chosen): the visitor then sees every
      // message at once, not the matter's only after fixing the rest.
    },
    { when: (payload) => isMatterType((payload.value as { matter?: unknown } | null)?.matter) },
  )
  // Only the matter's own fields are delivered: a form posted without script sends every
  // section's inputs. `overwrite` keeps the object schema, whose shape the route reads.
  .overwrite((brief) => {
    const keep = new Set([...COMMON, ...MATTER_FIELDS[brief.matter]]);
    return Object.fromEntries(
      Object.entries(brief).filter(([key, value]) => keep.has(key) && value !== undefined),
    ) as typeof brief;
  });

export type QuoteBriefInput = z.input<typeof quoteBriefSchema>;
export type QuoteBrief = z.output<typeof quoteBriefSchema>;
