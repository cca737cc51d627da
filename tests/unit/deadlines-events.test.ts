import { describe, expect, it } from "vitest";
import { isWeekend, parseIsoDate, toIsoDate } from "@/lib/deadlines/dates";
import { deadlinesFor, EVENT_GROUPS, EVENTS, type EventId } from "@/lib/deadlines/rules";

function calculate(event: EventId, iso: string) {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return deadlinesFor(event, reading.date);
}

/**
 * id -> [date] or [date, extended-to date] or [date, "weekend"] where the office's rule is not
 * quoted, or [date, "several offices"] for a weekend date on a row for several offices.
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

describe("European patent application: renewal fees (EPC Rule 51)", () => {
  it("falls due on the last day of the anniversary's month, from the third year to the twentieth", () => {
    const result = table("ep-application", "2024-01-15");
    // January 31, 2026 is a Saturday: moved to Monday under EPC Rule 134(1).
    expect(result["renewal-3-due"]).toEqual(["2026-01-31", "2026-02-02"]);
    expect(result["renewal-3-grace"]).toEqual(["2026-07-31"]);
    // January 31, 2043 is a Saturday too.
    expect(result["renewal-20-due"]).toEqual(["2043-01-31", "2043-02-02"]);
    expect(Object.keys(result)).toHaveLength(36);
    expect(result["renewal-2-due"]).toBeUndefined();
  });

  it("ends the grace period on the last day of the sixth month, from February 28 to August 31", () => {
    // Filed on a leap day: the third-year fee is due on February 28, 2026 (a Saturday).
    const result = table("ep-application", "2024-02-29");
    expect(result["renewal-3-due"]).toEqual(["2026-02-28", "2026-03-02"]);
    expect(result["renewal-3-grace"]).toEqual(["2026-08-31"]);
    expect(result["renewal-5-due"]).toEqual(["2028-02-29"]);
  });

  it("counts the grace period from the due date itself, not from the working day it moved to", () => {
    const result = table("ep-application", "2023-08-31");
    expect(result["renewal-3-due"]).toEqual(["2025-08-31", "2025-09-01"]);
    // Six months from August 31, 2025: February 28, 2026, a Saturday.
    expect(result["renewal-3-grace"]).toEqual(["2026-02-28", "2026-03-02"]);
  });

  it("says beside the third year what the calculator leaves to the Euro-PCT rules", () => {
    const due = calculate("ep-application", "2024-03-31").deadlines.find(
      (d) => d.id === "renewal-3-due",
    )!;
    expect(toIsoDate(due.date)).toBe("2026-03-31");
    expect(due.caveat).toContain("EPC Rule 159(1)(g)");
    expect(due.source).toBe("EPC Article 86(1); EPC Rule 51(1)");
  });
});

describe("US non-final Office action (35 U.S.C. 133; 37 CFR 1.134, 1.136(a))", () => {
  it("gives three months and the extended dates up to the six-month maximum, moved off closed days", () => {
    expect(table("us-office-action", "2025-05-30")).toEqual({
      // Where it is the first action on the merits, an IDS needs a statement or fee from today.
      "ids-statement-or-fee": ["2025-05-30"],
      // Saturday, August 30, 2025, then Sunday and Labor Day.
      "reply-3-months": ["2025-08-30", "2025-09-02"],
      "reply-4-months": ["2025-09-30"],
      "reply-5-months": ["2025-10-30"],
      "reply-6-months": ["2025-11-30", "2025-12-01"],
    });
  });

  it("runs from a month-end mailing date to the months' last days", () => {
    expect(table("us-office-action", "2025-08-31")).toEqual({
      "ids-statement-or-fee": ["2025-08-31"],
      "reply-3-months": ["2025-11-30", "2025-12-01"],
      "reply-4-months": ["2025-12-31"],
      "reply-5-months": ["2026-01-31", "2026-02-02"],
      "reply-6-months": ["2026-02-28", "2026-03-02"],
    });
  });

  it("skips the observed Independence Day", () => {
    // July 4, 2026 is a Saturday, observed on Friday, July 3.
    expect(table("us-office-action", "2026-04-03")["reply-3-months"]).toEqual([
      "2026-07-03",
      "2026-07-06",
    ]);
  });
});

describe("Indian patent application", () => {
  it("gives the 31-month examination request, renewals from the third year and the term", () => {
    const result = table("in-patent-application", "2024-08-31");
    expect(result["examination-request"]).toEqual(["2027-03-31"]);
    expect(result["renewal-3-due"]).toEqual(["2026-08-31"]);
    // Six months' extension on Form 4: February 28, 2027 is a Sunday, and no Indian rule for
    // closed days is quoted.
    expect(result["renewal-3-extended"]).toEqual(["2027-02-28", "weekend"]);
    expect(result["term-ends"]).toEqual(["2044-08-31"]);
    expect(result["renewal-2-due"]).toBeUndefined();
  });

  it("gives the former 48 months as a date for applications filed before March 15, 2024", () => {
    const result = calculate("in-patent-application", "2024-02-29");
    const request = result.deadlines.find((d) => d.id === "examination-request")!;
    // 48 months from February 29, 2024: February 29, 2028, a leap day again.
    expect(toIsoDate(request.date)).toBe("2028-02-29");
    expect(request.source).toContain("Rule 24B(1)(vi)");
    expect(table("in-patent-application", "2024-02-29")["renewal-5-due"]).toEqual(["2028-02-29"]);
  });
});

describe("Indian patent application: Form 3 (Patents Rules, 2003, Rule 12(1A))", () => {
  it("is due six months from filing in India, nine with the Form 4 extension", () => {
    // A patent agent's worked example of Rule 12(1A): an application filed in India on
    // January 1, 2025 must have its Form 3 with it or by July 1, 2025.
    expect(table("in-patent-application", "2025-01-01")).toMatchObject({
      "form-3": ["2025-07-01"],
      "form-3-extended": ["2025-10-01"],
    });
  });

  it("counts to a short month's last day, and says a national phase counts from entry in India", () => {
    expect(table("in-patent-application", "2025-08-31")["form-3"]).toEqual([
      "2026-02-28",
      "weekend",
    ]);
    const form3 = calculate("in-patent-application", "2025-08-31").deadlines.find(
      (d) => d.id === "form-3",
    )!;
    expect(form3.caveat).toContain("actually filed in India");
    // The priority date never moves Form 3: it counts from the Indian filing alone.
    const filing = parseIsoDate("2025-08-31");
    const priority = parseIsoDate("2024-09-02");
    if (!filing.ok || !priority.ok) throw new Error("bad test date");
    const withPriority = deadlinesFor("in-patent-application", filing.date, {
      priority: priority.date,
    }).deadlines.find((d) => d.id === "form-3")!;
    expect(toIsoDate(withPriority.date)).toBe("2026-02-28");
  });
});

describe("Indian patent application: request for examination from the priority date (Rule 24B(1)(i))", () => {
  const withPriority = (filing: string, priority: string) => {
    const [f, p] = [parseIsoDate(filing), parseIsoDate(priority)];
    if (!f.ok || !p.ok) throw new Error("bad test date");
    return deadlinesFor("in-patent-application", f.date, { priority: p.date });
  };
  const examination = (result: ReturnType<typeof withPriority>) =>
    result.deadlines.find((d) => d.id === "examination-request")!;

  it("counts 31 months from a convention priority date, not from the Indian filing", () => {
    // Priority in the US on September 12, 2024; filed in India a year later, on September 10,
    // 2025: due April 12, 2027 (31 months from priority), not April 10, 2028.
    const d = examination(withPriority("2025-09-10", "2024-09-12"));
    expect(toIsoDate(d.date)).toBe("2027-04-12");
    expect(d.from).toEqual({
      meaning: "the priority date",
      date: { year: 2024, month: 9, day: 12 },
    });
    expect(d.warning).toBeUndefined();
  });

  it("counts a national phase application from its priority, to a short month's last day", () => {
    // Priority July 31, 2024; international filing July 30, 2025: 31 months from July 31, 2024
    // is February 2027, which has no 31st.
    expect(toIsoDate(examination(withPriority("2025-07-30", "2024-07-31")).date)).toBe(
      "2027-02-28",
    );
  });

  it("counts from the filing date when the priority date is the same day", () => {
    const d = examination(withPriority("2024-08-31", "2024-08-31"));
    expect(toIsoDate(d.date)).toBe("2027-03-31");
    expect(d.from).toBeUndefined();
    expect(d.warning).toBeUndefined();
  });

  it("warns in the row itself when no priority date is given", () => {
    const d = calculate("in-patent-application", "2025-09-10").deadlines.find(
      (x) => x.id === "examination-request",
    )!;
    expect(toIsoDate(d.date)).toBe("2028-04-10");
    expect(d.warning).toContain(
      "an application claiming priority (a convention or PCT national phase application) is due 31 months from the priority date",
    );
  });

  it("counts the former 48 months from the priority date for a filing before March 15, 2024", () => {
    const result = withPriority("2024-03-14", "2023-03-20");
    const request = result.deadlines.find((d) => d.id === "examination-request")!;
    expect(toIsoDate(request.date)).toBe("2027-03-20");
    expect(request.period).toBe("48 months");
    expect(request.from?.meaning).toBe("the priority date");
    expect(result.notes).toEqual([]);
  });

  it("ignores a priority date for events that do not take one", () => {
    const start = parseIsoDate("2024-08-31");
    const priority = parseIsoDate("2024-01-31");
    if (!start.ok || !priority.ok) throw new Error("bad test date");
    const result = deadlinesFor("ep-application", start.date, { priority: priority.date });
    expect(result.priority).toBeUndefined();
    expect(toIsoDate(result.deadlines[0]!.date)).toBe("2026-08-31");
  });
});

describe("Indian first examination report", () => {
  it("gives Form 3 at three months and the reply at six, each with its extension", () => {
    expect(table("in-first-examination-report", "2024-03-31")).toEqual({
      "form-3": ["2024-06-30", "weekend"],
      "form-3-extended": ["2024-09-30"],
      reply: ["2024-09-30"],
      "reply-extended": ["2024-12-31"],
    });
  });

  it("leaves Form 3 out for reports issued before the 2024 rules", () => {
    const result = calculate("in-first-examination-report", "2024-03-14");
    expect(result.deadlines.map((d) => d.id)).toEqual(["reply", "reply-extended"]);
    expect(result.notes[0]).toContain("March 15, 2024");
  });
});

describe("Indian patent granted: statement of working (Form 27)", () => {
  it("is due six months after each period of three financial years after the grant's", () => {
    expect(table("in-patent-grant", "2024-06-10")).toEqual({
      "form-27-1": ["2028-09-30", "weekend"],
      "form-27-1-extended": ["2028-12-30", "weekend"],
      "form-27-2": ["2031-09-30"],
      "form-27-2-extended": ["2031-12-30"],
      "form-27-3": ["2034-09-30", "weekend"],
      "form-27-3-extended": ["2034-12-30", "weekend"],
    });
  });

  it("starts the financial year in April", () => {
    expect(table("in-patent-grant", "2025-03-31")["form-27-1"]).toEqual(["2028-09-30", "weekend"]);
    expect(table("in-patent-grant", "2025-04-01")["form-27-1"]).toEqual(["2029-09-30", "weekend"]);
  });

  it("gives a patent granted before April 1, 2023 the statement for FY 2023-24 to 2025-26 (IPO FAQs, August 26, 2024)", () => {
    // Granted May 1, 2020: under the former annual rule statements were due each September;
    // the amended rule's first period is FY 2023-24 to 2025-26, due September 30, 2026, and
    // a request in Form 4 extends it to December 30, 2026.
    expect(table("in-patent-grant", "2020-05-01")).toEqual({
      "form-27-1": ["2026-09-30"],
      "form-27-1-extended": ["2026-12-30"],
      "form-27-2": ["2029-09-30", "weekend"],
      "form-27-2-extended": ["2029-12-30", "weekend"],
      "form-27-3": ["2032-09-30"],
      "form-27-3-extended": ["2032-12-30"],
    });
    const first = calculate("in-patent-grant", "2020-05-01").deadlines[0]!;
    expect(first.period).toBe("FY 2023-24 to 2025-26");
    expect(first.source).toContain("FAQs on Form 27 (August 26, 2024)");
    expect(first.detail).toContain("granted before April 1, 2023");
    expect(calculate("in-patent-grant", "2020-05-01").notes).toEqual([]);
    // The last day of FY 2022-23 is the last grant date with this period.
    expect(table("in-patent-grant", "2023-03-31")["form-27-1"]).toEqual(["2026-09-30"]);
  });

  it("gives a patent granted in FY 2023-24, before the 2024 rules too, FY 2024-25 to 2026-27", () => {
    expect(table("in-patent-grant", "2024-03-14")).toMatchObject({
      "form-27-1": ["2027-09-30"],
      "form-27-1-extended": ["2027-12-30"],
    });
    expect(table("in-patent-grant", "2023-04-01")["form-27-1"]).toEqual(["2027-09-30"]);
    const first = calculate("in-patent-grant", "2023-04-01").deadlines[0]!;
    expect(first.period).toBe("FY 2024-25 to 2026-27");
    expect(first.source).not.toContain("FAQs");
  });
});

describe("designs", () => {
  it("ends a US design patent 15 years from grant", () => {
    const result = calculate("us-design-grant", "2016-02-29");
    expect(table("us-design-grant", "2016-02-29")).toEqual({ "term-ends": ["2031-02-28"] });
    expect(result.deadlines[0]!.caveat).toContain("May 13, 2015");
  });

  it("renews an EU design at the month's end before May 1, 2025 and on the anniversary after", () => {
    const result = table("eu-design-filing", "2020-01-15");
    // The EUIPO's former rule: six months ending on the last day of the anniversary's month.
    expect(result["renewal-5-opens"]).toEqual(["2024-08-01"]);
    expect(result["renewal-5-due"]).toEqual(["2025-01-31"]);
    expect(result["renewal-5-grace"]).toEqual(["2025-07-31"]);
    // After the reform: the anniversary itself, and six months after it.
    expect(result["renewal-10-opens"]).toEqual(["2029-07-15"]);
    expect(result["renewal-10-due"]).toEqual(["2030-01-15"]);
    expect(result["renewal-10-grace"]).toEqual(["2030-07-15"]);
    expect(result["term-ends"]).toEqual(["2045-01-15"]);
  });

  it("extends an Indian design once, before ten years, with a year to restore", () => {
    expect(table("in-design-registration", "2015-03-31")).toEqual({
      "extension-due": ["2025-03-31"],
      "restoration-ends": ["2026-03-31"],
      "term-ends": ["2030-03-31"],
    });
  });
});

describe("trademark renewals", () => {
  it("UK: ten years from filing, six months' late renewal", () => {
    expect(table("uk-trademark-filing", "2016-08-31")).toEqual({
      "registration-expires": ["2026-08-31"],
      "late-renewal-ends": ["2027-02-28", "weekend"],
      // Each renewal adds ten years from the end of the term before.
      "registration-expires-20": ["2036-08-31", "weekend"],
      "late-renewal-ends-20": ["2037-02-28", "weekend"],
      "registration-expires-30": ["2046-08-31"],
      "late-renewal-ends-30": ["2047-02-28"],
    });
  });

  it("Japan: ten years from registration, six months before and after", () => {
    expect(table("jp-trademark-registration", "2016-02-29")).toEqual({
      "renewal-opens": ["2025-08-29"],
      "registration-expires": ["2026-02-28", "weekend"],
      // Six months after the expiry (Article 20(3)), February 28: August 28, a Friday.
      "late-renewal-ends": ["2026-08-28"],
      // The second term ends on February 29 again, 2036 being a leap year.
      "renewal-opens-20": ["2035-08-29"],
      "registration-expires-20": ["2036-02-29"],
      "late-renewal-ends-20": ["2036-08-29"],
      "renewal-opens-30": ["2045-08-29"],
      "registration-expires-30": ["2046-02-28"],
      "late-renewal-ends-30": ["2046-08-28"],
    });
  });

  it("China: ten years from approval, twelve months before and six after", () => {
    // Each term ends the day before its tenth anniversary (Articles 39 and 40).
    expect(table("cn-trademark-registration", "2015-10-31")).toEqual({
      "renewal-opens": ["2024-10-31"],
      "registration-expires": ["2025-10-30"],
      "grace-period-ends": ["2026-04-30"],
      "renewal-opens-20": ["2034-10-31"],
      "registration-expires-20": ["2035-10-30"],
      "grace-period-ends-20": ["2036-04-30"],
      "renewal-opens-30": ["2044-10-31"],
      "registration-expires-30": ["2045-10-30"],
      "grace-period-ends-30": ["2046-04-30"],
    });
  });
});

describe("remedies the calculator does not model, said beside the date", () => {
  const caveat = (event: EventId, iso: string, id: string) =>
    calculate(event, iso).deadlines.find((d) => d.id === id)?.caveat;

  it("names restoration of priority and reinstatement beside the PCT dates", () => {
    expect(caveat("first-filing", "2024-08-31", "pct-application")).toContain("PCT Rule 26bis.3");
    expect(caveat("first-filing", "2024-08-31", "national-phase-30")).toContain("PCT Rule 49.6");
    expect(caveat("first-filing", "2024-08-31", "national-phase-31")).toContain("PCT Rule 49.6");
  });

  it("names the petition for a late US maintenance fee beside each grace period's end", () => {
    const graces = calculate("us-patent-grant", "2024-03-31").deadlines.filter((d) =>
      d.id.endsWith("-grace"),
    );
    expect(graces).toHaveLength(3);
    for (const d of graces) expect(d.caveat).toContain("37 CFR 1.378");
  });

  it("names restitutio in integrum beside the end of an EU trade mark's grace period", () => {
    expect(caveat("eu-trademark-filing", "2024-02-29", "grace-period-ends")).toContain(
      "EUTMR Article 104",
    );
  });
});

describe("US final Office action (37 CFR 1.134, 1.136(a); MPEP 706.07(f))", () => {
  it("gives the two-month date for the advisory-action rule, then three to six months", () => {
    // Mailed Friday, May 30, 2025: three months end on Saturday, August 30; the USPTO takes
    // the reply on Tuesday, September 2, after Labor Day.
    expect(table("us-final-office-action", "2025-05-30")).toEqual({
      "ids-statement-and-fee": ["2025-05-30"],
      "first-reply-2-months": ["2025-07-30"],
      "reply-3-months": ["2025-08-30", "2025-09-02"],
      "reply-4-months": ["2025-09-30"],
      "reply-5-months": ["2025-10-30"],
      "reply-6-months": ["2025-11-30", "2025-12-01"],
    });
  });

  it("says how a first reply within two months and a later advisory action move the end", () => {
    const first = calculate("us-final-office-action", "2025-05-30").deadlines.find(
      (x) => x.id === "first-reply-2-months",
    )!;
    expect(first.detail).toContain("whichever is later");
    expect(first.source).toContain("MPEP 706.07(f)");
  });
});

describe("US Notice of Allowance (35 U.S.C. 151; 37 CFR 1.311)", () => {
  it("gives the issue fee three months from mailing, not extendable", () => {
    // The IDS window under 37 CFR 1.97(d) opens with the notice and closes with the issue fee.
    expect(table("us-notice-of-allowance", "2025-06-02")).toEqual({
      "ids-statement-and-fee": ["2025-06-02"],
      "issue-fee": ["2025-09-02"],
      "ids-last-day": ["2025-09-02"],
    });
    const fee = calculate("us-notice-of-allowance", "2025-06-02").deadlines.find(
      (x) => x.id === "issue-fee",
    )!;
    expect(fee.detail).toContain("cannot be extended");
    expect(fee.source).toBe("35 U.S.C. 151(a); 37 CFR 1.311(a)");
  });

  it("docketed on a Saturday, with the USPTO's next working day beside it", () => {
    expect(table("us-notice-of-allowance", "2025-05-30")).toEqual({
      "ids-statement-and-fee": ["2025-05-30"],
      "issue-fee": ["2025-08-30", "2025-09-02"],
      "ids-last-day": ["2025-08-30", "2025-09-02"],
    });
  });
});

describe("EP intention to grant (EPC Rule 71(3))", () => {
  it("gives four months from the communication, to the month's end where it is shorter", () => {
    expect(table("ep-intention-to-grant", "2025-06-30")).toEqual({ "rule-71-3": ["2025-10-30"] });
    // October 31, 2025 + 4 months: February 28, 2026, a Saturday: the EPO extends it.
    expect(table("ep-intention-to-grant", "2025-10-31")).toEqual({
      "rule-71-3": ["2026-02-28", "2026-03-02"],
    });
  });
});

describe("European patent granted: mention of the grant published", () => {
  it("gives the request for unitary effect at one month and the opposition period at nine", () => {
    // Mention published Wednesday, January 29, 2025: February has no 29th in 2025.
    expect(table("ep-grant", "2025-01-29")).toEqual({
      "unitary-effect": ["2025-02-28"],
      "validation-translations": ["2025-04-29"],
      opposition: ["2025-10-29"],
    });
    const [unitary, validation, opposition] = calculate("ep-grant", "2025-01-29").deadlines;
    // EPC Article 65(1): three months, unless a state prescribes longer; London Agreement
    // states sharing a language with the EPO need no translation.
    expect(validation!.source).toBe("EPC Article 65(1); London Agreement, Article 1");
    expect(validation!.detail).toContain("unless that state prescribes a longer one");
    expect(validation!.office).toBe("");
    expect(unitary!.source).toContain("Regulation (EU) No 1257/2012, Article 9(1)(g)");
    expect(unitary!.source).toContain("Rule 6(1)");
    expect(opposition!.source).toBe("EPC Article 99(1)");
  });
});

describe("Indian provisional application (Patents Act s.9(1); Rule 12(1A))", () => {
  it("gives Form 3 at six months and the complete specification at twelve", () => {
    // Filed January 1, 2025: Form 3 by July 1, 2025 (a practitioner's worked example of
    // Rule 12(1A)); the complete specification by January 1, 2026.
    expect(table("in-provisional-application", "2025-01-01")).toEqual({
      "form-3": ["2025-07-01"],
      "form-3-extended": ["2025-10-01"],
      "complete-specification": ["2026-01-01"],
    });
  });
});

describe("UK trade mark application published (TMA 1994 s.38(2); TMR 2008 r.17)", () => {
  it("gives two months beginning immediately after publication, three after a Form TM7A", () => {
    // Published Friday, January 3, 2025 (no dated example in the sources): the two months
    // beginning on January 4 end on Monday, March 3; with a TM7A, on Thursday, April 3.
    expect(table("uk-trademark-publication", "2025-01-03")).toEqual({
      opposition: ["2025-03-03"],
      "opposition-extended": ["2025-04-03"],
    });
    const [opposition] = calculate("uk-trademark-publication", "2025-01-03").deadlines;
    expect(opposition!.detail).toContain("extends the period to three months");
  });

  it("ends a period from the last day of December at the end of February", () => {
    expect(table("uk-trademark-publication", "2027-12-31")).toEqual({
      opposition: ["2028-02-29"],
      "opposition-extended": ["2028-03-31"],
    });
  });
});

describe("Indian trademark application advertised (Trade Marks Act 1999, s.21(1))", () => {
  it("gives four months from the advertisement, with no extension", () => {
    expect(table("in-trademark-advertisement", "2025-01-06")).toEqual({
      opposition: ["2025-05-06"],
    });
    // Four months from October 31, 2025: February 28, 2026, a Saturday, flagged as no Indian
    // rule on closed days is quoted.
    expect(table("in-trademark-advertisement", "2025-10-31")).toEqual({
      opposition: ["2026-02-28", "weekend"],
    });
    const [opposition] = calculate("in-trademark-advertisement", "2025-01-06").deadlines;
    expect(opposition!.detail).toContain("no extension");
  });
});

describe("EU trade mark application published (EUTMR Article 46(1))", () => {
  it("gives the opposition period of three months following publication", () => {
    expect(table("eu-trademark-publication", "2025-03-31")).toEqual({
      opposition: ["2025-06-30"],
    });
  });
});

describe("the event list", () => {
  it("puts every event in one of its groups, and no group is empty", () => {
    for (const event of EVENTS) expect(EVENT_GROUPS).toContain(event.group);
    for (const group of EVENT_GROUPS)
      expect(EVENTS.filter((event) => event.group === group).length).toBeGreaterThan(0);
  });
});

describe("PCT international search report transmitted (PCT Article 19; Rule 46.1)", () => {
  const isr = (transmittal: string, priority?: string) => {
    const t = parseIsoDate(transmittal);
    const p = priority ? parseIsoDate(priority) : undefined;
    if (!t.ok || (p && !p.ok)) throw new Error("bad test date");
    return deadlinesFor("pct-search-report", t.date, p?.ok ? { priority: p.date } : {})
      .deadlines[0]!;
  };

  it("takes 16 months from priority where that ends after two months from transmittal", () => {
    // Priority January 15, 2024; search report transmitted September 10, 2024: two months end
    // November 10, 2024, sixteen from priority May 15, 2025.
    const d = isr("2024-09-10", "2024-01-15");
    expect(toIsoDate(d.date)).toBe("2025-05-15");
    expect(d.period).toBe("16 months");
    expect(d.from).toEqual({
      meaning: "the priority date",
      date: { year: 2024, month: 1, day: 15 },
    });
  });

  it("takes two months from a late transmittal", () => {
    const d = isr("2025-04-30", "2024-01-15");
    expect(toIsoDate(d.date)).toBe("2025-06-30");
    expect(d.period).toBe("2 months");
    expect(d.from).toBeUndefined();
  });

  it("extends a Saturday at the International Bureau under PCT Rule 80.5", () => {
    // Sixteen months from January 31, 2024: Saturday, May 31, 2025.
    const d = isr("2024-10-01", "2024-01-31");
    expect(toIsoDate(d.date)).toBe("2025-05-31");
    expect(d.extended).toMatchObject({
      to: { year: 2025, month: 6, day: 2 },
      source: "PCT Rule 80.5",
    });
  });

  it("counts two months and says what a priority date would change when none is given", () => {
    const d = isr("2025-04-30");
    expect(toIsoDate(d.date)).toBe("2025-06-30");
    expect(d.warning).toContain("16 months from the priority date");
  });
});

describe("US utility application filed: priority and benefit claims (37 CFR 1.55(d)(1), 1.78)", () => {
  const claim = (filing: string, priority?: string) => {
    const f = parseIsoDate(filing);
    const p = priority ? parseIsoDate(priority) : undefined;
    if (!f.ok || (p && !p.ok)) throw new Error("bad test date");
    return deadlinesFor(
      "us-application-filed",
      f.date,
      p?.ok ? { priority: p.date } : {},
    ).deadlines.find((x) => x.id === "priority-claim")!;
  };

  it("takes 16 months from priority where that ends after four months from filing", () => {
    // Foreign priority March 15, 2024; US filing on the Paris year's last weekday, March 14,
    // 2025: four months end July 14, 2025, sixteen from priority July 15.
    const d = claim("2025-03-14", "2024-03-15");
    expect(toIsoDate(d.date)).toBe("2025-07-15");
    expect(d.period).toBe("16 months");
    expect(d.from?.meaning).toBe("the priority date");
  });

  it("takes four months from an early filing, and extends a Sunday at the USPTO", () => {
    // Filed December 20, 2024 claiming August 1, 2024: four months end April 20, 2025, sixteen
    // from priority December 1, 2025: the later day counts.
    expect(toIsoDate(claim("2024-12-20", "2024-08-01").date)).toBe("2025-12-01");
    // Without a priority date: four months, Sunday April 20, 2025, taken on Monday.
    const d = claim("2024-12-20");
    expect(toIsoDate(d.date)).toBe("2025-04-20");
    expect(d.extended?.to).toEqual({ year: 2025, month: 4, day: 21 });
    expect(d.warning).toContain("16 months from the earliest foreign or provisional application");
  });
});

describe("EP search report publication mentioned (EPC Rules 39(1), 70(1), 70a(1))", () => {
  it("gives six months for the examination request, designation fee and search-opinion reply", () => {
    expect(table("ep-search-report", "2025-03-19")).toEqual({
      "examination-designation": ["2025-09-19"],
    });
    // Mentioned Wednesday, August 28, 2024: six months end Friday, February 28, 2025.
    expect(table("ep-search-report", "2024-08-28")).toEqual({
      "examination-designation": ["2025-02-28"],
    });
  });
});

describe("Euro-PCT: European phase entry (EPC Rule 159(1))", () => {
  it("falls 31 months from the priority date, to the month's last day where shorter", () => {
    expect(table("euro-pct-entry", "2024-02-29")).toEqual({
      "european-phase-entry": ["2026-09-29"],
    });
    expect(table("euro-pct-entry", "2024-07-31")).toEqual({
      "european-phase-entry": ["2027-02-28", "2027-03-01"],
    });
  });

  it("extends a Saturday to the EPO's next working day under Rule 134(1)", () => {
    // Priority March 31, 2024: 31 months end on Saturday, October 31, 2026.
    const entry = calculate("euro-pct-entry", "2024-03-31").deadlines[0]!;
    expect(toIsoDate(entry.date)).toBe("2026-10-31");
    expect(entry.extended).toMatchObject({
      to: { year: 2026, month: 11, day: 2 },
      source: "EPC Rule 134(1)",
    });
    expect(entry.source).toBe("EPC Article 153; EPC Rules 159(1) and 162(1)");
    expect(entry.detail).toContain("Rules 161 and 162");
  });
});

describe("Euro-PCT: Rule 161/162 communication (EPC Rules 161, 162)", () => {
  it("gives six months from the communication, to the month's last day where shorter", () => {
    expect(table("ep-rule-161", "2025-03-31")).toEqual({ "rule-161": ["2025-09-30"] });
  });
});

describe("US trademark Notice of Allowance (15 U.S.C. 1051(d); 37 CFR 2.88, 2.89)", () => {
  it("gives the statement of use at six months and each six-month extension to 36 months", () => {
    // TMEP 1108.01's example: a notice issued May 6, 2004, whose first six-month period ends
    // November 6, 2004 (a Saturday: the USPTO takes it on Monday, 37 CFR 2.196).
    expect(table("us-trademark-notice-of-allowance", "2004-05-06")).toEqual({
      "statement-of-use-6": ["2004-11-06", "2004-11-08"],
      "statement-of-use-12": ["2005-05-06"],
      "statement-of-use-18": ["2005-11-06", "2005-11-07"],
      "statement-of-use-24": ["2006-05-06", "2006-05-08"],
      "statement-of-use-30": ["2006-11-06"],
      "statement-of-use-36": ["2007-05-06", "2007-05-07"],
    });
  });
});

describe("US restriction requirement (MPEP 710.02(b); 37 CFR 1.136(a))", () => {
  it("gives two months to elect, then each extended month to six", () => {
    // Mailed June 30, 2025: two months end Saturday, August 30; Monday is Labor Day.
    expect(table("us-restriction-requirement", "2025-06-30")).toEqual({
      "reply-2-months": ["2025-08-30", "2025-09-02"],
      "reply-3-months": ["2025-09-30"],
      "reply-4-months": ["2025-10-30"],
      "reply-5-months": ["2025-11-30", "2025-12-01"],
      "reply-6-months": ["2025-12-30"],
    });
  });
});

describe("US Notice to File Missing Parts (37 CFR 1.53(f); 1.136(a); MPEP 710.02(d))", () => {
  it("gives two months, then each extended month to seven, beyond 35 U.S.C. 133's six", () => {
    // Mailed Friday, May 30, 2025 (no example with dates in the sources): three months end on
    // Saturday, August 30, taken on Tuesday after Labor Day; six on Sunday, November 30.
    expect(table("us-missing-parts", "2025-05-30")).toEqual({
      "reply-2-months": ["2025-07-30"],
      "reply-3-months": ["2025-08-30", "2025-09-02"],
      "reply-4-months": ["2025-09-30"],
      "reply-5-months": ["2025-10-30"],
      "reply-6-months": ["2025-11-30", "2025-12-01"],
      "reply-7-months": ["2025-12-30"],
    });
    const rows = calculate("us-missing-parts", "2025-05-30").deadlines;
    expect(rows[0]!.source).toContain("37 CFR 1.53(f)(1)");
    expect(rows[0]!.caveat).toContain("37 CFR 1.53(f)(3)");
    expect(rows.at(-1)!.source).toContain("MPEP 710.02(d)");
  });
});

describe("US notice of appeal received (37 CFR 41.37(a))", () => {
  it("gives the brief two months from receipt: the USPTO's own example", () => {
    // The USPTO's FAQ: a notice of appeal received January 16, 2011 has its brief due March 16.
    expect(table("us-notice-of-appeal", "2011-01-16")).toEqual({
      "appeal-brief": ["2011-03-16"],
      "appeal-brief-extended": ["2011-08-16"],
    });
  });

  it("ends at the end of February for a notice received on December 30 (MPEP 1205.01)", () => {
    expect(table("us-notice-of-appeal", "2024-12-30")["appeal-brief"]).toEqual(["2025-02-28"]);
  });
});

describe("renewal windows that open six months before expiry", () => {
  it("opens the JPO's window on the same day six months before the term ends", () => {
    // Japanese patent attorney examination, 2020, trademarks Q7: for a term ending Wednesday,
    // May 20, 2020, renewal may be applied for from November 20, 2019, not November 21
    // (Trademark Act Article 20(2); Patent Act Article 3, applied by Article 77(1)).
    expect(table("jp-trademark-registration", "2010-05-20")).toMatchObject({
      "renewal-opens": ["2019-11-20"],
      "registration-expires": ["2020-05-20"],
    });
  });
});

describe("EUIPO renewal periods: 'within the six months before expiry'", () => {
  it("opens an EU trade mark's on the same day of the month six months before expiry", () => {
    // A practitioner's worked example of EUTMR Article 53(3): a mark filed July 14, 2015
    // expires July 14, 2025; renewal may be requested from January 14, 2025, and late, with
    // the additional fee, until January 14, 2026.
    expect(table("eu-trademark-filing", "2015-07-14")).toMatchObject({
      "renewal-opens": ["2025-01-14"],
      "registration-expires": ["2025-07-14"],
      "grace-period-ends": ["2026-01-14"],
    });
  });

  it("opens an EU design's on the same day, as the amended Article 13(3) aligns it with trade marks", () => {
    // Filed July 14, 2021: the first term ends on July 14, 2026, after the reform; the period
    // opens on January 14, 2026, not the 15th.
    expect(table("eu-design-filing", "2021-07-14")).toMatchObject({
      "renewal-5-opens": ["2026-01-14"],
      "renewal-5-due": ["2026-07-14"],
    });
  });

  it("opened a pre-reform design's six whole months before the end of its expiry month", () => {
    // Filed February 10, 2019: protection ran to the end of February 2024 (the 29th), so the
    // six months ending then began on September 1, 2023, whatever the shorter month's length.
    const result = table("eu-design-filing", "2019-02-10");
    expect(result["renewal-5-opens"]).toEqual(["2023-09-01"]);
    expect(result["renewal-5-due"]).toEqual(["2024-02-29"]);
    const opens = calculate("eu-design-filing", "2019-02-10").deadlines.find(
      (d) => d.id === "renewal-5-opens",
    )!;
    expect(opens.source).toContain("before its amendment");
  });
});

describe("US trademark Office action (37 CFR 2.62(a))", () => {
  it("gives three months, and six after the one three-month extension", () => {
    expect(table("us-trademark-office-action", "2025-06-02")).toEqual({
      response: ["2025-09-02"],
      "response-extended": ["2025-12-02"],
    });
    const [response] = calculate("us-trademark-office-action", "2025-06-02").deadlines;
    expect(response!.caveat).toContain("section 66(a) sets six months");
  });
});

describe("International (Madrid) registration (Madrid Protocol Art. 7; Common Regulations Rule 30)", () => {
  it("renews every ten years, from six months before to six months after, each cycle", () => {
    // A practitioner's worked example: registered April 16, 2020, renewable from October 16,
    // 2029 to April 16, 2030, with grace to October 16, 2030; the next renewal April 16, 2040.
    expect(table("madrid-registration", "2020-04-16")).toEqual({
      "renewal-10-opens": ["2029-10-16"],
      "renewal-10-due": ["2030-04-16"],
      "renewal-10-grace": ["2030-10-16"],
      "renewal-20-opens": ["2039-10-16"],
      "renewal-20-due": ["2040-04-16"],
      "renewal-20-grace": ["2040-10-16"],
      "renewal-30-opens": ["2049-10-16"],
      // Saturday and Sunday: flagged, as no rule of WIPO's on closed days is quoted.
      "renewal-30-due": ["2050-04-16", "weekend"],
      "renewal-30-grace": ["2050-10-16", "weekend"],
    });
  });
});

describe("US trademark published for opposition (15 U.S.C. 1063(a); 37 CFR 2.102(c))", () => {
  it("counts 30, 60, 120 and 180 days from publication, each extension from the last one's own day", () => {
    // Published Tuesday, June 3, 2025. Day 60 is Saturday, August 2, and day 180 Sunday,
    // November 30: filings on the next business day count (37 CFR 2.196), but the next
    // extension still runs from the day itself (TBMP 209.02).
    expect(table("us-trademark-publication", "2025-06-03")).toEqual({
      "opposition-30-days": ["2025-07-03"],
      "opposition-60-days": ["2025-08-02", "2025-08-04"],
      "opposition-120-days": ["2025-10-01"],
      "opposition-180-days": ["2025-11-30", "2025-12-01"],
    });
  });
});
