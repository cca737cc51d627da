import { describe, expect, it, vi } from "vitest";
import { GET } from "@/app/(main)/ip-deadline-calculator/docket.csv/route";
import { localToday, parseIsoDate, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";
import {
  csvCell,
  docketCsv,
  docketRows,
  pctDocketRows,
  visitorToday,
} from "@/lib/deadlines/docket";
import { pctOfficeDates } from "@/lib/deadlines/pct-offices";
import { deadlinesFor } from "@/lib/deadlines/rules";

const d = (iso: string): CalendarDate => {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return reading.date;
};

/** RFC 4180 fields of one CSV text, after the UTF-8 byte-order mark it must start with. */
function parseCsv(file: string): string[][] {
  expect(file.charCodeAt(0)).toBe(0xfeff);
  const text = file.slice(1);
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
  it("dockets the period's own last day and gives the office's extension beside it", () => {
    // Granted August 31, 2021: the first maintenance fee's grace ends on Sunday, August 31,
    // 2025; Monday is Labor Day, so the USPTO takes it on Tuesday, September 2.
    const rows = docketRows(deadlinesFor("us-patent-grant", d("2021-08-31")), d("2025-09-01"));
    const grace = rows.find((r) => r.deadline.startsWith("First maintenance fee: end of"))!;
    expect(grace).toMatchObject({ date: "2025-08-31", extendedTo: "2025-09-02", passed: false });
    expect(grace.basis).toBe(
      "35 U.S.C. 41(b)(2); 37 CFR 1.362(e); extended off a Sunday: 35 U.S.C. 21(b); 37 CFR 1.7(a)",
    );
  });

  it("never moves a row for several offices, and says how each office treats a closed day", () => {
    const result = deadlinesFor("first-filing", d("2024-01-31"));
    const rows = docketRows(result, d("2025-12-01"));
    const demand = rows.find((r) => r.deadline.startsWith("PCT Chapter II demand"))!;
    // 22 months ends on Sunday, November 30, 2025, at whichever authority the demand goes to.
    expect(demand).toMatchObject({ date: "2025-11-30", extendedTo: "", passed: true });
    expect(demand.basis).toBe("PCT Rule 54bis.1(a)");
    expect(demand.note).toContain(
      "where an office is closed on this day, PCT Rule 80.5 extends the period to its next open day there",
    );
    expect(rows.filter((r) => r.passed).map((r) => r.date)).toEqual([
      "2024-07-31",
      "2025-01-31",
      "2025-01-31",
      "2025-01-31",
      "2025-05-31",
      "2025-11-30",
    ]);
    expect(docketRows(result, d("2026-09-01")).every((r) => r.passed)).toBe(true);
  });

  it("gives each PCT office's own row its extension where the calculator knows the office's closed days", () => {
    // 30 and 31 months from March 31, 2024: Wednesday, September 30, 2026 and Saturday,
    // October 31, 2026.
    const rows = pctDocketRows(
      pctOfficeDates(d("2024-03-31"), ["EP", "JP", "AU"]),
      d("2024-04-01"),
    );
    const byOffice = Object.fromEntries(rows.map((r) => [r.office, r]));
    expect(byOffice.EP).toMatchObject({ date: "2026-10-31", extendedTo: "2026-11-02" });
    expect(byOffice.EP!.basis).toContain("extended off a Saturday: PCT Rule 80.5; EPC Rule 134(1)");
    expect(byOffice.AU).toMatchObject({ date: "2026-10-31", extendedTo: "" });
    expect(byOffice.AU!.note).toContain(
      "Falls on a Saturday: if this office is closed then, PCT Rule 80.5 extends the limit to its next open day",
    );
    expect(byOffice.JP).toMatchObject({ date: "2026-09-30", extendedTo: "", note: "" });
  });

  it("puts the missing priority date's warning in the Indian examination row's note", () => {
    const rows = docketRows(
      deadlinesFor("in-patent-application", d("2025-09-10")),
      d("2025-09-10"),
    );
    const examination = rows.find((r) => r.deadline === "Request for examination (Form 18)")!;
    expect(examination.date).toBe("2028-04-10");
    expect(examination.note).toMatch(
      /^Counted from the filing date, as no priority date was given: an application claiming priority .* is due 31 months from the priority date\./,
    );
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
      "extended_to",
      "kind",
      "status",
      "basis",
      "note",
    ]);
    // Header, nine maintenance fee rows and the patent term adjustment request.
    expect(rows).toHaveLength(11);
    const grace = rows.find(
      (r) => r[1] === "First maintenance fee: end of the six-month grace period",
    )!;
    // Sunday, August 31, 2025, then Labor Day: docketed on the Sunday, extended to Tuesday.
    expect(grace.slice(0, 6)).toEqual([
      "US",
      "First maintenance fee: end of the six-month grace period",
      "2025-08-31",
      "2025-09-02",
      "deadline",
      "passed",
    ]);
    for (const row of rows.slice(1)) expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("carries the page's notes as rows of their own after the deadlines", () => {
    const result = deadlinesFor("in-first-examination-report", d("2024-03-14"));
    const rows = parseCsv(docketCsv(docketRows(result, d("2026-01-01")), result.notes));
    const note = rows.at(-1)!;
    expect(note.slice(0, 7)).toEqual(["", "Not listed for this date", "", "", "note", "", ""]);
    expect(note[7]).toContain("reports issued from March 15, 2024");
  });
});

/** The body as sent: Response.text() would drop the byte-order mark. */
const body = async (response: Response) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());

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
    const rows = parseCsv(await body(response));
    expect(rows[0]!.slice(0, 3)).toEqual(["office", "deadline", "date"]);
    const byOffice = rows.filter((r) => r[0] === "EP").map((r) => [r[1], r[2], r[3]]);
    // Saturday, October 31, 2026: docketed on the Saturday, extended to Monday at the EPO.
    expect(byOffice).toEqual([
      ["European Patent Office: national phase entry (31 months)", "2026-10-31", "2026-11-02"],
    ]);
    expect(rows.filter((r) => r[0] === "US").map((r) => r[2])).toContain("2026-09-30");
    expect(rows.some((r) => r[0] === "ZZ")).toBe(false);
    // Status is worked out against the server's today.
    const today = toIsoDate(localToday());
    for (const row of rows.slice(1))
      expect(row[5]).toBe((row[3] || row[2])! < today ? "passed" : "ahead");
  });

  it("counts the Indian request for examination from the priority date in the query", async () => {
    const rows = parseCsv(
      await body(get("event=in-patent-application&date=2025-09-10&priority=2024-09-12")),
    );
    const examination = rows.find((r) => r[1] === "Request for examination (Form 18)")!;
    expect(examination[2]).toBe("2027-04-12");
    expect(examination[7]).not.toContain("no priority date was given");
    const without = parseCsv(await body(get("event=in-patent-application&date=2025-09-10")));
    const counted = without.find((r) => r[1] === "Request for examination (Form 18)")!;
    expect(counted[2]).toBe("2028-04-10");
    expect(counted[7]).toContain("is due 31 months from the priority date");
  });

  it("refuses a priority date after the filing date, or malformed, with the field's message", async () => {
    const late = get("event=in-patent-application&date=2025-09-10&priority=2025-09-11");
    expect(late.status).toBe(400);
    expect(await late.text()).toBe(
      "The priority date cannot be after the filing date: enter the earliest priority date claimed.",
    );
    const bad = get("event=in-patent-application&date=2025-09-10&priority=12/09/2024");
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe(
      "Enter the priority date as YYYY-MM-DD, for example 2023-09-30, or leave it empty.",
    );
  });

  it("marks passed by the visitor's date when the page sends one a time zone can have", async () => {
    // 02:00 UTC on Tuesday, September 2, 2025: already Wednesday east of UTC+10.
    vi.useFakeTimers({ now: new Date("2025-09-02T02:00:00Z"), toFake: ["Date"] });
    try {
      // Mailed June 2, 2025: the reply without an extension fee is due Tuesday, September 2.
      const status = async (today?: string) => {
        const query = `event=us-office-action&date=2025-06-02${today ? `&today=${today}` : ""}`;
        const rows = parseCsv(await body(get(query)));
        return rows.find((r) => r[1] === "Reply due without an extension fee")![5];
      };
      expect(await status("2025-09-02")).toBe("ahead");
      expect(await status("2025-09-03")).toBe("passed");
      // No time zone is on September 5 yet: the server's own date instead.
      const server = toIsoDate(localToday()) > "2025-09-02" ? "passed" : "ahead";
      expect(await status("2025-09-05")).toBe(server);
      expect(await status("soon")).toBe(server);
      expect(await status()).toBe(server);
    } finally {
      vi.useRealTimers();
    }
    expect(visitorToday("2025-09-01", new Date("2025-09-02T02:00:00Z"))).toEqual(d("2025-09-01"));
    expect(visitorToday("2025-08-31", new Date("2025-09-02T02:00:00Z"))).toEqual(
      localToday(new Date("2025-09-02T02:00:00Z")),
    );
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
