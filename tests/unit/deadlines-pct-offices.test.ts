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

describe("the offices from LA on, row by row against the source each was read in", () => {
  // [code, Chapter I, Chapter II, later limit or null, where the figures were read]. Where a
  // source gives one entry limit without naming a chapter, that limit is used for both.
  const rows: [string, number, number, number | null, string][] = [
    ["MA", 31, 31, null, "https://www.egyptip.com/morocco"],
    ["MX", 30, 30, null, "https://yezhimaip.com/en/Wiki/16772251903261 (IMPI, via PCT: 30 months)"],
    [
      "MY",
      30,
      30,
      null,
      "https://www.anovip.com/articles/malaysia-patent-filing-requirements-fee-schedule",
    ],
    [
      "NG",
      30,
      30,
      null,
      "https://yezhimaip.com/en/Wiki/16772251903152 (Nigeria, via PCT: 30 months)",
    ],
    [
      "NO",
      31,
      31,
      null,
      "https://www.patentstyret.no/en/patent/apply-for-patent-in-several-countries/international-patent-application-pct/national-phase-in-norway",
    ],
    [
      "NZ",
      31,
      31,
      null,
      "https://www.mbip.com.au/nz-patents/ (31 months whether or not Chapter II)",
    ],
    [
      "OA",
      30,
      30,
      null,
      "https://www.smitvanwyk.com/oapi-patent-applications; https://keyipt.com/foreign-requirements/oapi/",
    ],
    [
      "PE",
      30,
      30,
      null,
      "https://yezhimaip.com/en/Wiki/16772251904173 (INDECOPI, via PCT: 30 months)",
    ],
    [
      "PH",
      30,
      30,
      31,
      "http://ipophil.gov.ph/faq_pctrelated.htm (Art. 22 or 39(1)(a): 30 months; one month more with an extension fee)",
    ],
    [
      "PL",
      30,
      30,
      null,
      "https://yezhimaip.com/en/Wiki/16772251903104; EPO OJ 1991, 124 (Art. 39(1)(a): 30 months)",
    ],
    ["PT", 30, 30, null, "https://yezhimaip.com/en/Wiki/16772251903235 (INPI, via PCT: 30 months)"],
    ["RO", 30, 30, null, "https://yezhimaip.com/en/Wiki/16772251904674 (OSIM, via PCT: 30 months)"],
    [
      "RS",
      30,
      30,
      null,
      "https://www.ip-coster.com/IPGuides/pct-serbia (30 months, 30 days more with a fee)",
    ],
    ["RU", 31, 31, null, "http://averyanov.net/eng_laws/law_pct.htm (31 months, Art. 22 or 39(1))"],
    [
      "SA",
      30,
      30,
      null,
      "https://sabaip.com/saudi-arabia-accepting-pct-designation/ (Chapter I 30, Chapter II 30)",
    ],
    [
      "SE",
      31,
      31,
      null,
      "https://www.prv.se/en/the-advanced-patent-guide/apply-in-other-countries/international-application-pct/national-phase/",
    ],
    [
      "SG",
      30,
      30,
      48,
      "https://www.cantab-ip.com/guides/singapore/patents/pct-national-phase/filing-guide (30 months, late entry to 48)",
    ],
    ["SK", 31, 31, null, "https://www.ip-coster.com/IPGuides/patent-pct-slovakia"],
    ["TH", 30, 30, null, "https://thailandpatents.com/thailand-pct-national-phase"],
    ["TN", 30, 30, null, "https://www.khipme.com/tunisia"],
    [
      "TR",
      30,
      30,
      33,
      "https://www.aksoy-ip.com/post/pct-national-phase-entries-for-turkey (33 months with an extension fee)",
    ],
    ["UA", 31, 31, null, "https://ckt.ua/en/services/entering-national-phase-of-pct-applications/"],
    [
      "VN",
      31,
      31,
      null,
      "https://ipct.vn/what-is-the-time-limit-for-pct-national-phase-entry-in-vietnam/ (31 months under Art. 22 or 39(1))",
    ],
    [
      "ZA",
      31,
      31,
      34,
      "https://hahn.co.za/south-africa/pct-applications (31 months irrespective of a demand; 3 months more at the Registrar's discretion)",
    ],
  ];

  it.each(rows)("%s: Chapter I %i, Chapter II %i, later %s (%s)", (code, one, two, later) => {
    expect(limits(code)).toEqual([one, two, later]);
    expect(office(code).demandBy19).toBeUndefined();
    // Not read in WIPO's table: the basis column says so beside the row.
    expect(office(code).note).toContain("not yet checked against WIPO's table");
  });

  it("says what the later limit needs", () => {
    expect(office("PH").late?.condition).toContain("extension fee");
    expect(office("SG").late?.condition).toContain("extension of time");
    expect(office("TR").late?.condition).toContain("extension fee");
    expect(office("ZA").late?.condition).toContain("Registrar of Patents");
  });

  it("points EPC and Eurasian states at the regional route", () => {
    for (const code of ["NO", "PL", "PT", "RO", "RS", "SE", "SK", "TR"])
      expect(office(code).note, code).toContain("see EP (31 months)");
    expect(office("RU").note).toContain("see EA (31 months)");
  });

  it("keeps LU at 20 months and marks TZ's 21 as not yet checked", () => {
    // EPO Guidelines for PCT, C-II 1.1.1: LU and TZ are the 20/21-month offices; a
    // practitioners' guide (https://yezhimaip.com/en/Wiki/16772251903574) gives LU 20 months,
    // 30 with a demand.
    expect(limits("LU")).toEqual([20, 30, null]);
    expect(office("LU").demandBy19).toBe(true);
    expect(office("TZ").demandBy19).toBe(true);
    expect(office("TZ").note).toContain("not yet checked against WIPO's table");
  });
});

describe("which rows were read in WIPO's table", () => {
  it("marks every row from AE to KZ as read there, and every other row as not yet checked", () => {
    const read = PCT_OFFICES.filter((o) => o.checked).map((o) => o.code);
    const notRead = PCT_OFFICES.filter((o) => !o.checked).map((o) => o.code);
    expect(read.every((code) => code < "LA")).toBe(true);
    expect(notRead.every((code) => code >= "LA")).toBe(true);
    expect(read).toContain("KZ");
    expect(notRead).toEqual(expect.arrayContaining(["LU", "MX", "TZ", "US", "ZA"]));
    expect(read.length + notRead.length).toBe(PCT_OFFICES.length);
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

  it("counts the later limits from month-ends and a leap day", () => {
    const at = (iso: string, code: string) => pctIso(pctOfficeDates(d(iso), [code])[0]!);
    // 34 months from March 31, 2024: January 31, 2027.
    expect(at("2024-03-31", "ZA")).toMatchObject({ chapterI: "2026-10-31", late: "2027-01-31" });
    // 31 months from March 31, 2024 is October 31, 2026; 30 months, September 30.
    expect(at("2024-03-31", "PH")).toMatchObject({ chapterI: "2026-09-30", late: "2026-10-31" });
    // 33 months from August 31, 2024: May 31, 2027.
    expect(at("2024-08-31", "TR")).toMatchObject({ chapterI: "2027-02-28", late: "2027-05-31" });
    // 48 months from a leap day lands on the next leap day.
    expect(at("2024-02-29", "SG")).toMatchObject({ chapterI: "2026-08-29", late: "2028-02-29" });
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
