import { describe, expect, it } from "vitest";
import { parseIsoDate, type CalendarDate } from "@/lib/deadlines/dates";
import {
  PCT_OFFICES,
  PCT_TABLE_CHECKED,
  pctIso,
  pctOfficeDates,
  readOfficeFilter,
  unknownOfficeCodes,
} from "@/lib/deadlines/pct-offices";

const d = (iso: string): CalendarDate => {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return reading.date;
};
const office = (code: string) => PCT_OFFICES.find((o) => o.code === code)!;
const limits = (code: string) => {
  const o = office(code);
  return [o.chapterI, o.chapterII, o.late?.months ?? null];
};

describe("the PCT offices table, row by row against WIPO's time-limits table", () => {
  it("has the 30-month offices", () => {
    for (const code of ["US", "JP", "AE", "AT", "BR", "CH", "ES", "IL", "IT", "KH", "EG"])
      expect(limits(code), code).toEqual([30, 30, null]);
  });

  it("has the 31-month offices", () => {
    for (const code of ["EP", "KR", "IN", "AU", "DE", "GB", "EA", "AP", "CO", "ID", "IQ"])
      expect(limits(code), code).toEqual([31, 31, null]);
  });

  it("has the offices that differ", () => {
    expect(limits("BA")).toEqual([34, 34, null]);
    expect(limits("AZ")).toEqual([30, 31, null]);
    expect(limits("GM")).toEqual([30, 31, null]);
    expect(limits("CN")).toEqual([30, 30, 32]);
    expect(limits("CA")).toEqual([30, 30, 42]);
    expect(office("CA").late?.condition).toContain("unintentional");
    expect(limits("LU")).toEqual([20, 30, null]);
    expect(limits("TZ")).toEqual([21, 31, null]);
  });

  it("has each code once, two capital letters, a name and a basis, in code order", () => {
    const codes = PCT_OFFICES.map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    for (const o of PCT_OFFICES) {
      expect(o.code).toMatch(/^[A-Z]{2}$/);
      expect(o.name.length).toBeGreaterThan(3);
      expect(o.note.length).toBeGreaterThan(10);
      expect(o.chapterII).toBeGreaterThanOrEqual(o.chapterI);
    }
    expect(PCT_TABLE_CHECKED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("each office's dates", () => {
  it("counts from a month-end priority date to the month's last day", () => {
    const [bosnia, china, canada, luxembourg] = pctOfficeDates(d("2024-08-31"), [
      "BA",
      "CN",
      "CA",
      "LU",
    ]).sort(
      (a, b) =>
        ["BA", "CN", "CA", "LU"].indexOf(a.office.code) -
        ["BA", "CN", "CA", "LU"].indexOf(b.office.code),
    );
    // 34 months from August 31, 2024: June has 30 days.
    expect(pctIso(bosnia!)).toEqual({
      chapterI: "2027-06-30",
      chapterII: "2027-06-30",
      late: undefined,
      demand: undefined,
    });
    // 30 months: February 2027 has 28 days; 32 months: April 30.
    expect(pctIso(china!)).toMatchObject({ chapterI: "2027-02-28", late: "2027-04-30" });
    expect(pctIso(canada!)).toMatchObject({ chapterI: "2027-02-28", late: "2028-02-29" });
    // 19 months for the demand: March 31, 2026; 20 months: April 30, 2026.
    expect(pctIso(luxembourg!)).toEqual({
      chapterI: "2026-04-30",
      chapterII: "2027-02-28",
      late: undefined,
      demand: "2026-03-31",
    });
  });

  it("counts a leap-day priority date", () => {
    const [azerbaijan] = pctOfficeDates(d("2024-02-29"), ["AZ"]);
    expect(pctIso(azerbaijan!)).toMatchObject({ chapterI: "2026-08-29", chapterII: "2026-09-29" });
  });

  it("lists every office when none is chosen", () => {
    expect(pctOfficeDates(d("2024-01-31"))).toHaveLength(PCT_OFFICES.length);
  });
});

describe("the office filter", () => {
  it("reads codes in any case and separator, keeps known ones in table order", () => {
    expect(readOfficeFilter("jp, us;EP  xx")).toEqual(["EP", "JP", "US"]);
    expect(readOfficeFilter(["cn", "in"])).toEqual(["CN", "IN"]);
    expect(readOfficeFilter(undefined)).toEqual([]);
    expect(unknownOfficeCodes("jp xx Zz")).toEqual(["XX", "ZZ"]);
  });
});
