import { addMonths, compareDates, type CalendarDate } from "@/lib/deadlines/dates";
import { ordinal, earlier, defineEvents, type Rule } from "@/lib/deadlines/engine";

/** Indian patents (Patents Act, 1970; Patents Rules, 2003). */

export const INDIA_RFE_FROM: CalendarDate = { year: 2024, month: 3, day: 15 };

/** Patents Rules, 2003 (India), Rule 80: each year's fee before that year begins. */
const IN_RENEWALS: Rule[] = Array.from({ length: 18 }, (_, i) => i + 3).flatMap((year) => [
  {
    id: `renewal-${year}-due`,
    months: (year - 1) * 12,
    period: `Year ${year}`,
    kind: "deadline" as const,
    title: `Renewal fee for the ${ordinal(year)} year due`,
    detail: `Payable before the ${ordinal(year - 1)} year from the date of the patent expires.`,
    source: "Patents Act, 1970 (India), Section 53; Patents Rules, 2003, Rule 80(1)",
    office: "IN",
    caveat:
      "Renewal fees are payable only once the patent is granted; the period for paying those already due at grant is not modelled.",
  },
  {
    id: `renewal-${year}-extended`,
    months: (year - 1) * 12 + 6,
    period: `Year ${year} + 6 months`,
    kind: "deadline" as const,
    title: `Renewal fee for the ${ordinal(year)} year: end of the extension`,
    detail:
      "The period may be extended by up to six months on a request in Form 4 with its fee; unpaid by then, the patent ceases to have effect.",
    source: "Patents Rules, 2003 (India), Rule 80(1A)",
    office: "IN",
  },
]);

/** The Indian financial year (April to March) a date falls in, by the year it starts. */
const financialYear = (date: CalendarDate) => (date.month >= 4 ? date.year : date.year - 1);

/** "FY 2023-24 to 2025-26": the three financial years from the one starting in `first`. */
const financialYears = (first: number) =>
  `FY ${first}-${String((first + 1) % 100).padStart(2, "0")} to ${first + 2}-${String((first + 3) % 100).padStart(2, "0")}`;

/**
 * The amended Rule 131(2) applies prospectively: for a patent granted in FY 2022-23 or before,
 * the first three-year period is FY 2023-24 to 2025-26 (Indian Patent Office, FAQs on Form 27,
 * August 26, 2024); statements for earlier years fell due under the former annual rule.
 */
const FORM_27_FIRST_FY = 2023;
const form27FirstYear = (grant: CalendarDate) =>
  Math.max(financialYear(grant) + 1, FORM_27_FIRST_FY);
const grantedBeforeFy2023 = (grant: CalendarDate) => financialYear(grant) < FORM_27_FIRST_FY;

/**
 * Patents Rules, 2003 (India), Rule 131(2) as amended in 2024: a statement of working for each
 * period of three financial years (April to March) from the one after the grant's, within six
 * months of the period's end.
 */
const form27Due = (grant: CalendarDate, period: number): CalendarDate => ({
  year: form27FirstYear(grant) + period * 3,
  month: 9,
  day: 30,
});

const FORM_27_SOURCE =
  "Patents Act, 1970 (India), Section 146(2); Patents Rules, 2003, Rule 131(2), as amended by the Patents (Amendment) Rules, 2024";

const FORM_27: Rule[] = [1, 2, 3].flatMap((period) => [
  {
    id: `form-27-${period}`,
    at: (grant: CalendarDate) => form27Due(grant, period),
    period: (grant: CalendarDate) => financialYears(form27FirstYear(grant) + (period - 1) * 3),
    kind: "deadline" as const,
    title: `Statement of working (Form 27) for the ${ordinal(period)} three-year period`,
    detail: (grant: CalendarDate) =>
      period === 1 && grantedBeforeFy2023(grant)
        ? "For a patent granted before April 1, 2023, the first statement under the amended rule covers the financial years 2023-24 to 2025-26, due within six months after March 31, 2026; statements for earlier years were due under the former annual rule."
        : "Due within six months after the end of each period of three financial years, counted from the financial year after the one in which the patent was granted.",
    source: (grant: CalendarDate) =>
      period === 1 && grantedBeforeFy2023(grant)
        ? `${FORM_27_SOURCE}; Indian Patent Office, FAQs on Form 27 (August 26, 2024)`
        : FORM_27_SOURCE,
    office: "IN",
  },
  {
    id: `form-27-${period}-extended`,
    at: (grant: CalendarDate) => addMonths(form27Due(grant, period), 3),
    period: (grant: CalendarDate) =>
      `${financialYears(form27FirstYear(grant) + (period - 1) * 3)} + 3 months`,
    kind: "deadline" as const,
    title: `Form 27 for the ${ordinal(period)} period: end of the extension`,
    detail: "The Controller may extend the time by up to three months on a request in Form 4.",
    source: "Patents Rules, 2003 (India), Rule 131(2), proviso",
    office: "IN",
  },
]);

export const INDIA_PRIORITY_WARNING =
  "Counted from the filing date, as no priority date was given: an application claiming priority (a convention or PCT national phase application) is due 31 months from the priority date. Enter the priority date to count from it.";

/**
 * Patents Rules, 2003 (India), Rule 24B(1)(i) as amended in 2024: 31 months from the priority
 * date or the filing date, whichever is earlier. The filing date decides whether the amended
 * rule applies at all.
 */
const INDIA_EXAMINATION: Rule = {
  id: "examination-request",
  months: 31,
  at: (filing, { priority }) => addMonths(priority ? earlier(priority, filing) : filing, 31),
  kind: "deadline",
  title: "Request for examination (Form 18)",
  detail: "31 months from the priority date or the filing date, whichever is earlier.",
  source:
    "Patents Act, 1970 (India), Section 11B; Patents Rules, 2003, Rule 24B(1)(i), as amended by the Patents (Amendment) Rules, 2024",
  office: "IN",
  from: (filing, { priority }) =>
    priority && compareDates(priority, filing) < 0
      ? { meaning: "the priority date", date: priority }
      : undefined,
  warning: (_filing, { priority }) => (priority ? undefined : INDIA_PRIORITY_WARNING),
  appliesTo: (date) => compareDates(date, INDIA_RFE_FROM) >= 0,
};

/** Applications filed before March 15, 2024 keep the former 48 months (Rule 24B(1)(vi)). */
const INDIA_EXAMINATION_48: Rule = {
  ...INDIA_EXAMINATION,
  months: 48,
  at: (filing, { priority }) => addMonths(priority ? earlier(priority, filing) : filing, 48),
  detail:
    "48 months from the priority date or the filing date, whichever is earlier: the period kept for applications filed before March 15, 2024.",
  source:
    "Patents Act, 1970 (India), Section 11B; Patents Rules, 2003, Rule 24B(1)(vi), as amended by the Patents (Amendment) Rules, 2024",
  warning: (_filing, { priority }) =>
    priority
      ? undefined
      : "Counted from the filing date, as no priority date was given: an application claiming priority is due 48 months from the priority date. Enter the priority date to count from it.",
  appliesTo: (date) => compareDates(date, INDIA_RFE_FROM) < 0,
};

/** Patents Rules, 2003 (India), Rule 12(1A) and (5): Form 3 six months from filing in India. */
const FORM_3_ON_FILING: readonly Rule[] = [
  {
    id: "form-3",
    months: 6,
    kind: "deadline",
    title: "Statement and undertaking on foreign applications (Form 3)",
    detail: "Within six months of the filing date of the application in India.",
    source: "Patents Act, 1970 (India), Section 8(1); Patents Rules, 2003, Rule 12(1A)",
    office: "IN",
  },
  {
    id: "form-3-extended",
    months: 9,
    kind: "deadline",
    title: "Form 3: end of the extension",
    detail: "The Controller may extend the time by up to three months on a request in Form 4.",
    source: "Patents Rules, 2003 (India), Rule 12(5)",
    office: "IN",
  },
];

export const IN_PATENT_EVENTS = defineEvents([
  {
    id: "in-patent-application",
    group: "Indian patents",
    label: "Indian patent application filed",
    dateMeaning:
      "the filing date of an Indian patent application (the date of the patent); for a national phase application, the international filing date (Patents Act, 1970, Section 138(4))",
    takesPriority: true,
    rules: [
      {
        ...FORM_3_ON_FILING[0]!,
        caveat:
          "For a national phase application, enter the international filing date, which is its Indian filing date (Section 138(4)); Form 3's six months alone run from the date it was actually filed in India (Rule 12(1A), Explanation): count them from that date.",
      },
      FORM_3_ON_FILING[1]!,
      INDIA_EXAMINATION,
      INDIA_EXAMINATION_48,
      ...IN_RENEWALS,
      {
        id: "term-ends",
        months: 240,
        kind: "expires",
        title: "Patent term ends",
        detail: "A patent runs twenty years from the date of filing of the application.",
        source: "Patents Act, 1970 (India), Section 53(1)",
        office: "IN",
      },
    ],
  },
  {
    id: "in-first-examination-report",
    group: "Indian patents",
    label: "Indian first examination report issued",
    dateMeaning: "the date the first examination report on an Indian patent application was issued",
    rules: [
      {
        id: "form-3",
        months: 3,
        kind: "deadline",
        title: "Statement of foreign applications (Form 3)",
        detail:
          "Details of corresponding applications filed outside India, within three months of the first statement of objections.",
        source:
          "Patents Act, 1970 (India), Section 8(1)(b); Patents Rules, 2003, Rule 12(2), as amended by the Patents (Amendment) Rules, 2024",
        office: "IN",
        appliesTo: (date) => compareDates(date, INDIA_RFE_FROM) >= 0,
        leftOut: () =>
          "Form 3 is not listed: the three-month period from the first examination report applies to reports issued from March 15, 2024.",
      },
      {
        id: "form-3-extended",
        months: 6,
        kind: "deadline",
        title: "Form 3: end of the extension",
        detail: "The Controller may extend the time by up to three months on a request in Form 4.",
        source: "Patents Rules, 2003 (India), Rule 12(5)",
        office: "IN",
        appliesTo: (date) => compareDates(date, INDIA_RFE_FROM) >= 0,
      },
      {
        id: "reply",
        months: 6,
        kind: "deadline",
        title: "Reply to the first examination report",
        detail:
          "The application must be put in order for grant within six months of the report; otherwise it is deemed abandoned.",
        source: "Patents Act, 1970 (India), Section 21(1); Patents Rules, 2003, Rule 24B(5)",
        office: "IN",
        caveat:
          "Request any extension in Form 4 before these six months end; the calculator does not model the Controller's wider power to extend under Rule 138.",
      },
      {
        id: "reply-extended",
        months: 9,
        kind: "deadline",
        title: "Reply to the first examination report: end of the extension",
        detail: "Extended by up to three months on a request in Form 4 made within the six months.",
        source: "Patents Rules, 2003 (India), Rule 24B(6)",
        office: "IN",
      },
    ],
  },
  {
    id: "in-patent-grant",
    group: "Indian patents",
    label: "Indian patent granted",
    dateMeaning: "the date an Indian patent was granted",
    rules: FORM_27,
  },
  {
    id: "in-provisional-application",
    group: "Indian patents",
    label: "Indian provisional application filed",
    dateMeaning: "the filing date of an Indian patent application with a provisional specification",
    rules: [
      ...FORM_3_ON_FILING,
      {
        id: "complete-specification",
        months: 12,
        kind: "deadline",
        title: "Complete specification due",
        detail:
          "Within twelve months of the filing date; otherwise the application is deemed abandoned. It is also the last day to claim the provisional's date in a Paris Convention or PCT filing abroad.",
        source: "Patents Act, 1970 (India), Section 9(1); Paris Convention, Article 4C(1)",
        office: "IN",
      },
    ],
  },
]);
