import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";
import { deadlinesFor, type EventId } from "@/lib/deadlines/rules";

/**
 * The rest of issue 62's actions, each date worked by hand from the rule the row cites
 * (months per PCT Rule 80.2: the same day, or the month's last day).
 */

const d = (iso: string): CalendarDate => {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return reading.date;
};

const resultOf = (event: EventId, iso: string, context: Record<string, unknown> = {}) =>
  deadlinesFor(event, d(iso), context);

const rowOf = (event: EventId, iso: string, id: string, context = {}) => {
  const row = resultOf(event, iso, context).deadlines.find((x) => x.id === id);
  if (!row) throw new Error(`no ${id} row for ${event} on ${iso}`);
  return row;
};

/** [date] or [date, the day an office's closure extends it to]. */
const dated = (row: ReturnType<typeof rowOf>) =>
  row.extended ? [toIsoDate(row.date), toIsoDate(row.extended.to)] : [toIsoDate(row.date)];

describe("US restriction requirements of the one-month era (before December 18, 2013)", () => {
  it("January 30, 2013: one month is February 28 (29 days), so thirty days: Friday, March 1", () => {
    const row = rowOf("us-restriction-requirement", "2013-01-30", "reply-1-month");
    expect(dated(row)).toEqual(["2013-03-01"]);
    expect(row.source).toContain("December 18, 2013");
    // A one-month extension adds a month to the period's end: Monday, April 1.
    expect(dated(rowOf("us-restriction-requirement", "2013-01-30", "reply-2-months"))).toEqual([
      "2013-04-01",
    ]);
    // No extension passes six months from the mailing: Tuesday, July 30, 2013.
    expect(dated(rowOf("us-restriction-requirement", "2013-01-30", "reply-6-months"))).toEqual([
      "2013-07-30",
    ]);
  });

  it("June 14, 2013: one month and thirty days both end on Sunday, July 14; taken Monday", () => {
    expect(dated(rowOf("us-restriction-requirement", "2013-06-14", "reply-1-month"))).toEqual([
      "2013-07-14",
      "2013-07-15",
    ]);
  });

  it("December 17, 2013 keeps one month (January 17, 2014); December 18 gets two", () => {
    expect(dated(rowOf("us-restriction-requirement", "2013-12-17", "reply-1-month"))).toEqual([
      "2014-01-17",
    ]);
    const from18 = resultOf("us-restriction-requirement", "2013-12-18").deadlines;
    expect(from18.find((x) => x.id === "reply-1-month")).toBeUndefined();
    expect(dated(from18.find((x) => x.id === "reply-2-months")!)).toEqual(["2014-02-18"]);
  });
});

describe("US information disclosure statements (37 CFR 1.97)", () => {
  it("filed Monday, March 3, 2025: free of fee and statement until Tuesday, June 3 (1.97(b)(1))", () => {
    const row = rowOf("us-application-filed", "2025-03-03", "ids-without-fee");
    expect(dated(row)).toEqual(["2025-06-03"]);
    expect(row.source).toContain("1.97(b)(1)");
    expect(row.detail).toContain("1.97(e) or the fee under 37 CFR 1.17(p)");
  });

  it("national stage entered November 30, 2024: three months end Friday, February 28, 2025", () => {
    const row = rowOf("us-national-stage-entry", "2024-11-30", "ids-without-fee");
    expect(dated(row)).toEqual(["2025-02-28"]);
    expect(row.source).toContain("1.97(b)(2)");
  });

  it("a first action opens the statement-or-fee window; a final action needs both", () => {
    const first = rowOf("us-office-action", "2025-04-10", "ids-statement-or-fee");
    expect([first.kind, toIsoDate(first.date)]).toEqual(["opens", "2025-04-10"]);
    expect(first.source).toContain("1.97(b)(3) and (c)");
    const final = rowOf("us-final-office-action", "2025-04-10", "ids-statement-and-fee");
    expect([final.kind, toIsoDate(final.date)]).toEqual(["opens", "2025-04-10"]);
    expect(final.detail).toContain("both the statement under 37 CFR 1.97(e) and the fee");
  });

  it("Notice of Allowance May 9, 2025: the last IDS day is the issue fee's, Saturday August 9, taken Monday", () => {
    const row = rowOf("us-notice-of-allowance", "2025-05-09", "ids-last-day");
    expect(dated(row)).toEqual(["2025-08-09", "2025-08-11"]);
    expect(row.source).toContain("1.97(d)");
  });
});

describe("US patent term adjustment: reconsideration within two months of grant (37 CFR 1.705(b))", () => {
  it("granted Tuesday, December 31, 2024: February has no 31st, so Friday, February 28, 2025", () => {
    const row = rowOf("us-patent-grant", "2024-12-31", "pta-reconsideration");
    expect(dated(row)).toEqual(["2025-02-28"]);
    expect(row.source).toContain("37 CFR 1.705(b)");
  });

  it("is left out, with a note, for a patent granted before January 14, 2013", () => {
    const result = resultOf("us-patent-grant", "2012-12-18");
    expect(result.deadlines.find((x) => x.id === "pta-reconsideration")).toBeUndefined();
    expect(result.notes.join(" ")).toContain("January 14, 2013");
  });
});

describe("PCT Rule 26bis.1(a): correcting or adding a priority claim", () => {
  it("16 months from priority March 20, 2024 (July 20, 2025) beat 4 from filing (May 15)", () => {
    const row = rowOf("pct-international-filing", "2025-01-15", "priority-claim-correction", {
      priority: d("2024-03-20"),
    });
    expect([toIsoDate(row.date), row.period]).toEqual(["2025-07-20", "16 months"]);
    expect(row.source).toBe("PCT Rule 26bis.1(a)");
  });

  it("without a priority date: four months from the filing date, May 15, 2025, and a warning", () => {
    const row = rowOf("pct-international-filing", "2025-01-15", "priority-claim-correction");
    expect([toIsoDate(row.date), row.period]).toEqual(["2025-05-15", "4 months"]);
    expect(row.warning).toContain("Enter the priority date");
  });
});

describe("Indian trade mark examination report: reply within one month (Rule 33(4))", () => {
  it("received January 31, 2025: one month ends February 28, 2025", () => {
    const row = rowOf("in-trademark-examination-report", "2025-01-31", "examination-reply");
    expect(dated(row)).toEqual(["2025-02-28"]);
    expect(row.source).toBe("Trade Marks Rules, 2017 (India), Rule 33(4)");
  });
});

describe("Madrid provisional refusals (Protocol Article 5)", () => {
  it("a designation notified February 29, 2024: 12 months end February 28, 2025, 18 August 29", () => {
    const result = resultOf("madrid-designation-notified", "2024-02-29");
    const twelve = result.deadlines.find((x) => x.id === "refusal-12-months")!;
    const eighteen = result.deadlines.find((x) => x.id === "refusal-18-months")!;
    expect(toIsoDate(twelve.date)).toBe("2025-02-28");
    expect(twelve.source).toContain("5(2)(a)");
    expect(toIsoDate(eighteen.date)).toBe("2025-08-29");
    expect(eighteen.source).toContain("5(2)(b)");
    expect(eighteen.detail).toContain("Armenia");
  });

  it("the holder's response: the usual two months, or the period the refusal sets", () => {
    const usual = resultOf("madrid-provisional-refusal", "2025-03-31");
    expect(usual.period).toMatchObject({ months: 2, usual: true });
    expect(toIsoDate(usual.deadlines[0]!.date)).toBe("2025-05-31");
    const six = resultOf("madrid-provisional-refusal", "2025-03-31", { period: 6 });
    expect(toIsoDate(six.deadlines[0]!.date)).toBe("2025-09-30");
  });
});

describe("EU design deferment of publication: 30 months (Article 50)", () => {
  it("from the priority date where one is claimed: December 31, 2024 gives June 30, 2027", () => {
    const row = rowOf("eu-design-deferment", "2025-06-30", "deferment-ends", {
      priority: d("2024-12-31"),
    });
    expect(toIsoDate(row.date)).toBe("2027-06-30");
    expect(row.source).toContain("as amended by Regulation (EU) 2024/2822, Articles 50 and 50a");
  });

  it("from the filing date otherwise: August 31, 2024 gives February 28, 2027, under the old text", () => {
    const row = rowOf("eu-design-deferment", "2024-08-31", "deferment-ends");
    expect(toIsoDate(row.date)).toBe("2027-02-28");
    expect(row.source).toContain("before its amendment");
    expect(row.warning).toContain("priority date");
  });
});

describe("citations issue 62 found wrong", () => {
  it("every Madrid renewal row cites Protocol Article 7 and Common Regulations Rule 30", () => {
    const rows = resultOf("madrid-registration", "2015-04-07").deadlines;
    expect(rows).toHaveLength(9);
    for (const row of rows) {
      expect(row.source, row.id).toMatch(/Articles? (?:6\(1\) and )?7\(\d\)/);
      expect(row.source, row.id).toMatch(/Rules? (?:29 and )?30\b/);
    }
    // The reminder six months before expiry is Article 7(3)'s, not a payment window of Rule 30.
    const opens = rows.find((x) => x.id === "renewal-10-opens")!;
    expect(opens.source).toContain("Article 7(3)");
    expect(toIsoDate(opens.date)).toBe("2024-10-07");
  });

  it("the Indian opposition row names the Trade Marks Rules, 2017 beside Section 21(1)", () => {
    const row = rowOf("in-trademark-advertisement", "2025-01-10", "opposition");
    expect(row.source).toContain("Section 21(1)");
    expect(row.source).toContain("Trade Marks Rules, 2017 (India), Rule 43");
  });
});
