import {
  addDays,
  compareDates,
  dayOfWeek,
  daysInMonth,
  type CalendarDate,
} from "@/lib/deadlines/dates";

/**
 * US federal holidays (5 U.S.C. 6103), worked out by rule: the USPTO treats them, with
 * Saturdays and Sundays, as days an action or fee falling due may wait for (35 U.S.C. 21(b);
 * 37 CFR 1.7(a) and 2.196 name "a Federal holiday within the District of Columbia").
 */

export interface Holiday {
  /** The day the office is closed: the observed day when the holiday itself is a weekend day. */
  date: CalendarDate;
  name: string;
}

/** The `nth` (1-based) `weekday` (0 = Sunday) of a month; nth = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): CalendarDate {
  if (nth === -1) {
    const lastOfMonth = { year, month, day: daysInMonth(year, month) };
    const back = (dayOfWeek(lastOfMonth) - weekday + 7) % 7;
    return addDays(lastOfMonth, -back);
  }
  const first = { year, month, day: 1 };
  const ahead = (weekday - dayOfWeek(first) + 7) % 7;
  return addDays(first, ahead + (nth - 1) * 7);
}

/**
 * A fixed-date holiday on a Saturday is observed the Friday before and one on a Sunday the
 * Monday after (5 U.S.C. 6103(b); Executive Order 11582).
 */
function observed(date: CalendarDate): CalendarDate {
  const weekday = dayOfWeek(date);
  return weekday === 6 ? addDays(date, -1) : weekday === 0 ? addDays(date, 1) : date;
}

/** The holidays of the calendar year `year` as they close federal offices in Washington, DC. */
function holidaysOfYear(year: number): Holiday[] {
  const fixed = (month: number, day: number, name: string): Holiday => ({
    date: observed({ year, month, day }),
    name,
  });
  const list: Holiday[] = [
    fixed(1, 1, "New Year's Day"),
    { date: nthWeekday(year, 1, 1, 3), name: "Birthday of Martin Luther King, Jr." },
    { date: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { date: nthWeekday(year, 5, 1, -1), name: "Memorial Day" },
    fixed(7, 4, "Independence Day"),
    { date: nthWeekday(year, 9, 1, 1), name: "Labor Day" },
    { date: nthWeekday(year, 10, 1, 2), name: "Columbus Day" },
    fixed(11, 11, "Veterans Day"),
    { date: nthWeekday(year, 11, 4, 4), name: "Thanksgiving Day" },
    fixed(12, 25, "Christmas Day"),
  ];
  // Juneteenth National Independence Day: added by Pub. L. 117-17, June 17, 2021.
  if (year >= 2021) list.push(fixed(6, 19, "Juneteenth National Independence Day"));
  // Inauguration Day, every fourth January 20 (the 21st when the 20th is a Sunday), for
  // federal offices in the District of Columbia area (5 U.S.C. 6103(c)).
  if (year % 4 === 1) {
    const day = { year, month: 1, day: 20 };
    list.push({ date: dayOfWeek(day) === 0 ? addDays(day, 1) : day, name: "Inauguration Day" });
  }
  return list;
}

/** The US federal holiday observed on `date`, if any. */
export function usFederalHoliday(date: CalendarDate): Holiday | undefined {
  // New Year's Day on a Saturday is observed on December 31 of the year before.
  for (const year of [date.year, date.year + 1])
    for (const holiday of holidaysOfYear(year))
      if (compareDates(holiday.date, date) === 0) return holiday;
  return undefined;
}
