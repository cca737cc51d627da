import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";
import { deadlinesFor, type EventId } from "@/lib/deadlines/rules";

/**
 * Dates the audit of issue 62 found later than the law's, each worked by hand from the rule
 * quoted beside it. Every expected date here was counted on a calendar, not by the code.
 */

const d = (iso: string): CalendarDate => {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return reading.date;
};

/** id -> the docketed date (the period's own last day). */
function dates(event: EventId, iso: string, priority?: string) {
  const result = deadlinesFor(event, d(iso), priority ? { priority: d(priority) } : {});
  return Object.fromEntries(result.deadlines.map((x) => [x.id, toIsoDate(x.date)]));
}

const row = (event: EventId, iso: string, id: string) =>
  deadlinesFor(event, d(iso)).deadlines.find((x) => x.id === id)!;

describe("Chinese trade marks: the term ends the day before the anniversary (TML Arts 39-40)", () => {
  it("registered April 7, 2015: expiry April 6, 2025, grace to October 6, 2025", () => {
    const result = dates("cn-trademark-registration", "2015-04-07");
    expect(result["registration-expires"]).toBe("2025-04-06");
    expect(result["grace-period-ends"]).toBe("2025-10-06");
    // The renewal runs from the day after, April 7, 2025, to April 6, 2035.
    expect(result["registration-expires-20"]).toBe("2035-04-06");
    expect(result["grace-period-ends-20"]).toBe("2035-10-06");
    expect(result["registration-expires-30"]).toBe("2045-04-06");
  });
});

describe("US design patents (35 U.S.C. 173)", () => {
  it("granted June 10, 2014, before May 13, 2015: 14 years, to June 10, 2028", () => {
    const term = row("us-design-grant", "2014-06-10", "term-ends");
    expect(toIsoDate(term.date)).toBe("2028-06-10");
    expect(term.period).toBe("168 months");
    expect(term.source).toContain("before May 13, 2015");
  });

  it("granted on May 13, 2015 or later: 15 years, with the 14-year date beside it", () => {
    const term = row("us-design-grant", "2015-05-13", "term-ends");
    expect(toIsoDate(term.date)).toBe("2030-05-13");
    expect(term.caveat).toContain("Sunday, May 13, 2029");
    expect(toIsoDate(row("us-design-grant", "2015-05-12", "term-ends").date)).toBe("2029-05-12");
  });
});

describe("a February 29 start: grace counted from the expiry, as the laws say", () => {
  it("EU filing February 29, 2016: expiry February 28, 2026, grace to August 28, 2026 (EUTMR 53(3))", () => {
    const result = dates("eu-trademark-filing", "2016-02-29");
    expect(result["registration-expires"]).toBe("2026-02-28");
    expect(result["grace-period-ends"]).toBe("2026-08-28");
  });

  it("UK, India and Madrid renew from the previous expiry: the second term ends February 28, 2036", () => {
    for (const [event, id] of [
      ["uk-trademark-filing", "registration-expires-20"],
      ["in-trademark-application", "registration-expires-20"],
      ["madrid-registration", "renewal-20-due"],
    ] as const)
      expect(dates(event, "2016-02-29")[id], event).toBe("2036-02-28");
    expect(dates("uk-trademark-filing", "2016-02-29")["late-renewal-ends"]).toBe("2026-08-28");
    expect(dates("in-trademark-application", "2016-02-29")["surcharge-period-ends"]).toBe(
      "2026-08-28",
    );
    expect(dates("madrid-registration", "2016-02-29")["renewal-10-grace"]).toBe("2026-08-28");
  });

  it("US Section 8: registered February 29, 2012, due February 28, 2018, grace to August 28, 2018", () => {
    const result = dates("us-trademark-registration", "2012-02-29");
    expect(result["section-8-due"]).toBe("2018-02-28");
    expect(result["section-8-grace"]).toBe("2018-08-28");
  });
});

describe("an older event gets the rule of its day", () => {
  it("EP Rule 71(3) dated October 20, 2023: ten days' deemed notification, four months to February 29, 2024", () => {
    const grant = row("ep-intention-to-grant", "2023-10-20", "rule-71-3");
    expect(toIsoDate(grant.date)).toBe("2024-02-29");
    expect(grant.from && toIsoDate(grant.from.date)).toBe("2023-10-30");
    expect(grant.source).toContain("Rules 126(2) and 127(2) as in force until October 31, 2023");
    // Dated November 1, 2023: the date it bears, four months to March 1, 2024.
    expect(toIsoDate(row("ep-intention-to-grant", "2023-11-01", "rule-71-3").date)).toBe(
      "2024-03-01",
    );
  });

  it("EP Rule 161/162 dated January 20, 2021: notified January 30, six months to July 30, 2021", () => {
    expect(dates("ep-rule-161", "2021-01-20")["rule-161"]).toBe("2021-07-30");
  });

  it("India, filed January 10, 2023: request for examination 48 months, January 10, 2027", () => {
    expect(dates("in-patent-application", "2023-01-10")["examination-request"]).toBe("2027-01-10");
    // Filed on March 15, 2024, the amended 31 months apply: October 15, 2026.
    expect(dates("in-patent-application", "2024-03-15")["examination-request"]).toBe("2026-10-15");
  });

  it("US trade mark Office action issued November 30, 2022: six months, to May 30, 2023", () => {
    const result = deadlinesFor("us-trademark-office-action", d("2022-11-30"));
    expect(result.deadlines.map((x) => [x.id, toIsoDate(x.date)])).toEqual([
      ["response", "2023-05-30"],
    ]);
    expect(result.deadlines[0]!.source).toContain("before December 3, 2022");
    // Issued December 5, 2022: three months, extendable to six.
    expect(dates("us-trademark-office-action", "2022-12-05")).toEqual({
      response: "2023-03-05",
      "response-extended": "2023-06-05",
    });
  });

  it("India national phase: the international filing date drives renewals and term (s.138(4))", () => {
    const result = deadlinesFor("in-patent-application", d("2022-05-16"));
    expect(result.event.dateMeaning).toContain("Section 138(4)");
    expect(toIsoDate(result.deadlines.find((x) => x.id === "term-ends")!.date)).toBe("2042-05-16");
    expect(result.deadlines.find((x) => x.id === "form-3")!.caveat).toContain(
      "actually filed in India",
    );
  });
});
