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

describe("the offices from LA on, row by row against WIPO's PCT Applicant's Guide", () => {
  // [code, Chapter I, Chapter II, later limit or null, version of the national chapter read].
  // Read in the summary of each office's national chapter ("Time limits applicable for entry
  // into the national phase"), https://pctlegal.wipo.int/eGuide/view-doc.xhtml?doc-code=XX, in
  // the copy at https://github.com/Rakityansky/RAG_demo/blob/main/documents/XX.md.
  const rows: [string, number, number, number | null, string][] = [
    ["LA", 31, 31, null, "2023-09-15"],
    ["LK", 30, 30, null, "2023-09-15"],
    ["LR", 30, 31, null, "2024-03-01"],
    ["LS", 30, 31, null, "2023-09-15"],
    ["LU", 20, 30, null, "2024-01-01"],
    ["MA", 31, 31, null, "2024-04-25"],
    ["MD", 31, 31, null, "2024-03-01"],
    ["MG", 30, 30, null, "2023-09-15"],
    ["MK", 31, 31, null, "2023-09-15"],
    ["MN", 31, 31, null, "2023-09-15"],
    ["MW", 30, 30, null, "2024-03-01"],
    ["MX", 30, 30, null, "2024-04-11"],
    ["MY", 30, 30, null, "2023-09-15"],
    ["MZ", 31, 31, null, "2023-09-15"],
    ["NA", 31, 31, null, "2023-09-15"],
    ["NG", 30, 30, null, "2023-09-15"],
    ["NI", 30, 30, null, "2024-03-01"],
    ["NO", 31, 31, null, "2024-04-11"],
    ["NZ", 31, 31, null, "2024-04-11"],
    ["OA", 30, 30, null, "2023-09-15"],
    ["OM", 30, 30, null, "2024-03-01"],
    ["PA", 30, 30, null, "2024-03-01"],
    ["PE", 30, 30, null, "2024-03-01"],
    ["PG", 31, 31, null, "2024-03-01"],
    ["PH", 30, 30, 31, "2024-03-01"],
    ["PL", 30, 30, null, "2024-01-19"],
    ["PT", 30, 30, null, "2024-01-01"],
    ["QA", 30, 30, null, "2024-03-01"],
    ["RO", 30, 30, null, "2024-01-01"],
    ["RS", 30, 30, null, "2024-04-25"],
    ["RU", 31, 31, null, "2024-03-01"],
    ["SA", 30, 30, null, "2024-04-25"],
    ["SC", 31, 31, null, "2024-03-01"],
    ["SD", 30, 30, null, "2023-09-15"],
    ["SE", 31, 31, null, "2024-04-11"],
    ["SG", 30, 30, 48, "2023-11-01"],
    ["SK", 31, 31, null, "2024-04-11"],
    ["SL", 31, 31, null, "2023-09-15"],
    ["SV", 30, 30, null, "2024-03-01"],
    ["SY", 31, 31, null, "2024-03-01"],
    ["TH", 30, 30, null, "2023-09-15"],
    ["TJ", 30, 31, null, "2024-03-01"],
    ["TM", 30, 31, null, "2024-03-01"],
    ["TN", 30, 30, null, "2023-09-15"],
    ["TR", 30, 30, 33, "2024-04-01"],
    ["TT", 30, 31, null, "2024-03-01"],
    ["TZ", 21, 31, null, "2023-09-15"],
    ["UA", 31, 31, null, "2024-03-01"],
    ["UG", 30, 31, null, "2024-03-01"],
    ["US", 30, 30, null, "2024-05-02"],
    ["UZ", 31, 31, null, "2024-03-01"],
    ["VC", 31, 31, null, "2023-09-15"],
    ["VN", 31, 31, null, "2023-09-15"],
    ["WS", 31, 31, null, "2024-03-01"],
    ["ZA", 31, 31, 34, "2024-01-01"],
    ["ZM", 30, 30, null, "2024-03-01"],
    ["ZW", 30, 31, null, "2024-03-01"],
  ];

  it.each(rows)(
    "%s: Chapter I %i, Chapter II %i, later %s (chapter of %s)",
    (code, one, two, later, version) => {
      expect(limits(code)).toEqual([one, two, later]);
      expect(office(code).note).toContain(`WIPO PCT Applicant's Guide, national chapter ${code}`);
      expect(office(code).note).toContain(`(version of ${version})`);
      expect(office(code).checked).toBe(true);
    },
  );

  it("says what the later limit needs", () => {
    // PH: one month more for an extension fee of 50% of the filing fee; SG: up to 18 months
    // more with the prescribed fee; TR: 33 months with the extension fee.
    expect(office("PH").late?.condition).toContain("extension fee of half the filing fee");
    expect(office("SG").late?.condition).toContain("up to 18 months");
    expect(office("TR").late?.condition).toContain("extension fee");
    // WIPO's ZA chapter does not give the Registrar's extension: the basis says where it is from.
    expect(office("ZA").late?.condition).toContain("Registrar of Patents");
    expect(office("ZA").note).toContain("not from WIPO's chapter");
    // WIPO's RS chapter: 30 days more with the late-entry fee, not a whole month, so not shown.
    expect(office("RS").late).toBeUndefined();
    expect(office("RS").note).toContain("30-day extension");
  });

  it("points EPC, Eurasian and ARIPO states at the regional route", () => {
    for (const code of ["LU", "MK", "NO", "PL", "PT", "RO", "RS", "SE", "SK", "TR"])
      expect(office(code).note, code).toContain("see EP (31 months)");
    for (const code of ["RU", "TJ", "TM"])
      expect(office(code).note, code).toContain("see EA (31 months)");
    for (const code of ["LR", "LS", "MW", "MZ", "NA", "SC", "SD", "SL", "TZ", "UG", "ZM", "ZW"])
      expect(office(code).note, code).toContain("see AP (31 months)");
  });

  it("keeps LU and TZ as the offices with the Article 22(1) incompatibility", () => {
    // Both chapters list the notice under PCT/A/30/7, Annex IV; Uganda's lists none.
    expect(limits("LU")).toEqual([20, 30, null]);
    expect(limits("TZ")).toEqual([21, 31, null]);
    const twenty = PCT_OFFICES.filter((o) => o.demandBy19).map((o) => o.code);
    expect(twenty).toEqual(["LU", "TZ"]);
    expect(office("LU").note).toContain("incompatibility with PCT Article 22(1)");
    expect(office("TZ").note).toContain("incompatibility with PCT Article 22(1)");
  });

  it("leaves out the offices whose chapter gives no national phase", () => {
    // National route closed (regional patent only), or "Information not yet available".
    for (const code of ["LC", "LI", "LT", "LV", "LY", "MC", "ME", "ML", "MT", "MU", "NL", "RW"])
      expect(
        PCT_OFFICES.some((o) => o.code === code),
        code,
      ).toBe(false);
    for (const code of ["SI", "SM", "SN", "ST", "SZ", "TD", "TG", "BE", "FR"])
      expect(
        PCT_OFFICES.some((o) => o.code === code),
        code,
      ).toBe(false);
  });
});

describe("which rows were read in WIPO's documents", () => {
  it("reads AE to KZ in WIPO's table and LA on in WIPO's national chapters", () => {
    for (const o of PCT_OFFICES) {
      expect(o.checked, o.code).toBe(true);
      expect(o.note, o.code).toMatch(
        o.code < "LA" ? /^WIPO time-limits table/ : /^WIPO PCT Applicant's Guide/,
      );
    }
    expect(PCT_OFFICES.filter((o) => o.code >= "LA")).toHaveLength(57);
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

  it("counts the offices from LA on from month-ends and leap years", () => {
    const at = (iso: string, code: string) => pctIso(pctOfficeDates(d(iso), [code])[0]!);
    // Liberia, 30 and 31 months from March 31, 2024: September 30 and October 31, 2026.
    expect(at("2024-03-31", "LR")).toMatchObject({
      chapterI: "2026-09-30",
      chapterII: "2026-10-31",
    });
    // Tanzania from August 31, 2024: 21 months May 31, 2026; 31 months March 31, 2027; the
    // demand by 19 months, March 31, 2026.
    expect(at("2024-08-31", "TZ")).toEqual({
      chapterI: "2026-05-31",
      chapterII: "2027-03-31",
      late: undefined,
      demand: "2026-03-31",
    });
    // Uganda from August 31, 2025: 30 months ends in February of a leap year, the 29th.
    expect(at("2025-08-31", "UG")).toMatchObject({
      chapterI: "2028-02-29",
      chapterII: "2028-03-31",
    });
    // Zimbabwe from a leap day: August 29 and September 29, 2026.
    expect(at("2024-02-29", "ZW")).toMatchObject({
      chapterI: "2026-08-29",
      chapterII: "2026-09-29",
    });
    // Mexico and New Zealand from March 31, 2023: September 30 and October 31, 2025.
    expect(at("2023-03-31", "MX")).toMatchObject({ chapterI: "2025-09-30" });
    expect(at("2023-03-31", "NZ")).toMatchObject({ chapterI: "2025-10-31" });
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
