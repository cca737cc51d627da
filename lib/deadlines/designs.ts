import {
  addMonths,
  compareDates,
  endOfMonth,
  formatLongDate,
  type CalendarDate,
} from "@/lib/deadlines/dates";
import { defineEvents, type Rule } from "@/lib/deadlines/engine";

/** Designs: US design patents, registered EU designs, Indian designs. */

/** Before May 1, 2025 an EU design expired on the last day of the month of its anniversary. */
const EU_DESIGN_REFORM: CalendarDate = { year: 2025, month: 5, day: 1 };
const euDesignExpiry = (start: CalendarDate, years: number) => {
  const anniversary = addMonths(start, years * 12);
  return compareDates(anniversary, EU_DESIGN_REFORM) < 0 ? endOfMonth(anniversary) : anniversary;
};
const EU_DESIGN_CAVEAT =
  "For renewal dates in 2025 the EUIPO's transitional rules on the end-of-month rule apply; the calculator uses the anniversary from May 1, 2025 and does not model them.";

/**
 * The first day of the renewal period. From the reform it is aligned with an EU trade mark's,
 * "in the six-month period prior to the expiry" (EUTMR Article 53(3)): the same day of the
 * month six months before the expiry. Before it, six whole months ending on the last day of the expiry's month: from
 * the first day of the fifth month before that one (November 1 for an April expiry).
 */
const euDesignRenewalOpens = (start: CalendarDate, years: number) => {
  const expiry = euDesignExpiry(start, years);
  return compareDates(addMonths(start, years * 12), EU_DESIGN_REFORM) < 0
    ? { ...addMonths(expiry, -5), day: 1 }
    : addMonths(expiry, -6);
};

const EU_DESIGN_RENEWALS: Rule[] = [5, 10, 15, 20].flatMap((years) => [
  {
    id: `renewal-${years}-opens`,
    at: (start: CalendarDate) => euDesignRenewalOpens(start, years),
    period: `${years} years − 6 months`,
    kind: "opens" as const,
    title: `Renewal for years ${years + 1} to ${years + 5}: period opens`,
    detail: "The request and fee can be filed in the six months before the registration expires.",
    source: (start: CalendarDate) =>
      compareDates(addMonths(start, years * 12), EU_DESIGN_REFORM) < 0
        ? "Council Regulation (EC) No 6/2002, Article 13(3), before its amendment by Regulation (EU) 2024/2822"
        : "Council Regulation (EC) No 6/2002 as amended by Regulation (EU) 2024/2822, Article 13(3)",
    office: "EM",
  },
  {
    id: `renewal-${years}-due`,
    at: (start: CalendarDate) => euDesignExpiry(start, years),
    period: `${years} years`,
    kind: "deadline" as const,
    title: `Registration expires: renewal for years ${years + 1} to ${years + 5} due`,
    detail:
      "A registered EU design runs for periods of five years from its filing date, renewable to 25 years in all.",
    source:
      "Council Regulation (EC) No 6/2002 as amended by Regulation (EU) 2024/2822, Articles 12 and 13",
    office: "EM",
    caveat: years === 5 ? EU_DESIGN_CAVEAT : undefined,
  },
  {
    id: `renewal-${years}-grace`,
    at: (start: CalendarDate) => addMonths(euDesignExpiry(start, years), 6),
    period: `${years} years + 6 months`,
    kind: "deadline" as const,
    title: `Renewal for years ${years + 1} to ${years + 5}: end of the six-month grace period`,
    detail: "The request and fee are still accepted with the additional fee for late renewal.",
    source: "Council Regulation (EC) No 6/2002 as amended by Regulation (EU) 2024/2822, Article 13",
    office: "EM",
  },
]);

/**
 * 35 U.S.C. 173: 15 years from grant for applications filed on or after May 13, 2015 (the
 * Patent Law Treaties Implementation Act), 14 years before. A grant before that day always
 * came from an earlier application, so the grant date decides it; for later grants the form
 * does not ask the filing date, so the 14-year date is given beside the 15-year one.
 */
const US_DESIGN_15_YEARS: CalendarDate = { year: 2015, month: 5, day: 13 };
const grantedFrom2015 = (grant: CalendarDate) => compareDates(grant, US_DESIGN_15_YEARS) >= 0;

const US_DESIGN_TERM: Rule[] = [
  {
    id: "term-ends",
    months: 168,
    kind: "expires",
    title: "Design patent term ends",
    detail:
      "Fourteen years from grant: every design patent granted before May 13, 2015 came from an application filed before that day. No maintenance fees are due.",
    source: "35 U.S.C. 173, as in force for applications filed before May 13, 2015",
    office: "US",
    appliesTo: (grant) => !grantedFrom2015(grant),
  },
  {
    id: "term-ends",
    months: 180,
    kind: "expires",
    title: "Design patent term ends",
    detail:
      "Fifteen years from grant for a design patent whose application was filed on or after May 13, 2015. No maintenance fees are due.",
    source: "35 U.S.C. 173",
    office: "US",
    appliesTo: grantedFrom2015,
    caveat: (grant) =>
      `A design patent from an application filed before May 13, 2015 ran 14 years from grant: to ${formatLongDate(addMonths(grant, 168))}.`,
  },
];

/** Article 50(1): 30 months from the filing date or, where priority is claimed, the priority date. */
const EU_DESIGN_DEFERMENT: Rule = {
  id: "deferment-ends",
  at: (filed, { priority }) => addMonths(priority ?? filed, 30),
  period: "30 months",
  kind: "expires",
  title: "Deferment of publication ends: the EUIPO publishes the design",
  detail:
    "Publication of the registered design is deferred for at most 30 months from the filing date or, where priority is claimed, the priority date. At the end of the period, or earlier on request, the EUIPO publishes the design and opens its file to inspection.",
  source: (filed) =>
    compareDates(filed, EU_DESIGN_REFORM) < 0
      ? "Council Regulation (EC) No 6/2002, Article 50(1), before its amendment by Regulation (EU) 2024/2822"
      : "Council Regulation (EC) No 6/2002 as amended by Regulation (EU) 2024/2822, Articles 50 and 50a",
  office: "EM",
  from: (_filed, { priority }) =>
    priority ? { meaning: "the priority date", date: priority } : undefined,
  warning: (_filed, { priority }) =>
    priority
      ? undefined
      : "Counted from the filing date, as no priority date was given: where priority is claimed, the 30 months run from the priority date. Enter it to count from it.",
  caveat: (filed) =>
    compareDates(filed, EU_DESIGN_REFORM) < 0
      ? "For an application filed before May 1, 2025, the fee and steps the former rules required before the period ended are not modelled."
      : "The deferment must be requested when filing; the fee is paid then.",
};

export const DESIGN_EVENTS = defineEvents([
  {
    id: "us-design-grant",
    group: "Designs",
    label: "US design patent granted",
    dateMeaning: "the grant date of a US design patent",
    rules: US_DESIGN_TERM,
  },
  {
    id: "eu-design-filing",
    group: "Designs",
    label: "EU design application filed",
    dateMeaning: "the filing date of a registered EU (Community) design",
    rules: [
      ...EU_DESIGN_RENEWALS,
      {
        id: "term-ends",
        at: (start) => euDesignExpiry(start, 25),
        period: "25 years",
        kind: "expires",
        title: "Registration ends: the 25-year maximum",
        detail: "A registered EU design cannot be renewed beyond 25 years from its filing date.",
        source:
          "Council Regulation (EC) No 6/2002 as amended by Regulation (EU) 2024/2822, Article 12",
        office: "EM",
      },
    ],
  },
  {
    id: "eu-design-deferment",
    group: "Designs",
    label: "EU design application filed with deferred publication",
    dateMeaning:
      "the filing date of a registered EU design application that requested deferment of publication",
    takesPriority: true,
    rules: [EU_DESIGN_DEFERMENT],
  },
  {
    id: "in-design-registration",
    group: "Designs",
    label: "Indian design registered",
    dateMeaning:
      "the date of registration of an Indian design, which is its filing date (or its priority date, where one is claimed)",
    rules: [
      {
        id: "extension-due",
        months: 120,
        kind: "deadline",
        title: "Extension for a second period of five years",
        detail:
          "The application and fee for extending the copyright in the design must be made before the ten years expire.",
        source: "Designs Act, 2000 (India), Section 11(2)",
        office: "IN",
      },
      {
        id: "restoration-ends",
        months: 132,
        kind: "deadline",
        title: "Last day to apply for restoration of a lapsed design",
        detail:
          "Where the extension fee was not paid, restoration may be applied for within one year of the design ceasing to have effect.",
        source: "Designs Act, 2000 (India), Section 12(1)",
        office: "IN",
      },
      {
        id: "term-ends",
        months: 180,
        kind: "expires",
        title: "Design registration ends: the 15-year maximum",
        detail: "Ten years from registration and one extension of five years.",
        source: "Designs Act, 2000 (India), Section 11",
        office: "IN",
      },
    ],
  },
]);
