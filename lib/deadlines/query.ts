import {
  daysInMonth,
  FIRST_YEAR,
  LAST_YEAR,
  MONTHS,
  parseIsoDate,
  toIsoDate,
} from "@/lib/deadlines/dates";
import { deadlinesFor, eventById, type DeadlineResult } from "@/lib/deadlines/rules";

type Param = string | string[] | undefined;

/** What the calculator shows for a query string: nothing asked yet, field errors, or results. */
export type CalculatorState =
  | { kind: "empty" }
  | {
      kind: "invalid";
      /** What the visitor sent, echoed back into the form (trimmed and capped). */
      values: { event: string; date: string };
      errors: { event?: string; date?: string };
    }
  | { kind: "result"; values: { event: string; date: string }; result: DeadlineResult };

export const CALCULATOR_MESSAGES = {
  eventMissing: "Choose the event the deadlines run from.",
  eventUnknown: "Choose one of the events in the list.",
  dateMissing: "Enter the date of the event.",
  dateMalformed: "Enter the date as YYYY-MM-DD, for example 2024-01-31.",
  dateOutOfRange: `Enter a date between ${FIRST_YEAR} and ${LAST_YEAR}.`,
} as const;

const first = (value: Param) => (Array.isArray(value) ? value[0] : value) ?? "";
const clean = (value: Param) => first(value).trim().slice(0, 40);

function nonexistentDate(text: string): string {
  const [year, month] = text.split("-").map(Number) as [number, number];
  if (month >= 1 && month <= 12)
    return `${text} is not a date on the calendar: ${MONTHS[month - 1]} ${year} has ${daysInMonth(year, month)} days.`;
  return `${text} is not a date on the calendar: the month must be 01 to 12.`;
}

/** Reads `?event=&date=` as Next hands them to a page or route handler. */
export function readCalculatorQuery(params: { event?: Param; date?: Param }): CalculatorState {
  // Nothing asked: neither field in the address. A submit with both left blank sends both,
  // empty, and is answered with what to fill in.
  if (params.event === undefined && params.date === undefined) return { kind: "empty" };
  const values = { event: clean(params.event), date: clean(params.date) };

  const errors: { event?: string; date?: string } = {};
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

  if (!event || !date.ok) return { kind: "invalid", values, errors };
  return {
    kind: "result",
    values: { event: event.id, date: toIsoDate(date.date) },
    result: deadlinesFor(event.id, date.date),
  };
}

export const CALCULATOR_PATH = "/ip-deadline-calculator";

/** The shareable address of a calculation, and of its calendar file (one deadline or all). */
export function calculatorHref(event: string, date: string): string {
  return `${CALCULATOR_PATH}?${new URLSearchParams({ event, date })}`;
}

/** The docket as CSV, with the same query as the page (the chosen PCT offices included). */
export function docketHref(event: string, date: string, offices: readonly string[] = []): string {
  const query = new URLSearchParams({ event, date });
  if (offices.length > 0) query.set("offices", offices.join(" "));
  return `${CALCULATOR_PATH}/docket.csv?${query}`;
}

export function calendarHref(event: string, date: string, deadline?: string): string {
  const query = new URLSearchParams({ event, date, ...(deadline ? { deadline } : {}) });
  return `${CALCULATOR_PATH}/calendar?${query}`;
}
