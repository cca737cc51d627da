import {
  compareDates,
  daysInMonth,
  FIRST_YEAR,
  LAST_YEAR,
  MONTHS,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
  type DateReading,
} from "@/lib/deadlines/dates";
import {
  deadlinesFor,
  eventById,
  setPeriodOf,
  TAKES_PRIORITY,
  type DeadlineResult,
} from "@/lib/deadlines/rules";

type Param = string | string[] | undefined;

/** The form's fields as sent; `priority` only where the visitor gave one. */
export interface CalculatorValues {
  event: string;
  date: string;
  priority?: string;
  /** The months the communication set, where the event takes one. */
  period?: string;
}

export interface CalculatorErrors {
  event?: string;
  date?: string;
  priority?: string;
  period?: string;
}

/** What the calculator shows for a query string: nothing asked yet, field errors, or results. */
export type CalculatorState =
  | { kind: "empty" }
  | {
      kind: "invalid";
      /** What the visitor sent, echoed back into the form (trimmed and capped). */
      values: CalculatorValues;
      errors: CalculatorErrors;
    }
  | { kind: "result"; values: CalculatorValues; result: DeadlineResult };

export const CALCULATOR_MESSAGES = {
  eventMissing: "Choose the event the deadlines run from.",
  eventUnknown: "Choose one of the events in the list.",
  dateMissing: "Enter the date of the event.",
  dateMalformed: "Enter the date as YYYY-MM-DD, for example 2024-01-31.",
  dateOutOfRange: `Enter a date between ${FIRST_YEAR} and ${LAST_YEAR}.`,
  priorityMalformed:
    "Enter the priority date as YYYY-MM-DD, for example 2023-09-30, or leave it empty.",
  priorityOutOfRange: `Enter a priority date between ${FIRST_YEAR} and ${LAST_YEAR}, or leave it empty.`,
  priorityAfterFiling:
    "The priority date cannot be after the filing date: enter the earliest priority date claimed.",
  priorityAfterTransmittal:
    "The priority date cannot be after the search report's transmittal: enter the earliest priority date claimed.",
  periodInvalid:
    "Choose the period the communication sets, in months, from the list, or leave it empty for the office's usual period.",
} as const;

const first = (value: Param) => (Array.isArray(value) ? value[0] : value) ?? "";
const clean = (value: Param) => first(value).trim().slice(0, 40);

function nonexistentDate(text: string): string {
  const [year, month] = text.split("-").map(Number) as [number, number];
  if (month >= 1 && month <= 12)
    return `${text} is not a date on the calendar: ${MONTHS[month - 1]} ${year} has ${daysInMonth(year, month)} days.`;
  return `${text} is not a date on the calendar: the month must be 01 to 12.`;
}

function priorityError(text: string, reading: DateReading): string {
  if (reading.ok) return "";
  return reading.reason === "out-of-range"
    ? CALCULATOR_MESSAGES.priorityOutOfRange
    : reading.reason === "nonexistent"
      ? nonexistentDate(text)
      : CALCULATOR_MESSAGES.priorityMalformed;
}

/** Reads `?event=&date=[&priority=]` as Next hands them to a page or route handler. */
export function readCalculatorQuery(params: {
  event?: Param;
  date?: Param;
  priority?: Param;
  period?: Param;
}): CalculatorState {
  // Nothing asked: neither field in the address. A submit with both left blank sends both,
  // empty, and is answered with what to fill in.
  if (params.event === undefined && params.date === undefined) return { kind: "empty" };
  const priorityText = clean(params.priority);
  const periodText = clean(params.period);
  const values: CalculatorValues = {
    event: clean(params.event),
    date: clean(params.date),
    ...(priorityText ? { priority: priorityText } : {}),
    ...(periodText ? { period: periodText } : {}),
  };

  const errors: CalculatorErrors = {};
  const event = eventById(values.event);
  if (!event)
    errors.event =
      values.event === "" ? CALCULATOR_MESSAGES.eventMissing : CALCULATOR_MESSAGES.eventUnknown;

  const date = parseIsoDate(values.date);
  if (!date.ok)
    errors.date =
      date.reason === "missing"
        ? CALCULATOR_MESSAGES.dateMissing
        : date.reason === "malformed"
          ? CALCULATOR_MESSAGES.dateMalformed
          : date.reason === "out-of-range"
            ? CALCULATOR_MESSAGES.dateOutOfRange
            : nonexistentDate(values.date);

  // The priority date counts only for the events that take one; elsewhere it is kept in the
  // form as typed and left out of the calculation and its links.
  let priority: CalendarDate | undefined;
  if (priorityText && event && TAKES_PRIORITY.has(event.id)) {
    const reading = parseIsoDate(priorityText);
    if (!reading.ok) errors.priority = priorityError(priorityText, reading);
    else if (date.ok && compareDates(reading.date, date.date) > 0)
      errors.priority =
        event.id === "pct-search-report"
          ? CALCULATOR_MESSAGES.priorityAfterTransmittal
          : CALCULATOR_MESSAGES.priorityAfterFiling;
    else priority = reading.date;
  }

  // The set period counts only for the events whose communication sets one; elsewhere it is
  // kept in the form and left out, as the priority date is.
  let period: number | undefined;
  const set = event ? setPeriodOf(event.id) : undefined;
  if (periodText && set) {
    const months = /^\d{1,2}$/.test(periodText) ? Number(periodText) : NaN;
    if (set.choices.includes(months)) period = months;
    else errors.period = CALCULATOR_MESSAGES.periodInvalid;
  }

  if (!event || !date.ok || errors.priority || errors.period)
    return { kind: "invalid", values, errors };
  return {
    kind: "result",
    values: {
      event: event.id,
      date: toIsoDate(date.date),
      ...(priority
        ? { priority: toIsoDate(priority) }
        : values.priority
          ? { priority: values.priority }
          : {}),
      ...(values.period ? { period: values.period } : {}),
    },
    result: deadlinesFor(event.id, date.date, { priority, period }),
  };
}

export const CALCULATOR_PATH = "/ip-deadline-calculator";

/** A calculation's own query: the event, its date and the priority date where one counted. */
function calculationQuery(result: DeadlineResult): URLSearchParams {
  return new URLSearchParams({
    event: result.event.id,
    date: toIsoDate(result.start),
    ...(result.priority ? { priority: toIsoDate(result.priority) } : {}),
    ...(result.period && !result.period.usual ? { period: String(result.period.months) } : {}),
  });
}

/** The shareable address of a calculation. */
export function calculatorHref(result: DeadlineResult): string {
  return `${CALCULATOR_PATH}?${calculationQuery(result)}`;
}

/**
 * The docket as CSV, with the same query as the page (the chosen PCT offices included), and
 * the visitor's own date where the page knows it, so "passed" means passed where they are.
 */
export function docketHref(
  result: DeadlineResult,
  offices: readonly string[] = [],
  today?: string,
): string {
  const query = calculationQuery(result);
  if (offices.length > 0) query.set("offices", offices.join(" "));
  if (today) query.set("today", today);
  return `${CALCULATOR_PATH}/docket.csv?${query}`;
}

/** The calculation's calendar file: every deadline, or the one named. */
export function calendarHref(result: DeadlineResult, deadline?: string): string {
  const query = calculationQuery(result);
  if (deadline) query.set("deadline", deadline);
  return `${CALCULATOR_PATH}/calendar?${query}`;
}
