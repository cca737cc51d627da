import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";
import { usFederalHoliday } from "@/lib/deadlines/holidays";
import { CLOSED_DAYS, deadlinesFor, nextOpenDay } from "@/lib/deadlines/rules";

const d = (iso: string): CalendarDate => {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return reading.date;
};
const holiday = (iso: string) => usFederalHoliday(d(iso))?.name;

describe("US federal holidays (5 U.S.C. 6103)", () => {
  it("puts the Monday holidays on their Mondays", () => {
    expect(holiday("2026-01-19")).toBe("Birthday of Martin Luther King, Jr.");
    expect(holiday("2026-02-16")).toBe("Washington's Birthday");
    expect(holiday("2026-05-25")).toBe("Memorial Day");
    expect(holiday("2025-09-01")).toBe("Labor Day");
    expect(holiday("2026-10-12")).toBe("Columbus Day");
    expect(holiday("2026-11-26")).toBe("Thanksgiving Day");
    expect(holiday("2026-11-19")).toBeUndefined();
  });

  it("observes a Saturday holiday on the Friday before and a Sunday one on the Monday after", () => {
    // July 4, 2026 is a Saturday; November 11, 2023 a Saturday; December 25, 2022 a Sunday.
    expect(holiday("2026-07-03")).toBe("Independence Day");
    expect(holiday("2026-07-04")).toBeUndefined();
    expect(holiday("2023-11-10")).toBe("Veterans Day");
    expect(holiday("2022-12-26")).toBe("Christmas Day");
    // January 1, 2022 was a Saturday: observed on Friday, December 31, 2021.
    expect(holiday("2021-12-31")).toBe("New Year's Day");
  });

  it("has Juneteenth from 2021 only, observed like the others", () => {
    expect(holiday("2020-06-19")).toBeUndefined();
    // June 19, 2021 was a Saturday and June 19, 2022 a Sunday.
    expect(holiday("2021-06-18")).toBe("Juneteenth National Independence Day");
    expect(holiday("2022-06-20")).toBe("Juneteenth National Independence Day");
    expect(holiday("2024-06-19")).toBe("Juneteenth National Independence Day");
  });

  it("has Inauguration Day in the years after a presidential election", () => {
    expect(holiday("2017-01-20")).toBe("Inauguration Day");
    expect(holiday("2021-01-20")).toBe("Inauguration Day");
    // January 20, 2029 is a Saturday: it is not moved to the Friday before.
    expect(holiday("2029-01-19")).toBeUndefined();
    expect(holiday("2024-01-20")).toBeUndefined();
  });
});

describe("moving a deadline off a closed day", () => {
  it("skips a weekend and a holiday after it at the USPTO", () => {
    // Sunday, August 31, 2025, then Labor Day.
    expect(nextOpenDay(d("2025-08-31"), CLOSED_DAYS.uspto)).toEqual({
      to: d("2025-09-02"),
      because: "a Sunday",
    });
    // Friday, July 3, 2026 is the observed Independence Day: Monday, July 6.
    expect(nextOpenDay(d("2026-07-03"), CLOSED_DAYS.uspto)).toEqual({
      to: d("2026-07-06"),
      because: "a federal holiday (Independence Day)",
    });
    expect(nextOpenDay(d("2026-07-02"), CLOSED_DAYS.uspto)).toBeUndefined();
  });

  it("moves only weekends where holidays are not computed", () => {
    expect(nextOpenDay(d("2025-08-31"), CLOSED_DAYS.epo)?.to).toEqual(d("2025-09-01"));
    expect(nextOpenDay(d("2026-07-03"), CLOSED_DAYS.epo)).toBeUndefined();
  });

  it("extends a US non-provisional deadline past Christmas Day, docketing the day itself", () => {
    const result = deadlinesFor("first-filing", d("2024-12-25"));
    const nonprovisional = result.deadlines.find((x) => x.id === "us-nonprovisional")!;
    expect(toIsoDate(nonprovisional.date)).toBe("2025-12-25");
    expect(nonprovisional.extended).toEqual({
      to: d("2025-12-26"),
      because: "a federal holiday (Christmas Day)",
      source: "35 U.S.C. 21(b); 37 CFR 1.7(a)",
      holidaysComputed: true,
    });
    // The Paris Convention date is the same day but no holiday is computed for it.
    const paris = result.deadlines.find((x) => x.id === "paris-patent")!;
    expect(paris.extended).toBeUndefined();
  });
});
