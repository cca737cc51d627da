import { describe, expect, it } from "vitest";
import { GET } from "@/app/(main)/ip-deadline-calculator/docket.csv/route";
import { localToday, parseIsoDate, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";
import { csvCell, docketCsv, docketRows } from "@/lib/deadlines/docket";
import { deadlinesFor } from "@/lib/deadlines/rules";

const d = (iso: string): CalendarDate => {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return reading.date;
};

/** RFC 4180 fields of one CSV text. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("the docket rows", () => {
  it("marks dates before today as passed and keeps the moved date as the date", () => {
    const result = deadlinesFor("first-filing", d("2024-01-31"));
    const rows = docketRows(result, d("2025-12-01"));
    const demand = rows.find((r) => r.deadline.startsWith("PCT Chapter II demand"))!;
    // 22 months ends on Sunday, November 30, 2025; due Monday, December 1: not yet passed.
    expect(demand).toMatchObject({ date: "2025-12-01", periodEnds: "2025-11-30", passed: false });
    expect(demand.basis).toBe("PCT Rule 54bis.1(a); moved off a Sunday: PCT Rule 80.5");
    expect(rows.filter((r) => r.passed).map((r) => r.date)).toEqual([
      "2024-07-31",
      "2025-01-31",
      "2025-01-31",
      "2025-01-31",
    ]);
    expect(docketRows(result, d("2026-09-01")).every((r) => r.passed)).toBe(true);
  });
});

describe("the CSV", () => {
  it("prefixes cells a spreadsheet would read as a formula", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("35 U.S.C. 41(b)")).toBe("35 U.S.C. 41(b)");
    expect(csvCell('a "quoted", cell')).toBe('"a ""quoted"", cell"');
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
  });

  it("has a header row and one row per deadline, dates as YYYY-MM-DD", () => {
    const result = deadlinesFor("us-patent-grant", d("2021-08-31"));
    const rows = parseCsv(docketCsv(docketRows(result, d("2026-01-01"))));
    expect(rows[0]).toEqual([
      "office",
      "deadline",
      "date",
      "period_ends",
      "kind",
      "status",
      "basis",
      "note",
    ]);
    expect(rows).toHaveLength(10);
    const grace = rows.find(
      (r) => r[1] === "First maintenance fee: end of the six-month grace period",
    )!;
    // Sunday, August 31, 2025, then Labor Day: due Tuesday, September 2.
    expect(grace.slice(0, 6)).toEqual([
      "US",
      "First maintenance fee: end of the six-month grace period",
      "2025-09-02",
      "2025-08-31",
      "deadline",
      "passed",
    ]);
    for (const row of rows.slice(1)) expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("GET /ip-deadline-calculator/docket.csv", () => {
  const get = (query: string) =>
    GET(new Request(`http://localhost:3000/ip-deadline-calculator/docket.csv?${query}`));

  it("answers the page's query as a CSV download, with the chosen offices' rows", async () => {
    const response = get("event=first-filing&date=2024-03-31&offices=us+ep+zz");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="ip-docket-first-filing-2024-03-31.csv"',
    );
    const rows = parseCsv(await response.text());
    expect(rows[0]!.slice(0, 3)).toEqual(["office", "deadline", "date"]);
    const byOffice = rows.filter((r) => r[0] === "EP").map((r) => [r[1], r[2]]);
    expect(byOffice).toEqual([
      ["European Patent Office: national phase entry (31 months)", "2026-10-31"],
    ]);
    expect(rows.filter((r) => r[0] === "US").map((r) => r[2])).toContain("2026-09-30");
    expect(rows.some((r) => r[0] === "ZZ")).toBe(false);
    // Status is worked out against the server's today.
    const today = toIsoDate(localToday());
    for (const row of rows.slice(1)) expect(row[5]).toBe(row[2]! < today ? "passed" : "ahead");
  });

  it("answers 400 with the field's message, never a 500", async () => {
    const response = get("event=first-filing&date=2023-02-29");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      "2023-02-29 is not a date on the calendar: February 2023 has 28 days.",
    );
    expect(get("").status).toBe(400);
  });
});
