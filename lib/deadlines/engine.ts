import {
  addDays,
  addMonths,
  compareDates,
  isWeekend,
  weekdayName,
  type CalendarDate,
} from "@/lib/deadlines/dates";
import {
  closureOn,
  EPO_CHECK,
  EPO_CLOSURES,
  USPTO_CLOSURES,
  WEEKENDS_ONLY,
  type OfficeClosure,
} from "@/lib/deadlines/closures";
import { usFederalHoliday } from "@/lib/deadlines/holidays";

/**
 * The calculator's engine: what a rule is, and how a rule becomes a dated deadline. The rules
 * themselves live in one module per office or family (pct, us-patents, ep, in-patents,
 * designs, trademarks), each event defined once with its rules; lib/deadlines/rules.ts lists
 * the modules. Periods of months follow PCT Rule 80.2 (same day of the month, or the month's
 * last day). A deadline on a day the office is closed moves only where a rule quoted here says
 * so (CLOSED_DAYS); holidays are computed for the USPTO alone.
 */

/** The event list's groups (an <optgroup> each), in the list's order. */
export const EVENT_GROUPS = [
  "Priority and PCT",
  "US patents",
  "European patents",
  "Indian patents",
  "Designs",
  "Trade marks",
] as const;

export type EventGroup = (typeof EVENT_GROUPS)[number];

export interface CalculatorEvent<Id extends string = string> {
  id: Id;
  /** The choice in the event list. */
  label: string;
  group: EventGroup;
  /** What the date means for this event, shown above the results. */
  dateMeaning: string;
}

/**
 * "opens": the first day something may be done; "deadline": the last day to do it; "expires":
 * the end of a right's term, which no act extends.
 */
export type DeadlineKind = "opens" | "deadline" | "expires";

/**
 * What an office's law does with a deadline that falls on a day it is closed. `holidays`: the
 * calculator knows the office's holidays (US federal holidays, lib/deadlines/holidays.ts) and
 * closings; otherwise Saturdays and Sundays, and the `closures` read in the office's notices,
 * are the closed days, and `check` says what the visitor must check.
 */
export interface ClosedDays {
  holidays: boolean;
  source: string;
  closures?: readonly OfficeClosure[];
  check?: string;
}

export const CLOSED_DAYS = {
  uspto: { holidays: true, source: "35 U.S.C. 21(b); 37 CFR 1.7(a)", closures: USPTO_CLOSURES },
  "uspto-trademarks": { holidays: true, source: "37 CFR 2.196", closures: USPTO_CLOSURES },
  epo: { holidays: false, source: "EPC Rule 134(1)", closures: EPO_CLOSURES, check: EPO_CHECK },
  paris: { holidays: false, source: "Paris Convention, Article 4C(3)" },
  pct: { holidays: false, source: "PCT Rule 80.5", check: WEEKENDS_ONLY },
} as const satisfies Record<string, ClosedDays>;

export type ClosedDaysId = keyof typeof CLOSED_DAYS;

export interface Rule {
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
  extended?: {
    to: CalendarDate;
    because: string;
    source: string;
    holidaysComputed: boolean;
    /** Where the office's closing days are not all known here: what to check. */
    check?: string;
  };
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
  /** The period in months the office set in the communication (events with `setPeriod`). */
  period?: number;
}

/**
 * A period the office sets in the communication itself, within what its rule allows: the
 * visitor enters it, and the office's usual period is offered (and used when none is given).
 */
export interface SetPeriod {
  /** The months the office usually sets, and the rule that says so. */
  usual: number;
  usualSource: string;
  /** The months the rule allows. */
  choices: readonly number[];
}

/** Why `date` is closed under `closed`, or undefined on a working day. */
function closedBecause(date: CalendarDate, closed: ClosedDays): string | undefined {
  if (isWeekend(date)) return `a ${weekdayName(date)}`;
  const holiday = closed.holidays ? usFederalHoliday(date) : undefined;
  if (holiday) return `a federal holiday (${holiday.name})`;
  return closureOn(closed.closures, date)?.because;
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

export const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** The earlier of two dates. */
export const earlier = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) <= 0 ? a : b);
/** The later of two dates. */
export const later = (a: CalendarDate, b: CalendarDate) => (compareDates(a, b) >= 0 ? a : b);

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
            ...("check" in closed ? { check: closed.check } : {}),
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

/** One event: what the visitor picks, what its date means, and every rule that follows it. */
export interface EventDefinition extends CalculatorEvent {
  /** The calculation takes a priority date besides the event's own. */
  takesPriority?: true;
  /** The communication sets its own period, which the visitor enters. */
  setPeriod?: SetPeriod;
  rules: readonly Rule[];
}

/** A module's events, their ids kept as literal types for the registry's EventId. */
export const defineEvents = <const T extends readonly EventDefinition[]>(events: T): T => events;

/** Every deadline that follows an event on `start`, earliest first, and the rules left out. */
export function computeDeadlines(
  definition: EventDefinition,
  start: CalendarDate,
  context: EventContext,
): { deadlines: Deadline[]; notes: string[] } {
  const notes: string[] = [];
  const deadlines: Deadline[] = [];
  for (const rule of definition.rules) {
    if (rule.appliesTo && !rule.appliesTo(start)) {
      if (rule.leftOut) notes.push(rule.leftOut(start));
      continue;
    }
    deadlines.push(deadlineOf(rule, start, context));
  }
  deadlines.sort((a, b) => compareDates(a.date, b.date));
  return { deadlines, notes };
}
