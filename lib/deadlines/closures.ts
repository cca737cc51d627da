import { addDays, compareDates, type CalendarDate } from "@/lib/deadlines/dates";

/**
 * Days an office was or will be closed besides weekends and (at the USPTO) the federal
 * holidays worked out in lib/deadlines/holidays.ts: only days read in the office's own
 * notices. Where an office's full calendar for a year could not be checked, its rows say so.
 */
export interface OfficeClosure {
  date: CalendarDate;
  /** Why the office is closed, as it reads after "falls on". */
  because: string;
}

const days = (from: CalendarDate, to: CalendarDate, because: string): OfficeClosure[] => {
  const list: OfficeClosure[] = [];
  for (let date = from; compareDates(date, to) <= 0; date = addDays(date, 1))
    list.push({ date, because });
  return list;
};

/**
 * A whole day the USPTO is officially closed counts as "a Federal holiday within the District
 * of Columbia" under 35 U.S.C. 21(b) (MPEP 510). Federal offices closed on January 9, 2025 for
 * the National Day of Mourning for President Jimmy Carter.
 */
export const USPTO_CLOSURES: readonly OfficeClosure[] = [
  {
    date: { year: 2025, month: 1, day: 9 },
    because: "a day the USPTO was closed (National Day of Mourning for President Jimmy Carter)",
  },
];

/**
 * The EPO's Christmas closures, from its notices "EPO offices closed from 24 December 2024 to
 * 1 January 2025" and "... from 24 December 2025 to 1 January 2026" (periods ending then run
 * to January 2; EPC Rule 134(1)). Its other closing days for 2025 to 2027 (OJ EPO notices)
 * could not be checked here, so they are not computed.
 */
export const EPO_CLOSURES: readonly OfficeClosure[] = [
  ...days(
    { year: 2024, month: 12, day: 24 },
    { year: 2025, month: 1, day: 1 },
    "a day of the EPO's Christmas closure (December 24, 2024 to January 1, 2025)",
  ),
  ...days(
    { year: 2025, month: 12, day: 24 },
    { year: 2026, month: 1, day: 1 },
    "a day of the EPO's Christmas closure (December 24, 2025 to January 1, 2026)",
  ),
];

export const closureOn = (closures: readonly OfficeClosure[] | undefined, date: CalendarDate) =>
  closures?.find((closure) => compareDates(closure.date, date) === 0);

/** What a row at an office without a full calendar here says beside an extended date. */
export const WEEKENDS_ONLY =
  "Weekends only: check the office for its public holidays and other closing days.";
export const EPO_CHECK =
  "Weekends and the EPO's announced Christmas closures only: check the office for its other closing days (its notice in the Official Journal for each year).";
