import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";
import { calculatorHref, readCalculatorQuery } from "@/lib/deadlines/query";
import { deadlinesFor, type EventId } from "@/lib/deadlines/rules";

/** The actions issue 62 found missing, each worked by hand from the rule it cites. */

const d = (iso: string): CalendarDate => {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return reading.date;
};

const rowOf = (event: EventId, iso: string, id: string, context = {}) =>
  deadlinesFor(event, d(iso), context).deadlines.find((x) => x.id === id)!;

/** [date] or [date, the day an office's closure extends it to]. */
const dated = (row: ReturnType<typeof rowOf>) =>
  row.extended ? [toIsoDate(row.date), toIsoDate(row.extended.to)] : [toIsoDate(row.date)];

describe("EP Article 94(3) communication: a period the communication sets", () => {
  it("offers the usual four months: dated May 14, 2025, due Sunday September 14, taken Monday", () => {
    const result = deadlinesFor("ep-article-94-3", d("2025-05-14"));
    expect(result.period).toMatchObject({ months: 4, usual: true });
    expect(dated(result.deadlines[0]!)).toEqual(["2025-09-14", "2025-09-15"]);
    expect(result.deadlines[0]!.source).toContain("Rules 71(1) and 132(2)");
  });

  it("takes the visitor's period, and keeps it in the shareable address", () => {
    const state = readCalculatorQuery({
      event: "ep-article-94-3",
      date: "2025-05-14",
      period: "2",
    });
    if (state.kind !== "result") throw new Error("expected a result");
    expect(dated(state.result.deadlines[0]!)).toEqual(["2025-07-14"]);
    expect(calculatorHref(state.result)).toBe(
      "/ip-deadline-calculator?event=ep-article-94-3&date=2025-05-14&period=2",
    );
  });

  it("refuses a period the rule does not allow, and ignores one for other events", () => {
    expect(
      readCalculatorQuery({ event: "ep-article-94-3", date: "2025-05-14", period: "7" }),
    ).toMatchObject({ kind: "invalid", errors: { period: expect.stringContaining("months") } });
    const other = readCalculatorQuery({ event: "ep-grant", date: "2025-05-14", period: "7" });
    expect(other.kind).toBe("result");
  });

  it("keeps the ten-day rule for a communication dated before November 1, 2023", () => {
    // Dated October 20, 2023: deemed notified October 30; four months end February 29, 2024.
    expect(dated(rowOf("ep-article-94-3", "2023-10-20", "article-94-3-reply"))).toEqual([
      "2024-02-29",
    ]);
  });
});

describe("EP further processing and appeal", () => {
  it("further processing: two months from the loss-of-rights communication (Rule 135(1))", () => {
    // Dated March 31, 2025: May 31, 2025 is a Saturday, extended to Monday, June 2.
    const row = rowOf("ep-loss-of-rights", "2025-03-31", "further-processing");
    expect(dated(row)).toEqual(["2025-05-31", "2025-06-02"]);
    expect(row.source).toContain("Rule 135(1)");
  });

  it("appeal: notice and fee in two months, grounds in four (Article 108)", () => {
    const result = deadlinesFor("ep-decision", d("2024-01-15"));
    expect(result.deadlines.map((x) => [x.id, toIsoDate(x.date)])).toEqual([
      ["notice-of-appeal", "2024-03-15"],
      ["grounds-of-appeal", "2024-05-15"],
    ]);
  });
});

describe("US appeal and priority actions", () => {
  it("certified copy: the later of four months from filing and 16 from priority (1.55(f))", () => {
    const row = rowOf("us-application-filed", "2025-03-14", "certified-copy", {
      priority: d("2024-03-15"),
    });
    expect(dated(row)).toEqual(["2025-07-15"]);
    expect(row.source).toBe("35 U.S.C. 119(b)(3); 37 CFR 1.55(f)(1)");
  });

  it("reply brief: two months from the examiner's answer, past Labor Day (41.41(a))", () => {
    // Answer June 30, 2025: Saturday, August 30; Monday September 1 is Labor Day.
    expect(dated(rowOf("us-examiners-answer", "2025-06-30", "reply-brief"))).toEqual([
      "2025-08-30",
      "2025-09-02",
    ]);
  });

  it("Federal Circuit: 63 days from the Board's decision (37 CFR 90.3(a)(1))", () => {
    // January 15, 2025 + 63 days: 16 to January 31, 28 in February, 19 in March.
    const row = rowOf("us-ptab-decision", "2025-01-15", "federal-circuit-appeal");
    expect(dated(row)).toEqual(["2025-03-19"]);
    expect(row.period).toBe("63 days");
  });
});

describe("PCT Chapter II demand after the search report (Rule 54bis.1(a))", () => {
  it("takes 22 months from priority where later, never moved as a row for several offices", () => {
    const row = rowOf("pct-search-report", "2024-09-10", "chapter-ii-demand", {
      priority: d("2024-01-15"),
    });
    expect(toIsoDate(row.date)).toBe("2025-11-15");
    expect(row.extended).toBeUndefined();
    expect(row.severalOffices?.source).toBe("PCT Rule 80.5");
  });

  it("takes three months from a late transmittal", () => {
    const row = rowOf("pct-search-report", "2025-10-01", "chapter-ii-demand", {
      priority: d("2024-01-15"),
    });
    expect(toIsoDate(row.date)).toBe("2026-01-01");
    expect(row.period).toBe("3 months");
  });
});

describe("Indian trade mark counter-statement (Trade Marks Act, 1999, s.21(2))", () => {
  it("is due two months from receipt of the notice of opposition, flagged on a weekend", () => {
    const row = rowOf("in-trademark-opposition-received", "2025-12-31", "counter-statement");
    expect(toIsoDate(row.date)).toBe("2026-02-28");
    expect(row.weekendUnmoved).toBe(true);
  });
});

describe("trade mark examination reports: the period the office sets", () => {
  it("EUIPO: two months usually, or the period entered (EUTMR Arts 41, 42(2))", () => {
    const usual = deadlinesFor("eu-trademark-examination", d("2025-03-31"));
    expect(usual.period).toMatchObject({ months: 2, usual: true });
    // May 31, 2025 is a Saturday: flagged, as no EUIPO rule for closed days is quoted.
    expect(toIsoDate(usual.deadlines[0]!.date)).toBe("2025-05-31");
    expect(usual.deadlines[0]!.weekendUnmoved).toBe(true);
    const four = deadlinesFor("eu-trademark-examination", d("2025-03-31"), { period: 4 });
    expect(toIsoDate(four.deadlines[0]!.date)).toBe("2025-07-31");
  });

  it("UKIPO: the registrar's period, two months usually (TMA 1994 s.37(3))", () => {
    const row = rowOf("uk-trademark-examination", "2025-01-15", "examination-reply");
    expect(toIsoDate(row.date)).toBe("2025-03-15");
    expect(row.source).toContain("Section 37(3)");
  });
});
