import { describe, expect, it } from "vitest";
import { isWeekend, parseIsoDate, toIsoDate } from "@/lib/deadlines/dates";
import { deadlinesFor, EVENTS, type EventId } from "@/lib/deadlines/rules";

function calculate(event: EventId, iso: string) {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return deadlinesFor(event, reading.date);
}

/**
 * id -> [date, the working day it moves to under the office's rule], or [date, "weekend"] for a
 * weekend date at an office whose rule for closed days is not quoted.
 */
function table(event: EventId, iso: string) {
  return Object.fromEntries(
    calculate(event, iso).deadlines.map((d) => [
      d.id,
      d.extended
        ? [toIsoDate(d.date), toIsoDate(d.extended.to)]
        : d.weekendUnmoved
          ? [toIsoDate(d.date), "weekend"]
          : d.severalOffices && isWeekend(d.date)
            ? [toIsoDate(d.date), "several offices"]
            : [toIsoDate(d.date)],
    ]),
  );
}

describe("first filing (priority date)", () => {
  it("gives the issue's worked example for January 31, 2024", () => {
    expect(table("first-filing", "2024-01-31")).toEqual({
      "paris-design-trademark": ["2024-07-31"],
      "paris-patent": ["2025-01-31"],
      "us-nonprovisional": ["2025-01-31"],
      "pct-application": ["2025-01-31"],
      // 16 months: Saturday, May 31, 2025, at the receiving Office or the International Bureau.
      "pct-priority-document": ["2025-05-31", "several offices"],
      // 22 months: November has no 31st, and November 30, 2025 is a Sunday. The demand goes to
      // whichever authority the applicant chooses: the row is not moved.
      "pct-demand": ["2025-11-30", "several offices"],
      "national-phase-30": ["2026-07-31"],
      "national-phase-31": ["2026-08-31"],
    });
  });

  it("lists the deadlines earliest first, with each rule's source", () => {
    const { deadlines } = calculate("first-filing", "2024-01-31");
    expect(deadlines.map((d) => d.period)).toEqual([
      "6 months",
      "12 months",
      "12 months",
      "12 months",
      "16 months",
      "22 months",
      "30 months",
      "31 months",
    ]);
    const sources = Object.fromEntries(deadlines.map((d) => [d.id, d.source]));
    expect(sources["paris-patent"]).toContain("Paris Convention, Article 4C(1)");
    expect(sources["paris-design-trademark"]).toContain("Paris Convention, Article 4C(1)");
    expect(sources["us-nonprovisional"]).toContain("35 U.S.C. 119(e)");
    expect(sources["pct-demand"]).toContain("PCT Rule 54bis.1");
    expect(sources["pct-priority-document"]).toBe("PCT Rule 17.1(a), (b) and (b-bis)");
    expect(sources["national-phase-31"]).toContain("EPC Rule 159(1)");
  });

  it("leaves India's 31-month examination request out before March 15, 2024, and says why", () => {
    const early = calculate("first-filing", "2024-03-14");
    expect(early.deadlines.map((d) => d.id)).not.toContain("india-examination-request");
    expect(early.notes).toHaveLength(1);
    expect(early.notes[0]).toContain("March 15, 2024");
    // 31 months after March 14, 2024.
    expect(early.notes[0]).toContain("Wednesday, October 14, 2026");
  });

  it("includes India's examination request from March 15, 2024, at 31 months", () => {
    expect(table("first-filing", "2024-03-15")["india-examination-request"]).toEqual([
      "2026-10-15",
    ]);
    expect(calculate("first-filing", "2024-03-15").notes).toEqual([]);
  });

  it("takes a leap-day priority to February 28 of the next year for the 12-month deadlines", () => {
    const result = table("first-filing", "2024-02-29");
    expect(result["paris-patent"]).toEqual(["2025-02-28"]);
    expect(result["paris-design-trademark"]).toEqual(["2024-08-29"]);
    // 30 months: August 29, 2026 is a Saturday; a row for several offices is not moved.
    expect(result["national-phase-30"]).toEqual(["2026-08-29", "several offices"]);
  });
});

describe("US utility patent grant", () => {
  it("gives each maintenance fee's window, due date and end of grace", () => {
    // Granted Tuesday, August 31, 2021: the due dates at 3.5 years fall in February.
    expect(table("us-patent-grant", "2021-08-31")).toEqual({
      // Two months for the term adjustment request end on Sunday, October 31, 2021.
      "pta-reconsideration": ["2021-10-31", "2021-11-01"],
      "maintenance-3-opens": ["2024-08-31"],
      "maintenance-3-due": ["2025-02-28"],
      // August 31, 2025 is a Sunday and Monday, September 1, Labor Day.
      "maintenance-3-grace": ["2025-08-31", "2025-09-02"],
      "maintenance-7-opens": ["2028-08-31"],
      "maintenance-7-due": ["2029-02-28"],
      "maintenance-7-grace": ["2029-08-31"],
      "maintenance-11-opens": ["2032-08-31"],
      "maintenance-11-due": ["2033-02-28"],
      "maintenance-11-grace": ["2033-08-31"],
    });
  });

  it("does not flag a window that opens on a weekend: it is not a deadline", () => {
    // August 31, 2024 is a Saturday.
    const opens = calculate("us-patent-grant", "2021-08-31").deadlines.find(
      (x) => x.kind === "opens",
    )!;
    expect(opens).toMatchObject({ id: "maintenance-3-opens", kind: "opens" });
    expect(opens.extended).toBeUndefined();
    expect(opens.weekendUnmoved).toBeUndefined();
  });

  it("lands on February 29 in a leap year", () => {
    expect(table("us-patent-grant", "2020-08-31")["maintenance-3-due"]).toEqual(["2024-02-29"]);
  });

  it("cites 37 CFR 1.362 for the surcharge period", () => {
    const grace = calculate("us-patent-grant", "2021-08-31").deadlines.find(
      (d) => d.id === "maintenance-3-grace",
    );
    expect(grace?.source).toContain("37 CFR 1.362(e)");
  });
});

describe("US trademark registration", () => {
  it("gives Section 8 and the 10-, 20- and 30-year Sections 8 and 9 filings with six months' grace", () => {
    // Registered on a leap day, Monday, February 29, 2016.
    expect(table("us-trademark-registration", "2016-02-29")).toEqual({
      "section-8-opens": ["2021-02-28"],
      "section-8-due": ["2022-02-28"],
      // Six months after the sixth anniversary, February 28: Sunday, August 28, 2022.
      "section-8-grace": ["2022-08-28", "2022-08-29"],
      "sections-8-9-year-10-opens": ["2025-02-28"],
      // February 28, 2026 is a Saturday; six months after it, August 28, a Friday.
      "sections-8-9-year-10-due": ["2026-02-28", "2026-03-02"],
      "sections-8-9-year-10-grace": ["2026-08-28"],
      "sections-8-9-year-20-opens": ["2035-02-28"],
      "sections-8-9-year-20-due": ["2036-02-29"],
      "sections-8-9-year-20-grace": ["2036-08-29"],
      "sections-8-9-year-30-opens": ["2045-02-28"],
      "sections-8-9-year-30-due": ["2046-02-28"],
      "sections-8-9-year-30-grace": ["2046-08-28"],
    });
  });
});

describe("Indian trademark application", () => {
  it("gives renewal, the surcharge period and restoration from the application date", () => {
    expect(table("in-trademark-application", "2015-10-31")).toEqual({
      "renewal-opens": ["2024-10-31"],
      "registration-expires": ["2025-10-31"],
      "surcharge-period-ends": ["2026-04-30"],
      // October 31, 2026 is a Saturday: flagged, not moved, as no Indian rule is quoted.
      "restoration-ends": ["2026-10-31", "weekend"],
      "renewal-opens-20": ["2034-10-31"],
      "registration-expires-20": ["2035-10-31"],
      "surcharge-period-ends-20": ["2036-04-30"],
      "restoration-ends-20": ["2036-10-31"],
      "renewal-opens-30": ["2044-10-31"],
      "registration-expires-30": ["2045-10-31"],
      "surcharge-period-ends-30": ["2046-04-30"],
      "restoration-ends-30": ["2046-10-31"],
    });
  });
});

describe("EU trade mark filing", () => {
  it("gives the renewal period, expiry ten years from filing and six months' grace", () => {
    expect(table("eu-trademark-filing", "2016-08-31")).toEqual({
      "renewal-opens": ["2026-02-28"],
      "registration-expires": ["2026-08-31"],
      // February 28, 2027 is a Sunday.
      "grace-period-ends": ["2027-02-28", "weekend"],
      // The second term's window opens on February 29, 2036, a leap day.
      "renewal-opens-20": ["2036-02-29"],
      "registration-expires-20": ["2036-08-31", "weekend"],
      "grace-period-ends-20": ["2037-02-28", "weekend"],
      "renewal-opens-30": ["2046-02-28"],
      "registration-expires-30": ["2046-08-31"],
      "grace-period-ends-30": ["2047-02-28"],
    });
  });
});

describe("every event", () => {
  it("states a source for every deadline and keeps ids unique", () => {
    for (const event of EVENTS) {
      const { deadlines } = calculate(event.id, "2024-06-15");
      expect(deadlines.length).toBeGreaterThan(0);
      expect(new Set(deadlines.map((d) => d.id)).size).toBe(deadlines.length);
      for (const d of deadlines) expect(d.source.length).toBeGreaterThan(5);
    }
  });
});

describe("rows for several offices", () => {
  it("never moves a multi-office row, and says under which rule each office extends it", () => {
    // Sunday, August 31, 2025: offices with a Friday-Saturday weekend are open that day.
    const paris = calculate("first-filing", "2024-08-31").deadlines.find(
      (d) => d.id === "paris-patent",
    )!;
    expect(toIsoDate(paris.date)).toBe("2025-08-31");
    expect(paris.extended).toBeUndefined();
    expect(paris.severalOffices).toEqual({ source: "Paris Convention, Article 4C(3)" });
  });
});

describe("month-end priority dates", () => {
  it("counts from March 31, 2024 to the months' last days, moving weekend ends", () => {
    expect(table("first-filing", "2024-03-31")).toEqual({
      "paris-design-trademark": ["2024-09-30"],
      "paris-patent": ["2025-03-31"],
      "us-nonprovisional": ["2025-03-31"],
      "pct-application": ["2025-03-31"],
      "pct-priority-document": ["2025-07-31"],
      // January 31, 2026 is a Saturday.
      "pct-demand": ["2026-01-31", "several offices"],
      "national-phase-30": ["2026-09-30"],
      // October 31, 2026 is a Saturday: the 31-month offices' own rows say who extends it.
      "national-phase-31": ["2026-10-31", "several offices"],
      "india-examination-request": ["2026-10-31", "weekend"],
    });
  });

  it("counts from August 31, 2024 through a short February, and past Labor Day at the USPTO", () => {
    expect(table("first-filing", "2024-08-31")).toEqual({
      "paris-design-trademark": ["2025-02-28"],
      // Sunday, August 31, 2025: the Paris year is docketed on its own last day for every
      // office; the USPTO's own row extends past Labor Day to Tuesday.
      "paris-patent": ["2025-08-31", "several offices"],
      "us-nonprovisional": ["2025-08-31", "2025-09-02"],
      "pct-application": ["2025-08-31", "several offices"],
      "pct-priority-document": ["2025-12-31"],
      "pct-demand": ["2026-06-30"],
      // February 28, 2027 is a Sunday.
      "national-phase-30": ["2027-02-28", "several offices"],
      "national-phase-31": ["2027-03-31"],
      "india-examination-request": ["2027-03-31"],
    });
  });
});
