import {
  addMonths,
  compareDates,
  formatLongDate,
  isWeekend,
  nextWeekday,
  type CalendarDate,
} from "@/lib/deadlines/dates";

/**
 * The deadline rules behind /ip-deadline-calculator: each event's periods in months, what falls
 * due at the end of each, and the provision it comes from. Periods of months follow PCT Rule
 * 80.2 (same day of the month, or the month's last day); holidays are not computed.
 */

export const EVENT_IDS = [
  "first-filing",
  "us-patent-grant",
  "us-trademark-registration",
  "in-trademark-application",
  "eu-trademark-filing",
] as const;

export type EventId = (typeof EVENT_IDS)[number];

export interface CalculatorEvent {
  id: EventId;
  /** The choice in the event list. */
  label: string;
  /** What the date means for this event, shown above the results. */
  dateMeaning: string;
}

export const EVENTS: readonly CalculatorEvent[] = [
  {
    id: "first-filing",
    label: "First filing (priority date)",
    dateMeaning: "the filing date of the first application, which becomes the priority date",
  },
  {
    id: "us-patent-grant",
    label: "US utility patent granted",
    dateMeaning: "the issue date of a US utility patent",
  },
  {
    id: "us-trademark-registration",
    label: "US trademark registered",
    dateMeaning: "the registration date of a US trademark",
  },
  {
    id: "in-trademark-application",
    label: "Indian trademark application filed",
    dateMeaning: "the filing date of an Indian trademark application",
  },
  {
    id: "eu-trademark-filing",
    label: "EU trade mark application filed",
    dateMeaning: "the filing date of an EU trade mark application",
  },
];

export function eventById(id: string): CalculatorEvent | undefined {
  return EVENTS.find((event) => event.id === id);
}

/** "opens": the first day something may be done; "deadline": the last day to do it. */
export type DeadlineKind = "opens" | "deadline";

interface Rule {
  id: string;
  months: number;
  kind: DeadlineKind;
  /** What is due, or what opens. */
  title: string;
  /** One sentence on what the period is for. */
  detail: string;
  /** The provision, with its jurisdiction. */
  source: string;
  /** Only for some dates: where it returns false, the rule is left out with `leftOut`'s note. */
  appliesTo?: (date: CalendarDate) => boolean;
  leftOut?: (date: CalendarDate) => string;
}

export interface Deadline {
  id: string;
  kind: DeadlineKind;
  title: string;
  detail: string;
  source: string;
  months: number;
  date: CalendarDate;
  /** A deadline on a Saturday or Sunday: the next Monday, where offices usually extend it. */
  weekendShift?: CalendarDate;
}

export interface DeadlineResult {
  event: CalculatorEvent;
  start: CalendarDate;
  deadlines: Deadline[];
  /** Rules left out for this date, and why. */
  notes: string[];
}

const INDIA_RFE_FROM: CalendarDate = { year: 2024, month: 3, day: 15 };

const maintenanceFee = (ordinal: string, years: number, surchargeEnds: number): Rule[] => {
  const window = years * 12;
  return [
    {
      id: `maintenance-${years}-opens`,
      months: window,
      kind: "opens",
      title: `${ordinal} maintenance fee: payment window opens`,
      detail: `The fee due at ${years}.5 years can be paid without surcharge from ${years} years after grant; it cannot be paid earlier.`,
      source: "37 CFR 1.362(d)",
    },
    {
      id: `maintenance-${years}-due`,
      months: window + 6,
      kind: "deadline",
      title: `${ordinal} maintenance fee due (${years}.5 years after grant)`,
      detail: "The last day to pay without the surcharge.",
      source: "35 U.S.C. 41(b)(1); 37 CFR 1.362(d)",
    },
    {
      id: `maintenance-${years}-grace`,
      months: window + 12,
      kind: "deadline",
      title: `${ordinal} maintenance fee: end of the six-month grace period`,
      detail: `Payable with the surcharge until the ${surchargeEnds}th anniversary of grant; unpaid, the patent expires at the end of this day.`,
      source: "35 U.S.C. 41(b)(2); 37 CFR 1.362(e)",
    },
  ];
};

const usRenewal = (anniversary: number): Rule[] => [
  {
    id: `sections-8-9-year-${anniversary}-opens`,
    months: (anniversary - 1) * 12,
    kind: "opens",
    title: `Sections 8 and 9 (${anniversary}-year renewal): filing window opens`,
    detail: `The combined declaration of use and application for renewal can be filed in the year before the ${anniversary}th anniversary of registration.`,
    source: "15 U.S.C. 1058 and 1059 (Lanham Act Sections 8 and 9)",
  },
  {
    id: `sections-8-9-year-${anniversary}-due`,
    months: anniversary * 12,
    kind: "deadline",
    title: `Sections 8 and 9 (${anniversary}-year renewal) due`,
    detail: `The last day to file the combined declaration and renewal without the grace-period surcharge: the ${anniversary}th anniversary of registration.`,
    source: "15 U.S.C. 1058 and 1059 (Lanham Act Sections 8 and 9)",
  },
  {
    id: `sections-8-9-year-${anniversary}-grace`,
    months: anniversary * 12 + 6,
    kind: "deadline",
    title: `Sections 8 and 9 (${anniversary}-year renewal): end of the six-month grace period`,
    detail:
      "The filing is still accepted with a surcharge until this day; then the registration is cancelled.",
    source: "15 U.S.C. 1058 and 1059 (Lanham Act Sections 8 and 9)",
  },
];

const RULES: Record<EventId, readonly Rule[]> = {
  "first-filing": [
    {
      id: "paris-design-trademark",
      months: 6,
      kind: "deadline",
      title: "Paris Convention priority for designs and trademarks",
      detail:
        "The last day to file an industrial design or trademark abroad claiming this priority.",
      source: "Paris Convention, Article 4C(1)",
    },
    {
      id: "paris-patent",
      months: 12,
      kind: "deadline",
      title: "Paris Convention priority for patents and utility models",
      detail:
        "The last day to file a patent or utility model application abroad claiming this priority.",
      source: "Paris Convention, Article 4C(1)",
    },
    {
      id: "us-nonprovisional",
      months: 12,
      kind: "deadline",
      title: "US non-provisional application claiming a provisional",
      detail:
        "The last day to file a US non-provisional application claiming the benefit of a US provisional application filed on this date.",
      source: "35 U.S.C. 119(e)(1)",
    },
    {
      id: "pct-application",
      months: 12,
      kind: "deadline",
      title: "PCT international application claiming priority",
      detail:
        "The last day to file an international application under the PCT claiming this priority.",
      source: "PCT Article 8(2)(a); Paris Convention, Article 4C(1)",
    },
    {
      id: "pct-demand",
      months: 22,
      kind: "deadline",
      title: "PCT Chapter II demand for international preliminary examination",
      detail:
        "22 months from the priority date, or three months from transmittal of the international search report and written opinion if that ends later.",
      source: "PCT Rule 54bis.1(a)",
    },
    {
      id: "national-phase-30",
      months: 30,
      kind: "deadline",
      title: "National phase entry at 30-month offices",
      detail:
        "Including the USPTO, China (CNIPA, which accepts entry up to 32 months for a fee) and Japan (JPO), and most other designated offices.",
      source: "PCT Articles 22(1) and 39(1)(a); 35 U.S.C. 371",
    },
    {
      id: "national-phase-31",
      months: 31,
      kind: "deadline",
      title: "Regional and national phase entry at 31-month offices",
      detail: "Including the European Patent Office, India, the Republic of Korea and Australia.",
      source: "PCT Article 22(3); EPC Rule 159(1); Indian Patents Rules, 2003, Rule 20",
    },
    {
      id: "india-examination-request",
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
      months: 60,
      kind: "opens",
      title: "Section 8 declaration of use: filing window opens",
      detail:
        "The first declaration of continued use (or excusable nonuse) can be filed from the 5th anniversary of registration.",
      source: "15 U.S.C. 1058 (Lanham Act Section 8)",
    },
    {
      id: "section-8-due",
      months: 72,
      kind: "deadline",
      title: "Section 8 declaration of use due",
      detail:
        "The last day to file without the grace-period surcharge: the 6th anniversary of registration.",
      source: "15 U.S.C. 1058 (Lanham Act Section 8)",
    },
    {
      id: "section-8-grace",
      months: 78,
      kind: "deadline",
      title: "Section 8 declaration: end of the six-month grace period",
      detail:
        "The declaration is still accepted with a surcharge until this day; then the registration is cancelled.",
      source: "15 U.S.C. 1058 (Lanham Act Section 8)",
    },
    ...usRenewal(10),
    ...usRenewal(20),
  ],
  "in-trademark-application": [
    {
      id: "renewal-opens",
      months: 108,
      kind: "opens",
      title: "Renewal request (Form TM-R) can be filed",
      detail: "Renewal may be requested from one year before the registration expires.",
      source: "Trade Marks Act, 1999 (India), Section 25(2); Trade Marks Rules, 2017",
    },
    {
      id: "registration-expires",
      months: 120,
      kind: "deadline",
      title: "Registration expires: renewal due",
      detail:
        "A registration is dated from the application date and lasts ten years; renew by this day to avoid the surcharge.",
      source: "Trade Marks Act, 1999 (India), Sections 23(1) and 25(1)",
    },
    {
      id: "surcharge-period-ends",
      months: 126,
      kind: "deadline",
      title: "End of renewal with surcharge",
      detail: "Renewal is still possible with the surcharge for six months after expiry.",
      source: "Trade Marks Act, 1999 (India), Section 25(3)",
    },
    {
      id: "restoration-ends",
      months: 132,
      kind: "deadline",
      title: "Last day to request restoration and renewal",
      detail:
        "After removal from the register, the Registrar may restore and renew the mark on a request made within one year of expiry.",
      source: "Trade Marks Act, 1999 (India), Section 25(4)",
    },
  ],
  "eu-trademark-filing": [
    {
      id: "renewal-opens",
      months: 114,
      kind: "opens",
      title: "Renewal period opens",
      detail:
        "The renewal request and fees can be filed in the six months before the registration expires.",
      source: "Regulation (EU) 2017/1001 (EUTMR), Article 53(3)",
    },
    {
      id: "registration-expires",
      months: 120,
      kind: "deadline",
      title: "Registration expires: renewal due",
      detail:
        "An EU trade mark is registered for ten years from its filing date; renew by this day to avoid the additional fee.",
      source: "Regulation (EU) 2017/1001 (EUTMR), Articles 52 and 53(3)",
    },
    {
      id: "grace-period-ends",
      months: 126,
      kind: "deadline",
      title: "End of the six-month grace period",
      detail:
        "The request and fees are still accepted, with an additional fee for late renewal, until this day.",
      source: "Regulation (EU) 2017/1001 (EUTMR), Article 53(3)",
    },
  ],
};

/** Every deadline that follows `event` on `start`, earliest first. */
export function deadlinesFor(eventId: EventId, start: CalendarDate): DeadlineResult {
  const event = eventById(eventId)!;
  const notes: string[] = [];
  const deadlines: Deadline[] = [];
  for (const rule of RULES[eventId]) {
    if (rule.appliesTo && !rule.appliesTo(start)) {
      if (rule.leftOut) notes.push(rule.leftOut(start));
      continue;
    }
    const date = addMonths(start, rule.months);
    deadlines.push({
      id: rule.id,
      kind: rule.kind,
      title: rule.title,
      detail: rule.detail,
      source: rule.source,
      months: rule.months,
      date,
      ...(rule.kind === "deadline" && isWeekend(date) ? { weekendShift: nextWeekday(date) } : {}),
    });
  }
  deadlines.sort((a, b) => compareDates(a.date, b.date) || a.months - b.months);
  return { event, start, deadlines, notes };
}
