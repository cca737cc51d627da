import {
  addDays,
  addMonths,
  compareDates,
  endOfMonth,
  formatLongDate,
  isWeekend,
  weekdayName,
  type CalendarDate,
} from "@/lib/deadlines/dates";
import { usFederalHoliday } from "@/lib/deadlines/holidays";

/**
 * The deadline rules behind /ip-deadline-calculator: each event's periods in months, what falls
 * due at the end of each, and the provision it comes from. Periods of months follow PCT Rule
 * 80.2 (same day of the month, or the month's last day). A deadline on a day the office is
 * closed moves only where a rule quoted here says so (CLOSED_DAYS); holidays are computed for
 * the USPTO alone.
 */

export const EVENT_IDS = [
  "first-filing",
  "us-patent-grant",
  "us-trademark-registration",
  "in-trademark-application",
  "eu-trademark-filing",
  "ep-application",
  "in-patent-application",
  "in-first-examination-report",
  "in-patent-grant",
  "us-office-action",
  "us-design-grant",
  "eu-design-filing",
  "in-design-registration",
  "uk-trademark-filing",
  "jp-trademark-registration",
  "cn-trademark-registration",
  "us-final-office-action",
  "us-notice-of-allowance",
  "ep-intention-to-grant",
  "ep-grant",
  "in-provisional-application",
  "eu-trademark-publication",
  "pct-search-report",
  "us-application-filed",
  "ep-search-report",
  "ep-rule-161",
  "us-trademark-notice-of-allowance",
  "us-restriction-requirement",
  "us-notice-of-appeal",
  "us-trademark-office-action",
  "madrid-registration",
  "us-trademark-publication",
  "us-missing-parts",
  "euro-pct-entry",
  "uk-trademark-publication",
  "in-trademark-advertisement",
] as const;

export type EventId = (typeof EVENT_IDS)[number];

/** The event list's groups (an <optgroup> each), in the list's order. */
export const EVENT_GROUPS = [
  "Priority and PCT",
  "US patents",
  "European patents",
  "Indian patents",
  "Designs",
  "Trade marks",
] as const;

export interface CalculatorEvent {
  id: EventId;
  /** The choice in the event list. */
  label: string;
  group: (typeof EVENT_GROUPS)[number];
  /** What the date means for this event, shown above the results. */
  dateMeaning: string;
}

export const EVENTS: readonly CalculatorEvent[] = [
  {
    id: "first-filing",
    group: "Priority and PCT",
    label: "First filing (priority date)",
    dateMeaning: "the filing date of the first application, which becomes the priority date",
  },
  {
    id: "pct-search-report",
    group: "Priority and PCT",
    label: "PCT international search report transmitted",
    dateMeaning:
      "the date the International Searching Authority transmitted the international search report",
  },
  {
    id: "us-application-filed",
    group: "US patents",
    label: "US utility application filed",
    dateMeaning: "the actual filing date of a US non-provisional utility application",
  },
  {
    id: "us-patent-grant",
    group: "US patents",
    label: "US utility patent granted",
    dateMeaning: "the issue date of a US utility patent",
  },
  {
    id: "us-trademark-registration",
    group: "Trade marks",
    label: "US trademark registered",
    dateMeaning: "the registration date of a US trademark",
  },
  {
    id: "in-trademark-application",
    group: "Trade marks",
    label: "Indian trademark application filed",
    dateMeaning: "the filing date of an Indian trademark application",
  },
  {
    id: "eu-trademark-filing",
    group: "Trade marks",
    label: "EU trade mark application filed",
    dateMeaning: "the filing date of an EU trade mark application",
  },
  {
    id: "ep-application",
    group: "European patents",
    label: "European patent application filed",
    dateMeaning: "the date of filing of a European patent application",
  },
  {
    id: "in-patent-application",
    group: "Indian patents",
    label: "Indian patent application filed",
    dateMeaning:
      "the filing date of an Indian patent application (the date of the patent); for a national phase application, the international filing date (Patents Act, 1970, Section 138(4))",
  },
  {
    id: "in-first-examination-report",
    group: "Indian patents",
    label: "Indian first examination report issued",
    dateMeaning: "the date the first examination report on an Indian patent application was issued",
  },
  {
    id: "in-patent-grant",
    group: "Indian patents",
    label: "Indian patent granted",
    dateMeaning: "the date an Indian patent was granted",
  },
  {
    id: "us-office-action",
    group: "US patents",
    label: "US non-final Office action mailed",
    dateMeaning: "the mailing date of a non-final USPTO Office action setting a three-month period",
  },
  {
    id: "us-design-grant",
    group: "Designs",
    label: "US design patent granted",
    dateMeaning: "the grant date of a US design patent",
  },
  {
    id: "eu-design-filing",
    group: "Designs",
    label: "EU design application filed",
    dateMeaning: "the filing date of a registered EU (Community) design",
  },
  {
    id: "in-design-registration",
    group: "Designs",
    label: "Indian design registered",
    dateMeaning:
      "the date of registration of an Indian design, which is its filing date (or its priority date, where one is claimed)",
  },
  {
    id: "uk-trademark-filing",
    group: "Trade marks",
    label: "UK trade mark application filed",
    dateMeaning: "the filing date of a UK trade mark application",
  },
  {
    id: "jp-trademark-registration",
    group: "Trade marks",
    label: "Japanese trademark registered",
    dateMeaning: "the registration date of a Japanese trademark",
  },
  {
    id: "cn-trademark-registration",
    group: "Trade marks",
    label: "Chinese trademark registered",
    dateMeaning: "the date a Chinese trademark registration was approved",
  },
  {
    id: "us-final-office-action",
    group: "US patents",
    label: "US final Office action mailed",
    dateMeaning: "the mailing date of a final USPTO Office action setting a three-month period",
  },
  {
    id: "us-restriction-requirement",
    group: "US patents",
    label: "US restriction or election requirement mailed",
    dateMeaning:
      "the mailing date of a USPTO restriction or election requirement with no action on the merits",
  },
  {
    id: "us-notice-of-appeal",
    group: "US patents",
    label: "US notice of appeal received",
    dateMeaning: "the date the USPTO received the notice of appeal",
  },
  {
    id: "us-missing-parts",
    group: "US patents",
    label: "US Notice to File Missing Parts mailed",
    dateMeaning:
      "the mailing date of a USPTO Notice to File Missing Parts of a non-provisional application",
  },
  {
    id: "us-notice-of-allowance",
    group: "US patents",
    label: "US Notice of Allowance mailed",
    dateMeaning: "the mailing date of a USPTO Notice of Allowance and Fee(s) Due",
  },
  {
    id: "ep-search-report",
    group: "European patents",
    label: "EP search report publication mentioned",
    dateMeaning:
      "the date the European Patent Bulletin mentioned the publication of the European search report",
  },
  {
    id: "euro-pct-entry",
    group: "European patents",
    label: "Euro-PCT: priority date (European phase entry)",
    dateMeaning:
      "the earliest priority date claimed in an international application designating the EPO, or its international filing date where no priority is claimed",
  },
  {
    id: "ep-rule-161",
    group: "European patents",
    label: "Euro-PCT: Rule 161/162 communication notified",
    dateMeaning:
      "the date of the EPO's communication under Rules 161 and 162 EPC, the date it bears",
  },
  {
    id: "ep-intention-to-grant",
    group: "European patents",
    label: "EP intention to grant (Rule 71(3)) notified",
    dateMeaning: "the date of the EPO's communication under Rule 71(3) EPC, the date it bears",
  },
  {
    id: "ep-grant",
    group: "European patents",
    label: "European patent granted (mention published)",
    dateMeaning:
      "the date the mention of the grant of the European patent was published in the European Patent Bulletin",
  },
  {
    id: "in-provisional-application",
    group: "Indian patents",
    label: "Indian provisional application filed",
    dateMeaning: "the filing date of an Indian patent application with a provisional specification",
  },
  {
    id: "us-trademark-office-action",
    group: "Trade marks",
    label: "US trademark Office action issued",
    dateMeaning:
      "the issue date of a USPTO Office action in a trademark application under section 1 or 44",
  },
  {
    id: "us-trademark-publication",
    group: "Trade marks",
    label: "US trademark published for opposition",
    dateMeaning: "the date a mark was published for opposition in the USPTO's Official Gazette",
  },
  {
    id: "uk-trademark-publication",
    group: "Trade marks",
    label: "UK trade mark application published",
    dateMeaning: "the date a UK trade mark application was published in the Trade Marks Journal",
  },
  {
    id: "in-trademark-advertisement",
    group: "Trade marks",
    label: "Indian trademark application advertised",
    dateMeaning:
      "the date of the Trade Marks Journal that advertised (or re-advertised) an Indian trademark application",
  },
  {
    id: "madrid-registration",
    group: "Trade marks",
    label: "International (Madrid) registration dated",
    dateMeaning: "the date of the international registration of a mark under the Madrid Protocol",
  },
  {
    id: "us-trademark-notice-of-allowance",
    group: "Trade marks",
    label: "US trademark Notice of Allowance issued",
    dateMeaning: "the issue date of a USPTO Notice of Allowance for an intent-to-use application",
  },
  {
    id: "eu-trademark-publication",
    group: "Trade marks",
    label: "EU trade mark application published",
    dateMeaning:
      "the date an EU trade mark application was published in the EU Trade Marks Bulletin",
  },
];

export function eventById(id: string): CalculatorEvent | undefined {
  return EVENTS.find((event) => event.id === id);
}

/**
 * "opens": the first day something may be done; "deadline": the last day to do it; "expires":
 * the end of a right's term, which no act extends.
 */
export type DeadlineKind = "opens" | "deadline" | "expires";

/**
 * What an office's law does with a deadline that falls on a day it is closed. `holidays`: the
 * calculator knows the office's holidays (US federal holidays, lib/deadlines/holidays.ts);
 * otherwise only Saturdays and Sundays are treated as closed days.
 */
interface ClosedDays {
  holidays: boolean;
  source: string;
}

export const CLOSED_DAYS = {
  uspto: { holidays: true, source: "35 U.S.C. 21(b); 37 CFR 1.7(a)" },
  "uspto-trademarks": { holidays: true, source: "37 CFR 2.196" },
  epo: { holidays: false, source: "EPC Rule 134(1)" },
  paris: { holidays: false, source: "Paris Convention, Article 4C(3)" },
  pct: { holidays: false, source: "PCT Rule 80.5" },
} as const satisfies Record<string, ClosedDays>;

type ClosedDaysId = keyof typeof CLOSED_DAYS;

interface Rule {
  id: string;
  /** The period in months from the event (PCT Rule 80.2); `at` instead for other counts. */
  months?: number;
  at?: (start: CalendarDate, context: EventContext) => CalendarDate;
  /** How the period reads beside the date, for rules counted with `at`. */
  period?: string | ((start: CalendarDate, context: EventContext) => string);
  kind: DeadlineKind;
  /** What is due, or what opens. */
  title: string;
  /** One sentence on what the period is for. */
  detail: string | ((start: CalendarDate) => string);
  /** The provision, with its jurisdiction. */
  source: string | ((start: CalendarDate) => string);
  /** The office's two-letter code; blank where the deadline is not one office's. */
  office: string;
  /** The rule that moves a deadline off a closed day; left out where none is quoted. */
  closed?: ClosedDaysId;
  /** An exception the calculator does not model, shown beside the date. */
  caveat?: string | ((start: CalendarDate) => string);
  /** Only for some dates: where it returns false, the rule is left out with `leftOut`'s note. */
  appliesTo?: (date: CalendarDate) => boolean;
  leftOut?: (date: CalendarDate) => string;
  /** What the period counts from, where the context gives a date other than the event's. */
  from?: (start: CalendarDate, context: EventContext) => Deadline["from"];
  /** A warning that depends on the context (a date the visitor left out). */
  warning?: (start: CalendarDate, context: EventContext) => string | undefined;
}

export interface Deadline {
  id: string;
  kind: DeadlineKind;
  title: string;
  detail: string;
  source: string;
  office: string;
  /** "30 months", "Year 5": how the date is counted from the event. */
  period: string;
  /** What the period is counted from, where that is not the event's own date. */
  from?: { meaning: string; date: CalendarDate };
  /** The docketed date: the period's own last day, never moved. */
  date: CalendarDate;
  /**
   * A period ending on a day the office is closed: the office's next working day, to which
   * `source` extends it. Shown beside `date`, never instead of it.
   */
  extended?: { to: CalendarDate; because: string; source: string; holidaysComputed: boolean };
  /**
   * A row for several offices, whose closed days differ: not moved, with the rule (`source`)
   * under which each office extends a period ending on a day it is closed.
   */
  severalOffices?: { source: string };
  /** A deadline on a Saturday or Sunday at an office whose rule for it is not quoted here. */
  weekendUnmoved?: true;
  /** What the visitor must check for this date to hold, shown beside it (not a caveat). */
  warning?: string;
  caveat?: string;
}

/** The last day to act: the docketed date, or the day an office's closure extends it to. */
export const lastDay = (deadline: Deadline): CalendarDate => deadline.extended?.to ?? deadline.date;

/** What a calculation starts from besides the event's date. */
export interface EventContext {
  /** The earliest priority date claimed (the Indian patent application event). */
  priority?: CalendarDate;
}

export interface DeadlineResult {
  event: CalculatorEvent;
  start: CalendarDate;
  /** The priority date the calculation used, where the event takes one. */
  priority?: CalendarDate;
  deadlines: Deadline[];
  /** Rules left out for this date, and why. */
  notes: string[];
}

/** Why `date` is closed under `closed`, or undefined on a working day. */
function closedBecause(date: CalendarDate, closed: ClosedDays): string | undefined {
  if (isWeekend(date)) return `a ${weekdayName(date)}`;
  const holiday = closed.holidays ? usFederalHoliday(date) : undefined;
  return holiday ? `a federal holiday (${holiday.name})` : undefined;
}

/** The date a deadline on `date` moves to under `closed`, with the reason; undefined if none. */
export function nextOpenDay(
  date: CalendarDate,
  closed: ClosedDays,
): { to: CalendarDate; because: string } | undefined {
  const because = closedBecause(date, closed);
  if (!because) return undefined;
  let to = addDays(date, 1);
  while (closedBecause(to, closed)) to = addDays(to, 1);
  return { to, because };
}

const NATIONAL_PHASE_CAVEAT =
  "Reinstatement of rights after a missed entry limit (PCT Rule 49.6, at the offices that apply it) is not modelled; each office's own limits are in the table by office.";

const INDIA_RFE_FROM: CalendarDate = { year: 2024, month: 3, day: 15 };

const maintenanceFee = (ordinal: string, years: number, surchargeEnds: number): Rule[] => {
  const window = years * 12;
  return [
    {
      id: `maintenance-${years}-opens`,
      office: "US",
      months: window,
      kind: "opens",
      title: `${ordinal} maintenance fee: payment window opens`,
      detail: `The fee due at ${years}.5 years can be paid without surcharge from ${years} years after grant; it cannot be paid earlier.`,
      source: "37 CFR 1.362(d)",
    },
    {
      id: `maintenance-${years}-due`,
      office: "US",
      closed: "uspto",
      months: window + 6,
      kind: "deadline",
      title: `${ordinal} maintenance fee due (${years}.5 years after grant)`,
      detail: "The last day to pay without the surcharge.",
      source: "35 U.S.C. 41(b)(1); 37 CFR 1.362(d)",
    },
    {
      id: `maintenance-${years}-grace`,
      office: "US",
      closed: "uspto",
      months: window + 12,
      kind: "deadline",
      title: `${ordinal} maintenance fee: end of the six-month grace period`,
      detail: `Payable with the surcharge until the ${surchargeEnds}th anniversary of grant; unpaid, the patent expires at the end of this day.`,
      source: "35 U.S.C. 41(b)(2); 37 CFR 1.362(e)",
      caveat:
        "Acceptance of the fee after the patent has expired, on a petition stating that the delay was unintentional (35 U.S.C. 41(c); 37 CFR 1.378), is not modelled.",
    },
  ];
};

const usRenewal = (anniversary: number): Rule[] => [
  {
    id: `sections-8-9-year-${anniversary}-opens`,
    office: "US",
    months: (anniversary - 1) * 12,
    kind: "opens",
    title: `Sections 8 and 9 (${anniversary}-year renewal): filing window opens`,
    detail: `The combined declaration of use and application for renewal can be filed in the year before the ${anniversary}th anniversary of registration.`,
    source: "15 U.S.C. 1058 and 1059 (Lanham Act Sections 8 and 9)",
  },
  {
    id: `sections-8-9-year-${anniversary}-due`,
    office: "US",
    closed: "uspto-trademarks",
    months: anniversary * 12,
    kind: "deadline",
    title: `Sections 8 and 9 (${anniversary}-year renewal) due`,
    detail: `The last day to file the combined declaration and renewal without the grace-period surcharge: the ${anniversary}th anniversary of registration.`,
    source: "15 U.S.C. 1058 and 1059 (Lanham Act Sections 8 and 9)",
  },
  {
    id: `sections-8-9-year-${anniversary}-grace`,
    office: "US",
    closed: "uspto-trademarks",
    at: (start) => addMonths(addMonths(start, anniversary * 12), 6),
    period: `${anniversary * 12 + 6} months`,
    kind: "deadline",
    title: `Sections 8 and 9 (${anniversary}-year renewal): end of the six-month grace period`,
    detail:
      "The filing is still accepted with a surcharge until this day; then the registration is cancelled.",
    source: "15 U.S.C. 1058 and 1059 (Lanham Act Sections 8 and 9)",
  },
];

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** EPC Rule 51(1): due on the last day of the month of the filing date's anniversary. */
const epRenewalDue = (start: CalendarDate, year: number) =>
  endOfMonth(addMonths(start, (year - 1) * 12));

const EP_RENEWALS: Rule[] = Array.from({ length: 18 }, (_, i) => i + 3).flatMap((year) => [
  {
    id: `renewal-${year}-due`,
    at: (start: CalendarDate) => epRenewalDue(start, year),
    period: `Year ${year}`,
    kind: "deadline" as const,
    title: `Renewal fee for the ${ordinal(year)} year due`,
    detail: `Due on the last day of the month of the filing date's ${ordinal(year - 1)} anniversary; it may be paid no earlier than ${year === 3 ? "six" : "three"} months before.`,
    source: "EPC Article 86(1); EPC Rule 51(1)",
    office: "EP",
    closed: "epo" as const,
    caveat:
      year === 3
        ? "For a Euro-PCT application whose third-year fee falls due within the 31-month limit, it is payable until that limit expires (EPC Rule 159(1)(g)). After the mention of grant, renewal fees are paid to the national offices (EPC Article 86(2))."
        : "After the mention of grant, renewal fees are paid to the national offices (EPC Article 86(2)).",
  },
  {
    id: `renewal-${year}-grace`,
    at: (start: CalendarDate) => endOfMonth(addMonths(epRenewalDue(start, year), 6)),
    period: `Year ${year} + 6 months`,
    kind: "deadline" as const,
    title: `Renewal fee for the ${ordinal(year)} year: end of the six-month grace period`,
    detail:
      "Still payable with the additional fee (50% of the renewal fee) until the last day of the sixth month after the due date; unpaid, the application is deemed withdrawn.",
    source: "EPC Rule 51(2); EPO Guidelines A-X, 5.2.4",
    office: "EP",
    closed: "epo" as const,
  },
]);

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

const USPTO_REPLY: Rule[] = [3, 4, 5, 6].map((months) => ({
  id: `reply-${months}-months`,
  months,
  kind: "deadline" as const,
  title:
    months === 3
      ? "Reply due without an extension fee"
      : months === 6
        ? "Last day to reply, with a three-month extension: the statutory maximum"
        : `Reply with a ${months - 3}-month extension of time`,
  detail:
    months === 3
      ? "The shortened statutory period of three months usually set for a non-final action."
      : months === 6
        ? "No extension reaches beyond six months from the action; unanswered, the application is abandoned."
        : `A petition and the fee for a ${months - 3}-month extension, filed with the reply by this day.`,
  source:
    months === 3
      ? "37 CFR 1.134"
      : months === 6
        ? "35 U.S.C. 133; 37 CFR 1.136(a)"
        : "37 CFR 1.136(a); 37 CFR 1.17(a)",
  office: "US",
  closed: "uspto" as const,
  caveat:
    months === 3
      ? "Where the action sets a different period, or says extensions under 37 CFR 1.136(a) are not available, count from the action's own terms."
      : undefined,
}));

/**
 * A final action with a three-month shortened period (MPEP 706.07(f)): a first reply within two
 * months moves the period's end to the advisory action's mailing date, where that is later.
 */
const USPTO_FINAL_REPLY: Rule[] = [
  {
    id: "first-reply-2-months",
    months: 2,
    kind: "deadline",
    title: "First reply within two months, to keep the advisory-action rule",
    detail:
      "Where the first reply is filed by this day, the period ends three months from the final action or on the day an advisory action is mailed, whichever is later; any extension fee then counts from that end.",
    source: "MPEP 706.07(f); 37 CFR 1.136(a)",
    office: "US",
    closed: "uspto",
    caveat: "The advisory action's own date is not known in advance: count from it when it comes.",
  },
  ...[3, 4, 5, 6].map((months): Rule => ({
    id: `reply-${months}-months`,
    months,
    kind: "deadline",
    title:
      months === 3
        ? "Reply to the final action due without an extension fee"
        : months === 6
          ? "Last day to reply to the final action: the statutory maximum"
          : `Reply to the final action with a ${months - 3}-month extension of time`,
    detail:
      months === 3
        ? "The end of the three-month shortened statutory period, unless a first reply within two months and a later advisory action move it."
        : months === 6
          ? "No extension reaches beyond six months from the final action; unanswered, the application is abandoned."
          : `A petition and the fee for a ${months - 3}-month extension, filed with the reply (or notice of appeal, or request for continued examination) by this day.`,
    source:
      months === 3
        ? "37 CFR 1.134; MPEP 706.07(f)"
        : months === 6
          ? "35 U.S.C. 133; 37 CFR 1.136(a)"
          : "37 CFR 1.136(a); 37 CFR 1.17(a)",
    office: "US",
    closed: "uspto",
  })),
];

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

/** The earlier of two dates. */
const earlier = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) <= 0 ? a : b);

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

/** PCT Rule 46.1: whether 16 months from the priority date end after two from transmittal. */
const article19FromPriority = (transmittal: CalendarDate, priority?: CalendarDate) =>
  priority !== undefined && compareDates(addMonths(priority, 16), addMonths(transmittal, 2)) > 0;

export const ARTICLE_19_WARNING =
  "Counted two months from the transmittal, as no priority date was given: where 16 months from the priority date end later, that later day is the limit (PCT Rule 46.1). Enter the priority date to compare the two.";

const ARTICLE_19: Rule = {
  id: "article-19",
  at: (transmittal, { priority }) =>
    article19FromPriority(transmittal, priority)
      ? addMonths(priority!, 16)
      : addMonths(transmittal, 2),
  period: (transmittal, { priority }) =>
    article19FromPriority(transmittal, priority) ? "16 months" : "2 months",
  kind: "deadline",
  title: "Amendments of the claims under PCT Article 19, to the International Bureau",
  detail:
    "Two months from the transmittal of the international search report or 16 months from the priority date, whichever ends later. Amendments reaching the International Bureau later, before the technical preparations for international publication are complete, are treated as received on the last day.",
  source: "PCT Article 19(1); PCT Rule 46.1",
  office: "IB",
  closed: "pct",
  from: (transmittal, { priority }) =>
    article19FromPriority(transmittal, priority)
      ? { meaning: "the priority date", date: priority! }
      : undefined,
  warning: (_transmittal, { priority }) => (priority ? undefined : ARTICLE_19_WARNING),
};

/** 37 CFR 1.55(d)(1), 1.78: whether 16 months from priority end after four from filing. */
const usClaimFromPriority = (filing: CalendarDate, priority?: CalendarDate) =>
  priority !== undefined && compareDates(addMonths(priority, 16), addMonths(filing, 4)) > 0;

export const US_PRIORITY_CLAIM_WARNING =
  "Counted four months from the filing date, as no priority date was given: where 16 months from the earliest foreign or provisional application's filing date end later, that later day is the limit. Enter that date to compare the two.";

const US_PRIORITY_CLAIM: Rule = {
  id: "priority-claim",
  at: (filing, { priority }) =>
    usClaimFromPriority(filing, priority) ? addMonths(priority!, 16) : addMonths(filing, 4),
  period: (filing, { priority }) =>
    usClaimFromPriority(filing, priority) ? "16 months" : "4 months",
  kind: "deadline",
  title: "Priority and benefit claims in an application data sheet",
  detail:
    "The claim to foreign priority, or to the benefit of an earlier provisional or non-provisional application, must be presented in an application data sheet within four months of the actual filing date or sixteen months of the earlier application's filing date, whichever is later. This period is not extendable; it does not apply to design applications.",
  source: "35 U.S.C. 119(b) and 120; 37 CFR 1.55(d)(1); 37 CFR 1.78(a)(4) and (d)(3)",
  office: "US",
  closed: "uspto",
  from: (filing, { priority }) =>
    usClaimFromPriority(filing, priority)
      ? { meaning: "the priority date", date: priority! }
      : undefined,
  warning: (_filing, { priority }) => (priority ? undefined : US_PRIORITY_CLAIM_WARNING),
  caveat:
    "Acceptance of a delayed claim on a petition stating the delay was unintentional (37 CFR 1.55(e); 1.78(c) and (e)) is not modelled.",
};

/** 15 U.S.C. 1051(d); 37 CFR 2.88 and 2.89: six months, then five extensions of six months. */
const US_STATEMENT_OF_USE: Rule[] = [6, 12, 18, 24, 30, 36].map((months): Rule => ({
  id: `statement-of-use-${months}`,
  months,
  kind: "deadline",
  title:
    months === 6
      ? "Statement of use, or the first extension request"
      : months === 36
        ? "Statement of use: the last day, 36 months after the Notice of Allowance"
        : `Statement of use, or extension request ${months / 6}, after ${months / 6 - 1} granted`,
  detail:
    months === 6
      ? "Within six months of the Notice of Allowance's issue date; the first six-month extension needs no showing of good cause."
      : months === 36
        ? "No extension reaches beyond 36 months from the Notice of Allowance; without a statement of use by then, the application is abandoned."
        : "Where the earlier extensions were granted: the statement of use, or a further six-month extension request with a showing of good cause, by this day.",
  source:
    months === 6
      ? "15 U.S.C. 1051(d)(1) and (2); 37 CFR 2.88(a); 37 CFR 2.89(a)"
      : "15 U.S.C. 1051(d)(2); 37 CFR 2.89(b) and (c)",
  office: "US",
  closed: "uspto-trademarks",
}));

/** MPEP 710.02(b): a restriction requirement alone sets two months, extendable to six. */
const USPTO_RESTRICTION_REPLY: Rule[] = [2, 3, 4, 5, 6].map((months): Rule => ({
  id: `reply-${months}-months`,
  months,
  kind: "deadline",
  title:
    months === 2
      ? "Election in reply to the restriction requirement, without an extension fee"
      : months === 6
        ? "Last day to elect, with a four-month extension: the statutory maximum"
        : `Election with a ${months - 2}-month extension of time`,
  detail:
    months === 2
      ? "The two-month shortened statutory period set for a restriction or election requirement that comes without an action on the merits."
      : months === 6
        ? "No extension reaches beyond six months from the requirement; unanswered, the application is abandoned."
        : `A petition and the fee for a ${months - 2}-month extension, filed with the reply by this day.`,
  source:
    months === 2
      ? "35 U.S.C. 121; 37 CFR 1.142; MPEP 710.02(b) and 817"
      : months === 6
        ? "35 U.S.C. 133; 37 CFR 1.136(a)"
        : "37 CFR 1.136(a); 37 CFR 1.17(a)",
  office: "US",
  closed: "uspto",
  caveat:
    months === 2
      ? "Where the requirement sets a different period, count from its own terms."
      : undefined,
}));

/**
 * 37 CFR 1.53(f)(1): the notice sets the period, usually two months. It is not a statutory
 * period under 35 U.S.C. 133, so extensions under 37 CFR 1.136(a) run the full five months
 * (MPEP 710.02(d)), to seven months from the notice rather than six.
 */
const USPTO_MISSING_PARTS: Rule[] = [2, 3, 4, 5, 6, 7].map((months): Rule => ({
  id: `reply-${months}-months`,
  months,
  kind: "deadline",
  title:
    months === 2
      ? "Missing parts (fees, surcharge, any oath or declaration) without an extension fee"
      : months === 7
        ? "Missing parts with a five-month extension: the most 37 CFR 1.136(a) allows"
        : `Missing parts with a ${months - 2}-month extension of time`,
  detail:
    months === 2
      ? "The two-month period the notice usually sets to supply what it lists, such as the filing, search and examination fees with the late-filing surcharge; unanswered, the application is abandoned."
      : months === 7
        ? "The notice's period is not a statutory period under 35 U.S.C. 133, so extensions may reach five months, seven months from the notice."
        : `A petition and the fee for a ${months - 2}-month extension, filed with the reply by this day.`,
  source:
    months === 2
      ? "35 U.S.C. 111(a)(3); 37 CFR 1.53(f)(1); MPEP 601.01(a)"
      : "37 CFR 1.136(a); 37 CFR 1.17(a); MPEP 710.02(d)",
  office: "US",
  closed: "uspto",
  caveat:
    months === 2
      ? "Where the notice sets a different period, count from its own terms. The inventor's oath or declaration may be postponed until the application is otherwise in condition for allowance where an application data sheet names each inventor (37 CFR 1.53(f)(3))."
      : months === 7
        ? "Further time under 37 CFR 1.136(b), for cause, is not modelled."
        : undefined,
}));

/**
 * How a trade mark's ten-year terms follow one another. "anniversary": each term ends on an
 * anniversary of the start (EUTMR Article 52; Japan TMA Article 19). "chained": each renewal
 * runs ten years from the previous expiry, so a term that ended on February 28 keeps ending on
 * the 28th (India TMA s.25(2); UK TMA s.43(4); Madrid Protocol Article 7(1)). "day-before":
 * chained, each term ending the day before its tenth anniversary (China TML Articles 39-40).
 */
export type TermCount = "anniversary" | "chained" | "day-before";

/** The first day of the `term`-th ten-year term (1 = the first) under `count`. */
function termStart(start: CalendarDate, term: number, count: TermCount): CalendarDate {
  if (count === "anniversary") return addMonths(start, (term - 1) * 120);
  let from = start;
  for (let t = 1; t < term; t++)
    from = addDays(termExpiry(from, 1, count), count === "day-before" ? 1 : 0);
  return from;
}

/** The last day of the `term`-th ten-year term under `count`. */
export function termExpiry(start: CalendarDate, term: number, count: TermCount): CalendarDate {
  if (count === "anniversary") return addMonths(start, term * 120);
  const end = addMonths(termStart(start, term, count), 120);
  return count === "day-before" ? addDays(end, -1) : end;
}

/**
 * A trade mark's renewal rules for its first ten-year term, in months from the start (120 =
 * the expiry), repeated for the second and third terms. Rules after the expiry (grace,
 * restoration) count from the expiry itself, as the laws say ("within six months after the
 * expiry"), so a term ending February 28 has its grace end on August 28, not the 29th.
 */
const tenYearCycles = (firstTerm: Rule[], count: TermCount = "anniversary"): Rule[] =>
  [1, 2, 3].flatMap((term) =>
    firstTerm.map((rule): Rule => {
      const months = rule.months ?? 0;
      const at = (start: CalendarDate) =>
        months >= 120
          ? addMonths(termExpiry(start, term, count), months - 120)
          : count === "anniversary"
            ? addMonths(start, (term - 1) * 120 + months)
            : addMonths(termStart(start, term, count), months);
      const period =
        count === "day-before" && months === 120
          ? `${term * 10} years, less a day`
          : `${months + (term - 1) * 120} months`;
      return term === 1
        ? { ...rule, at, period }
        : {
            ...rule,
            at,
            period,
            id: `${rule.id}-${term * 10}`,
            title: `${rule.title} (${term * 10} years)`,
            detail:
              `For the ${ordinal(term)} ten-year term, which a renewal adds from the end of the one before. ${typeof rule.detail === "string" ? rule.detail : ""}`.trim(),
          };
    }),
  );

/** Madrid Protocol Articles 6(1) and 7; Common Regulations Rule 30: each ten-year period. */
const MADRID_RENEWALS: Rule[] = [10, 20, 30].flatMap((years): Rule[] => {
  const cycle = years === 10 ? "" : ` (${years} years)`;
  // Each period runs ten years from the expiry of the one before (Article 7(1)).
  const expiry = (start: CalendarDate) => termExpiry(start, years / 10, "chained");
  return [
    {
      id: `renewal-${years}-opens`,
      at: (start) => addMonths(expiry(start), -6),
      period: `${years * 12 - 6} months`,
      kind: "opens",
      title: `Renewal fees can be paid to WIPO${cycle}`,
      detail: "The renewal fees may be paid in the six months before the ten-year period ends.",
      source: "Common Regulations under the Madrid Protocol, Rule 30(1)(b)",
      office: "WO",
    },
    {
      id: `renewal-${years}-due`,
      at: expiry,
      period: `${years * 12} months`,
      kind: "deadline",
      title:
        years === 10
          ? "International registration expires: renewal due"
          : `International registration expires after ${years} years: renewal due`,
      detail:
        "Each period of protection is ten years; renewal runs ten years from the end of the one before.",
      source: "Madrid Protocol, Articles 6(1) and 7(1); Common Regulations, Rule 30(1)(a)",
      office: "WO",
    },
    {
      id: `renewal-${years}-grace`,
      at: (start) => addMonths(expiry(start), 6),
      period: `${years * 12 + 6} months`,
      kind: "deadline",
      title: `End of the six-month grace period, with the surcharge${cycle}`,
      detail:
        "Renewal is still possible for six months after the due date with a surcharge; then the international registration lapses.",
      source: "Madrid Protocol, Article 7(4); Common Regulations, Rule 30(1)(c)",
      office: "WO",
    },
  ];
});

/**
 * 15 U.S.C. 1063(a); 37 CFR 2.102(c): thirty days from publication, then extensions in the
 * increments the rule allows, counted in days, never beyond 180.
 */
const US_OPPOSITION: Rule[] = [
  {
    days: 30,
    title: "Notice of opposition, or a first request to extend the time",
    detail:
      "Thirty days from publication. By this day a first extension of 30 days is granted on request, or of 90 days for good cause shown.",
    source: "15 U.S.C. 1063(a); 37 CFR 2.101 and 2.102(c)(1)",
  },
  {
    days: 60,
    title: "Opposition after a first 30-day extension, or a request for 60 more days",
    detail:
      "Where the first 30-day extension was granted: the notice of opposition, or a request for a further 60 days for good cause shown.",
    source: "37 CFR 2.102(c)(1)(i) and (c)(2)",
  },
  {
    days: 120,
    title: "Opposition after extensions totalling 90 days, or the final request",
    detail:
      "Where 90 days of extensions were granted (30 and 60, or 90 at once): the notice of opposition, or one final request for 60 days with the applicant's consent or extraordinary circumstances.",
    source: "37 CFR 2.102(c)(2) and (c)(3)",
  },
  {
    days: 180,
    title: "Opposition after the final extension: 180 days, the maximum",
    detail: "The time to oppose is never extended beyond 180 days from publication.",
    source: "37 CFR 2.102(c)",
  },
].map(({ days, ...rest }): Rule => ({
  id: `opposition-${days}-days`,
  at: (published) => addDays(published, days),
  period: `${days} days`,
  kind: "deadline",
  office: "US",
  closed: "uspto-trademarks",
  ...rest,
}));

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

/**
 * Before November 1, 2023 an EPO communication was deemed notified ten days after the date it
 * bears (EPC Rules 126(2) and 127(2) as then in force); from that day, on the date it bears.
 * A communication dated earlier keeps the ten days, whenever its period ends.
 */
const EP_TEN_DAY_RULE_ENDS: CalendarDate = { year: 2023, month: 11, day: 1 };
const tenDayRule = (dated: CalendarDate) => compareDates(dated, EP_TEN_DAY_RULE_ENDS) < 0;
const epNotified = (dated: CalendarDate) => (tenDayRule(dated) ? addDays(dated, 10) : dated);
const TEN_DAY_SOURCE = "EPC Rules 126(2) and 127(2) as in force until October 31, 2023";

/** A period of `months` from an EPO communication, under the notification rule of its day. */
const fromEpCommunication = (months: number) => ({
  at: (dated: CalendarDate) => addMonths(epNotified(dated), months),
  period: `${months} months`,
  from: (dated: CalendarDate) =>
    tenDayRule(dated)
      ? {
          meaning: "the deemed notification, ten days after the date the communication bears",
          date: epNotified(dated),
        }
      : undefined,
});

/**
 * The Trademark Modernization Act's rules (87 FR 431) set three months, extendable by three,
 * for Office actions in applications issued from December 3, 2022; earlier actions set six.
 */
const US_TM_THREE_MONTHS: CalendarDate = { year: 2022, month: 12, day: 3 };
const usTmThreeMonths = (issued: CalendarDate) => compareDates(issued, US_TM_THREE_MONTHS) >= 0;

const RULES: Record<EventId, readonly Rule[]> = {
  "us-trademark-publication": US_OPPOSITION,
  "madrid-registration": MADRID_RENEWALS,
  "us-trademark-office-action": [
    {
      id: "response",
      months: 6,
      kind: "deadline",
      title: "Response to the trademark Office action",
      detail:
        "Six months from the issue date for an Office action issued before December 3, 2022, without extension; unanswered, the application is abandoned.",
      source: "15 U.S.C. 1062(b); 37 CFR 2.62(a), as in force before December 3, 2022",
      office: "US",
      closed: "uspto-trademarks",
      appliesTo: (issued) => !usTmThreeMonths(issued),
    },
    {
      id: "response",
      months: 3,
      appliesTo: usTmThreeMonths,
      kind: "deadline",
      title: "Response to the trademark Office action, or a request to extend",
      detail:
        "Three months from the Office action's issue date; by this day a request and fee extend the time by three months.",
      source: "37 CFR 2.62(a)(1)(i) and (a)(2)",
      office: "US",
      closed: "uspto-trademarks",
      caveat:
        "An Office action in a Madrid application under section 66(a) sets six months, without this extension (37 CFR 2.62(a)(1)(ii)); an action that sets other terms governs.",
    },
    {
      id: "response-extended",
      months: 6,
      appliesTo: usTmThreeMonths,
      kind: "deadline",
      title: "Response after the three-month extension: the maximum",
      detail:
        "The extended time ends six months from the issue date; unanswered, the application is abandoned.",
      source: "37 CFR 2.62(a)(2); 15 U.S.C. 1062(b)",
      office: "US",
      closed: "uspto-trademarks",
    },
  ],
  "us-restriction-requirement": USPTO_RESTRICTION_REPLY,
  "us-missing-parts": USPTO_MISSING_PARTS,
  "us-notice-of-appeal": [
    {
      id: "appeal-brief",
      months: 2,
      kind: "deadline",
      title: "Appeal brief due",
      detail:
        "Two months from the day the USPTO received the notice of appeal (not the date on a certificate of mailing); the time allowed to reply to the rejection no longer counts.",
      source: "37 CFR 41.37(a); MPEP 1205.01",
      office: "US",
      closed: "uspto",
    },
    {
      id: "appeal-brief-extended",
      months: 7,
      kind: "deadline",
      title: "Appeal brief: the latest with a five-month extension of time",
      detail:
        "A petition and fee under 37 CFR 1.136(a) extend the two months by one to five months; no statute sets an earlier maximum for the brief.",
      source: "37 CFR 1.136(a)(1); 37 CFR 1.17(a); MPEP 1205.01",
      office: "US",
      closed: "uspto",
      caveat: "Extensions under 37 CFR 1.136(b), for cause, are not modelled.",
    },
  ],
  "us-application-filed": [US_PRIORITY_CLAIM],
  "us-trademark-notice-of-allowance": US_STATEMENT_OF_USE,
  "ep-search-report": [
    {
      id: "examination-designation",
      months: 6,
      kind: "deadline",
      title: "Request for examination, designation fee, and reply to the search opinion",
      detail:
        "Within six months of the date the European Patent Bulletin mentions the publication of the search report: the examination fee (the written request is in the grant request form), the designation fee, and, unless examination was requested earlier, the reply to the extended European search report.",
      source: "EPC Article 94(1) and (2); EPC Rules 39(1), 70(1) and 70a(1)",
      office: "EP",
      closed: "epo",
      caveat:
        "For a Euro-PCT application, the request is due at 31 months at the earliest (EPC Article 150(2); Rule 159(1)(f)); where examination was requested before the search report was sent, the Rule 70(2) invitation sets the period. Further processing (EPC Article 121) is not modelled.",
    },
  ],
  "ep-rule-161": [
    {
      id: "rule-161",
      ...fromEpCommunication(6),
      kind: "deadline",
      title: "Reply to the written opinion or preliminary examination report, and claims fees",
      detail:
        "Within six months of the communication under Rules 161 and 162, a period that cannot be extended: amendments and comments in reply to the EPO's written opinion (where one is required), and any claims fees not paid at entry.",
      source: (dated) =>
        tenDayRule(dated)
          ? `EPC Rule 161(1) and (2); EPC Rule 162(2); ${TEN_DAY_SOURCE}`
          : "EPC Rule 161(1) and (2); EPC Rule 162(2)",
      office: "EP",
      closed: "epo",
      caveat:
        "Further processing after a missed time limit (EPC Article 121; Rule 135) is not modelled.",
    },
  ],
  "pct-search-report": [ARTICLE_19],
  "euro-pct-entry": [
    {
      id: "european-phase-entry",
      months: 31,
      kind: "deadline",
      title: "Entry into the European phase: the Rule 159(1) acts and claims fees",
      detail:
        "Within 31 months of the priority date: any translation the EPO needs, the application documents to proceed on, the filing fee, the search fee where a supplementary European search is drawn up, any claims fees, and the designation fee, the request for examination and the third-year renewal fee where their own periods ended earlier. The EPO then sends the communication under Rules 161 and 162, which sets its own six-month period.",
      source: "EPC Article 153; EPC Rules 159(1) and 162(1)",
      office: "EP",
      closed: "epo",
      caveat:
        "Further processing after a missed act (EPC Article 121; Rule 135) is not modelled. Choose the Rule 161/162 communication as the event for the reply it asks for.",
    },
  ],
  "us-final-office-action": USPTO_FINAL_REPLY,
  "us-notice-of-allowance": [
    {
      id: "issue-fee",
      months: 3,
      kind: "deadline",
      title: "Issue fee (and any publication fee) due",
      detail:
        "Three months from the mailing of the Notice of Allowance; the period cannot be extended, and unpaid the application is abandoned.",
      source: "35 U.S.C. 151(a); 37 CFR 1.311(a)",
      office: "US",
      closed: "uspto",
      caveat:
        "Acceptance of a late issue fee on a petition to revive (37 CFR 1.137) is not modelled.",
    },
  ],
  "ep-intention-to-grant": [
    {
      id: "rule-71-3",
      ...fromEpCommunication(4),
      kind: "deadline",
      title: "Fee for grant and publishing, any claims fees, and the claims' translations",
      detail:
        "Within four months of the communication under Rule 71(3), a period that cannot be extended; paying and filing approves the text intended for grant.",
      source: (dated) =>
        tenDayRule(dated)
          ? `EPC Rule 71(3) to (5) and (7); ${TEN_DAY_SOURCE}`
          : "EPC Rule 71(3) to (5) and (7)",
      office: "EP",
      closed: "epo",
      caveat:
        "Further processing after a missed time limit (EPC Article 121; Rule 135) is not modelled.",
    },
  ],
  "ep-grant": [
    {
      id: "unitary-effect",
      months: 1,
      kind: "deadline",
      title: "Request for unitary effect",
      detail:
        "No later than one month after the mention of the grant is published; the period cannot be extended. Validations in states outside the Unitary Patent follow each state's own time limit.",
      source:
        "Regulation (EU) No 1257/2012, Article 9(1)(g); Rules relating to Unitary Patent Protection, Rule 6(1)",
      office: "EP",
      caveat:
        "Re-establishment of rights for this period (Rule 22 of the Rules relating to Unitary Patent Protection) is not modelled.",
    },
    {
      id: "validation-translations",
      months: 3,
      kind: "deadline",
      title: "Translations for validation, in the states that require one",
      detail:
        "Where a contracting state requires a translation of the patent, the period ends three months after the mention of the grant, unless that state prescribes a longer one. States party to the London Agreement that share an official language with the EPO require none; other parties may require the claims in their language, or the patent in the language they prescribe.",
      source: "EPC Article 65(1); London Agreement, Article 1",
      office: "",
      caveat:
        "Each state's own period, fees and local requirements are not modelled (see the EPO's National law relating to the EPC, Table IV); a patent with unitary effect needs no validation in the participating states.",
    },
    {
      id: "opposition",
      months: 9,
      kind: "deadline",
      title: "End of the opposition period",
      detail:
        "Anyone may file notice of opposition, with the fee, within nine months of the publication of the mention of the grant.",
      source: "EPC Article 99(1)",
      office: "EP",
      closed: "epo",
    },
  ],
  "in-provisional-application": [
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
  "uk-trademark-publication": [
    {
      id: "opposition",
      months: 2,
      kind: "deadline",
      title: "Notice of opposition (Form TM7), or of threatened opposition (Form TM7A)",
      detail:
        "Two months beginning immediately after the publication date. A notice of threatened opposition filed by this day extends the period to three months for the person who files it.",
      source:
        "Trade Marks Act 1994 (UK), Section 38(2); Trade Marks Rules 2008, Rule 17(2) and (3)",
      office: "GB",
    },
    {
      id: "opposition-extended",
      months: 3,
      kind: "deadline",
      title: "Notice of opposition after a notice of threatened opposition",
      detail:
        "Three months beginning immediately after the publication date, only for a person who filed Form TM7A within the first two.",
      source: "Trade Marks Act 1994 (UK), Section 38(2); Trade Marks Rules 2008, Rule 17",
      office: "GB",
    },
  ],
  "in-trademark-advertisement": [
    {
      id: "opposition",
      months: 4,
      kind: "deadline",
      title: "Notice of opposition (Form TM-O)",
      detail:
        "Within four months from the date of the advertisement or re-advertisement of the application; the Act provides for no extension of this period.",
      source: "Trade Marks Act, 1999 (India), Section 21(1)",
      office: "IN",
    },
  ],
  "eu-trademark-publication": [
    {
      id: "opposition",
      months: 3,
      kind: "deadline",
      title: "Notice of opposition, with the fee",
      detail:
        "Within three months following the publication of the EU trade mark application; the opposition fee must be paid within the same period.",
      source: "Regulation (EU) 2017/1001 (EUTMR), Article 46(1) and (3)",
      office: "EM",
    },
  ],
  "first-filing": [
    {
      id: "paris-design-trademark",
      office: "",
      closed: "paris",
      months: 6,
      kind: "deadline",
      title: "Paris Convention priority for designs and trademarks",
      detail:
        "The last day to file an industrial design or trademark abroad claiming this priority.",
      source: "Paris Convention, Article 4C(1)",
    },
    {
      id: "paris-patent",
      office: "",
      closed: "paris",
      months: 12,
      kind: "deadline",
      title: "Paris Convention priority for patents and utility models",
      detail:
        "The last day to file a patent or utility model application abroad claiming this priority.",
      source: "Paris Convention, Article 4C(1)",
    },
    {
      id: "us-nonprovisional",
      office: "US",
      closed: "uspto",
      months: 12,
      kind: "deadline",
      title: "US non-provisional application claiming a provisional",
      detail:
        "The last day to file a US non-provisional application claiming the benefit of a US provisional application filed on this date.",
      source: "35 U.S.C. 119(e)(1)",
    },
    {
      id: "pct-application",
      office: "",
      closed: "pct",
      months: 12,
      kind: "deadline",
      title: "PCT international application claiming priority",
      detail:
        "The last day to file an international application under the PCT claiming this priority.",
      source: "PCT Article 8(2)(a); Paris Convention, Article 4C(1)",
      caveat:
        "Restoration of the right of priority for an international application filed within two months after this day (PCT Rule 26bis.3) is not modelled.",
    },
    {
      id: "pct-priority-document",
      office: "",
      closed: "pct",
      months: 16,
      kind: "deadline",
      title: "PCT: priority document to the International Bureau or the receiving Office",
      detail:
        "Unless filed with the international application: the certified copy, or a request that the receiving Office prepare it or that it be obtained from a digital library. A copy reaching the International Bureau later, but before international publication, counts as received on this day.",
      source: "PCT Rule 17.1(a), (b) and (b-bis)",
    },
    {
      id: "pct-demand",
      office: "",
      closed: "pct",
      months: 22,
      kind: "deadline",
      title: "PCT Chapter II demand for international preliminary examination",
      detail:
        "22 months from the priority date, or three months from transmittal of the international search report and written opinion if that ends later.",
      source: "PCT Rule 54bis.1(a)",
    },
    {
      id: "national-phase-30",
      office: "",
      closed: "pct",
      months: 30,
      kind: "deadline",
      title: "National phase entry at 30-month offices",
      detail:
        "Including the USPTO, China (CNIPA, which accepts entry up to 32 months for a fee) and Japan (JPO), and most other designated offices.",
      source: "PCT Articles 22(1) and 39(1)(a); 35 U.S.C. 371",
      caveat: NATIONAL_PHASE_CAVEAT,
    },
    {
      id: "national-phase-31",
      office: "",
      closed: "pct",
      months: 31,
      kind: "deadline",
      title: "Regional and national phase entry at 31-month offices",
      detail: "Including the European Patent Office, India, the Republic of Korea and Australia.",
      source: "PCT Article 22(3); EPC Rule 159(1); Indian Patents Rules, 2003, Rule 20",
      caveat: NATIONAL_PHASE_CAVEAT,
    },
    {
      id: "india-examination-request",
      office: "IN",
      months: 31,
      kind: "deadline",
      title: "India: request for examination",
      detail:
        "31 months from the priority date (or the filing date, if earlier) for Indian applications filed on or after March 15, 2024.",
      source:
        "Patents Act, 1970 (India), Section 11B; Patents Rules, 2003, Rule 24B, as amended by the Patents (Amendment) Rules, 2024",
      appliesTo: (date) => compareDates(date, INDIA_RFE_FROM) >= 0,
      leftOut: (date) =>
        `India's request for examination is not listed: the 31-month limit applies to Indian applications filed on or after March 15, 2024 (for one of those claiming this priority date, it ends on ${formatLongDate(addMonths(date, 31))}); applications filed before then had 48 months.`,
    },
  ],
  "us-patent-grant": [
    ...maintenanceFee("First", 3, 4),
    ...maintenanceFee("Second", 7, 8),
    ...maintenanceFee("Third", 11, 12),
  ],
  "us-trademark-registration": [
    {
      id: "section-8-opens",
      office: "US",
      months: 60,
      kind: "opens",
      title: "Section 8 declaration of use: filing window opens",
      detail:
        "The first declaration of continued use (or excusable nonuse) can be filed from the 5th anniversary of registration.",
      source: "15 U.S.C. 1058 (Lanham Act Section 8)",
    },
    {
      id: "section-8-due",
      office: "US",
      closed: "uspto-trademarks",
      months: 72,
      kind: "deadline",
      title: "Section 8 declaration of use due",
      detail:
        "The last day to file without the grace-period surcharge: the 6th anniversary of registration.",
      source: "15 U.S.C. 1058 (Lanham Act Section 8)",
    },
    {
      id: "section-8-grace",
      office: "US",
      closed: "uspto-trademarks",
      // Six months after the anniversary itself: a February 29 registration's sixth
      // anniversary is February 28, so the grace ends on August 28, not the 29th.
      at: (start) => addMonths(addMonths(start, 72), 6),
      period: "78 months",
      kind: "deadline",
      title: "Section 8 declaration: end of the six-month grace period",
      detail:
        "The declaration is still accepted with a surcharge until this day; then the registration is cancelled.",
      source: "15 U.S.C. 1058 (Lanham Act Section 8)",
    },
    ...usRenewal(10),
    ...usRenewal(20),
    ...usRenewal(30),
  ],
  "in-trademark-application": tenYearCycles(
    [
      {
        id: "renewal-opens",
        months: 108,
        office: "IN",
        kind: "opens",
        title: "Renewal request (Form TM-R) can be filed",
        detail: "Renewal may be requested from one year before the registration expires.",
        source: "Trade Marks Act, 1999 (India), Section 25(2); Trade Marks Rules, 2017",
      },
      {
        id: "registration-expires",
        months: 120,
        office: "IN",
        kind: "deadline",
        title: "Registration expires: renewal due",
        detail:
          "A registration is dated from the application date and lasts ten years; renew by this day to avoid the surcharge.",
        source: "Trade Marks Act, 1999 (India), Sections 23(1) and 25(1)",
      },
      {
        id: "surcharge-period-ends",
        months: 126,
        office: "IN",
        kind: "deadline",
        title: "End of renewal with surcharge",
        detail: "Renewal is still possible with the surcharge for six months after expiry.",
        source: "Trade Marks Act, 1999 (India), Section 25(3)",
      },
      {
        id: "restoration-ends",
        months: 132,
        office: "IN",
        kind: "deadline",
        title: "Last day to request restoration and renewal",
        detail:
          "After removal from the register, the Registrar may restore and renew the mark on a request made within one year of expiry.",
        source: "Trade Marks Act, 1999 (India), Section 25(4)",
      },
    ],
    "chained",
  ),
  "eu-trademark-filing": tenYearCycles([
    {
      id: "renewal-opens",
      months: 114,
      office: "EM",
      kind: "opens",
      title: "Renewal period opens",
      detail:
        "The renewal request and fees can be filed in the six months before the registration expires.",
      source: "Regulation (EU) 2017/1001 (EUTMR), Article 53(3)",
    },
    {
      id: "registration-expires",
      months: 120,
      office: "EM",
      kind: "deadline",
      title: "Registration expires: renewal due",
      detail:
        "An EU trade mark is registered for ten years from its filing date; renew by this day to avoid the additional fee.",
      source: "Regulation (EU) 2017/1001 (EUTMR), Articles 52 and 53(3)",
    },
    {
      id: "grace-period-ends",
      months: 126,
      office: "EM",
      kind: "deadline",
      title: "End of the six-month grace period",
      detail:
        "The request and fees are still accepted, with an additional fee for late renewal, until this day.",
      source: "Regulation (EU) 2017/1001 (EUTMR), Article 53(3)",
      caveat:
        "Re-establishment of rights after this period (restitutio in integrum, EUTMR Article 104) is not modelled.",
    },
  ]),
  "ep-application": EP_RENEWALS,
  "in-patent-application": [
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
  "in-first-examination-report": [
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
  "in-patent-grant": FORM_27,
  "us-office-action": USPTO_REPLY,
  "us-design-grant": US_DESIGN_TERM,
  "eu-design-filing": [
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
  "in-design-registration": [
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
  "uk-trademark-filing": tenYearCycles(
    [
      {
        id: "registration-expires",
        months: 120,
        kind: "deadline",
        title: "Registration expires: renewal due",
        detail:
          "A UK trade mark is registered for ten years from its date of registration, which is its filing date; renew by this day to avoid the additional fee.",
        source: "Trade Marks Act 1994 (UK), Sections 40(3), 42(1) and 43(3)",
        office: "GB",
      },
      {
        id: "late-renewal-ends",
        months: 126,
        kind: "deadline",
        title: "End of late renewal with the additional fee",
        detail:
          "The request and fee are still accepted, with an additional renewal fee, for six months after expiry; then the mark is removed from the register.",
        source: "Trade Marks Act 1994 (UK), Section 43(3) and (5); Trade Marks Rules 2008",
        office: "GB",
        caveat: "Restoration after removal is not modelled.",
      },
    ],
    "chained",
  ),
  "jp-trademark-registration": tenYearCycles([
    {
      id: "renewal-opens",
      months: 114,
      kind: "opens",
      title: "Renewal period opens",
      detail: "The application for renewal can be filed in the six months before the term expires.",
      source: "Trademark Act (Japan), Article 20(2)",
      office: "JP",
    },
    {
      id: "registration-expires",
      months: 120,
      kind: "deadline",
      title: "Term expires: renewal due",
      detail:
        "A trademark right runs ten years from the date of registration, renewable for ten more each time.",
      source: "Trademark Act (Japan), Articles 19(1) and 20(2)",
      office: "JP",
    },
    {
      id: "late-renewal-ends",
      months: 126,
      kind: "deadline",
      title: "End of late renewal with the surcharge",
      detail:
        "Renewal is still possible within six months after expiry, with a surcharge on the renewal fee.",
      source: "Trademark Act (Japan), Articles 20(3) and 43",
      office: "JP",
      caveat: "Paying the registration fee in two five-year instalments is not modelled.",
    },
  ]),
  "cn-trademark-registration": tenYearCycles(
    [
      {
        id: "renewal-opens",
        months: 108,
        kind: "opens",
        title: "Renewal period opens",
        detail:
          "Renewal formalities can be completed in the twelve months before the term expires.",
        source: "Trademark Law (China), Article 40",
        office: "CN",
      },
      {
        id: "registration-expires",
        months: 120,
        kind: "deadline",
        title: "Term expires: renewal due",
        detail:
          "Ten years from the date the registration was approved, ending the day before its tenth anniversary (registered April 7, 2015: to April 6, 2025); each renewal runs ten years from the day after the term before ends.",
        source: "Trademark Law (China), Articles 39 and 40",
        office: "CN",
      },
      {
        id: "grace-period-ends",
        months: 126,
        kind: "deadline",
        title: "End of the six-month grace period",
        detail:
          "Renewal is still possible in the six months after expiry; then the registration is cancelled.",
        source: "Trademark Law (China), Article 40",
        office: "CN",
      },
    ],
    "day-before",
  ),
};

function deadlineOf(rule: Rule, start: CalendarDate, context: EventContext): Deadline {
  const date = rule.at ? rule.at(start, context) : addMonths(start, rule.months ?? 0);
  const closed = rule.closed && rule.kind === "deadline" ? CLOSED_DAYS[rule.closed] : undefined;
  // A row for several offices is never moved: their closed days differ (some are open on a
  // Sunday), so it gives the rule under which each office extends it instead.
  const severalOffices = closed && rule.office === "";
  const move = closed && !severalOffices ? nextOpenDay(date, closed) : undefined;
  const from = rule.from?.(start, context);
  const warning = rule.warning?.(start, context);
  return {
    id: rule.id,
    kind: rule.kind,
    title: rule.title,
    detail: typeof rule.detail === "function" ? rule.detail(start) : rule.detail,
    source: typeof rule.source === "function" ? rule.source(start) : rule.source,
    office: rule.office,
    period:
      typeof rule.period === "function"
        ? rule.period(start, context)
        : (rule.period ?? `${rule.months} months`),
    ...(from ? { from } : {}),
    date,
    ...(move && closed
      ? {
          extended: {
            to: move.to,
            because: move.because,
            source: closed.source,
            holidaysComputed: closed.holidays,
          },
        }
      : {}),
    ...(severalOffices ? { severalOffices: { source: closed.source } } : {}),
    ...(rule.kind === "deadline" && !closed && isWeekend(date)
      ? { weekendUnmoved: true as const }
      : {}),
    ...(warning ? { warning } : {}),
    ...(rule.caveat
      ? { caveat: typeof rule.caveat === "function" ? rule.caveat(start) : rule.caveat }
      : {}),
  };
}

/** Events whose calculation takes a priority date besides the event's own. */
export const TAKES_PRIORITY: ReadonlySet<EventId> = new Set([
  "in-patent-application",
  "pct-search-report",
  "us-application-filed",
]);

/** Every deadline that follows `event` on `start`, earliest first. */
export function deadlinesFor(
  eventId: EventId,
  start: CalendarDate,
  context: EventContext = {},
): DeadlineResult {
  const event = eventById(eventId)!;
  const used: EventContext = TAKES_PRIORITY.has(eventId) ? context : {};
  const notes: string[] = [];
  const deadlines: Deadline[] = [];
  for (const rule of RULES[eventId]) {
    if (rule.appliesTo && !rule.appliesTo(start)) {
      if (rule.leftOut) notes.push(rule.leftOut(start));
      continue;
    }
    deadlines.push(deadlineOf(rule, start, used));
  }
  deadlines.sort((a, b) => compareDates(a.date, b.date));
  return { event, start, ...(used.priority ? { priority: used.priority } : {}), deadlines, notes };
}
