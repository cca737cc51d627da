import { describe, expect, it } from "vitest";
import {
  addMonths,
  dayOfWeek,
  formatLongDate,
  isLeapYear,
  isWeekend,
  nextWeekday,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from "@/lib/deadlines/dates";

const d = (iso: string): CalendarDate => {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return reading.date;
};
const plus = (iso: string, months: number) => toIsoDate(addMonths(d(iso), months));

describe("reading a date", () => {
  it("accepts a real YYYY-MM-DD date, leap day included", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({
      ok: true,
      date: { year: 2024, month: 2, day: 29 },
    });
    expect(parseIsoDate(" 2024-01-31 ")).toEqual({
      ok: true,
      date: { year: 2024, month: 1, day: 31 },
    });
  });

  it("tells a date the calendar lacks from a malformed one", () => {
    expect(parseIsoDate("2024-02-30")).toEqual({ ok: false, reason: "nonexistent" });
    expect(parseIsoDate("2023-02-29")).toEqual({ ok: false, reason: "nonexistent" });
    expect(parseIsoDate("2024-04-31")).toEqual({ ok: false, reason: "nonexistent" });
    expect(parseIsoDate("2024-13-01")).toEqual({ ok: false, reason: "nonexistent" });
    expect(parseIsoDate("2024-00-10")).toEqual({ ok: false, reason: "nonexistent" });
    expect(parseIsoDate("31/01/2024")).toEqual({ ok: false, reason: "malformed" });
    expect(parseIsoDate("2024-1-31")).toEqual({ ok: false, reason: "malformed" });
    expect(parseIsoDate("2024-01-31T00:00")).toEqual({ ok: false, reason: "malformed" });
    expect(parseIsoDate("")).toEqual({ ok: false, reason: "missing" });
    expect(parseIsoDate(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(parseIsoDate("1979-12-31")).toEqual({ ok: false, reason: "out-of-range" });
    expect(parseIsoDate("2101-01-01")).toEqual({ ok: false, reason: "out-of-range" });
  });

  it("knows the Gregorian leap years", () => {
    expect([2000, 2024, 2028].map(isLeapYear)).toEqual([true, true, true]);
    expect([1900, 2023, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(parseIsoDate("2100-02-29")).toEqual({ ok: false, reason: "nonexistent" });
  });
});

describe("adding months (PCT Rule 80.2)", () => {
  it("ends on the same day of the month when the month has it", () => {
    expect(plus("2024-01-15", 1)).toBe("2024-02-15");
    expect(plus("2024-11-15", 2)).toBe("2025-01-15");
    expect(plus("2024-01-31", 6)).toBe("2024-07-31");
    expect(plus("2024-01-31", 12)).toBe("2025-01-31");
    expect(plus("2024-01-31", 30)).toBe("2026-07-31");
    expect(plus("2024-01-31", 31)).toBe("2026-08-31");
  });

  it("ends on the last day of a month that has no such day", () => {
    expect(plus("2024-01-31", 1)).toBe("2024-02-29");
    expect(plus("2023-01-31", 1)).toBe("2023-02-28");
    expect(plus("2024-03-31", 6)).toBe("2024-09-30");
    expect(plus("2024-08-31", 6)).toBe("2025-02-28");
    expect(plus("2024-01-31", 22)).toBe("2025-11-30");
  });

  it("moves a leap day to February 28 in common years and keeps it in leap years", () => {
    expect(plus("2024-02-29", 12)).toBe("2025-02-28");
    expect(plus("2024-02-29", 48)).toBe("2028-02-29");
    expect(plus("2096-02-29", 48)).toBe("2100-02-28");
  });

  it("does not carry a short month's end forward: February 28 plus one month is March 28", () => {
    expect(plus("2023-02-28", 1)).toBe("2023-03-28");
  });

  it("counts backwards too", () => {
    expect(plus("2024-03-31", -1)).toBe("2024-02-29");
    expect(plus("2025-01-15", -2)).toBe("2024-11-15");
  });
});

describe("weekdays and weekends", () => {
  it("names the weekday of known dates", () => {
    // 2024-01-01 was a Monday.
    expect(dayOfWeek(d("2024-01-01"))).toBe(1);
    expect(formatLongDate(d("2024-01-31"))).toBe("Wednesday, January 31, 2024");
    expect(formatLongDate(d("2025-01-31"))).toBe("Friday, January 31, 2025");
    expect(formatLongDate(d("2026-08-31"))).toBe("Monday, August 31, 2026");
  });

  it("flags Saturdays and Sundays only, and moves them to the Monday after", () => {
    expect(isWeekend(d("2025-11-29"))).toBe(true); // Saturday
    expect(isWeekend(d("2025-11-30"))).toBe(true); // Sunday
    expect(isWeekend(d("2025-12-01"))).toBe(false); // Monday
    expect(isWeekend(d("2025-11-28"))).toBe(false); // Friday
    expect(toIsoDate(nextWeekday(d("2025-11-29")))).toBe("2025-12-01");
    expect(toIsoDate(nextWeekday(d("2025-11-30")))).toBe("2025-12-01");
    expect(toIsoDate(nextWeekday(d("2026-12-26")))).toBe("2026-12-28");
    expect(toIsoDate(nextWeekday(d("2024-12-31")))).toBe("2024-12-31");
  });
});
