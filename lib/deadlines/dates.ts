/**
 * Calendar dates without times or time zones: a deadline is a day, wherever the visitor is.
 * Months are 1-12. Every function here is pure.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export type DateReading =
  | { ok: true; date: CalendarDate }
  | { ok: false; reason: "missing" | "malformed" | "nonexistent" | "out-of-range" };

/** Years the calculator accepts: wide enough for any live right, narrow enough to be a typo check. */
export const FIRST_YEAR = 1980;
export const LAST_YEAR = 2100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads `YYYY-MM-DD`, telling a malformed string from a date the calendar does not have. */
export function parseIsoDate(value: string | undefined): DateReading {
  const text = value?.trim() ?? "";
  if (text === "") return { ok: false, reason: "missing" };
  const match = ISO_DATE.exec(text);
  if (!match) return { ok: false, reason: "malformed" };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return { ok: false, reason: "nonexistent" };
  if (year < FIRST_YEAR || year > LAST_YEAR) return { ok: false, reason: "out-of-range" };
  return { ok: true, date: { year, month, day } };
}

export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * The date `months` months after `date`: the same day of the month, or the last day of the
 * target month when it has no such day (PCT Rule 80.2; EPC Rule 131(4) and most offices alike).
 */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export const addYears = (date: CalendarDate, years: number) => addMonths(date, years * 12);

/** The last day of the month `date` falls in. */
export function endOfMonth(date: CalendarDate): CalendarDate {
  return { ...date, day: daysInMonth(date.year, date.month) };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek({ year, month, day }: CalendarDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isWeekend(date: CalendarDate): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

/** The Monday after a Saturday or Sunday; any other day unchanged. */
export function nextWeekday(date: CalendarDate): CalendarDate {
  const weekday = dayOfWeek(date);
  return weekday === 6 ? addDays(date, 2) : weekday === 0 ? addDays(date, 1) : date;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
/** Month names, January first. */
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export const weekdayName = (date: CalendarDate) => WEEKDAYS[dayOfWeek(date)]!;

/** "Friday, July 31, 2026": the weekday spelled out, since a weekend matters here. */
export function formatLongDate(date: CalendarDate): string {
  return `${weekdayName(date)}, ${MONTHS[date.month - 1]} ${date.day}, ${date.year}`;
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return (a.year - b.year) * 10_000 + (a.month - b.month) * 100 + (a.day - b.day);
}

/** The calendar date of `now` where the code runs: the server's at request time, the browser's on the page. */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
