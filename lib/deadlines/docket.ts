import {
  compareDates,
  isWeekend,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from "@/lib/deadlines/dates";
import type { PctOfficeDates } from "@/lib/deadlines/pct-offices";
import type { DeadlineResult } from "@/lib/deadlines/rules";

/**
 * One calculation as docket rows: what the table on the page shows and the CSV export writes,
 * so a pasted table and an imported file agree.
 */
export interface DocketRow {
  /** The office's two-letter code; blank where the deadline is not one office's. */
  office: string;
  deadline: string;
  /** YYYY-MM-DD: the last day to act, after any move to a working day. */
  date: string;
  /** YYYY-MM-DD: the day the period itself ends, before any move. */
  periodEnds: string;
  kind: "deadline" | "window opens" | "term ends";
  basis: string;
  note: string;
  passed: boolean;
}

export function isPassed(date: CalendarDate, today: CalendarDate): boolean {
  return compareDates(date, today) < 0;
}

export function docketRows(result: DeadlineResult, today: CalendarDate): DocketRow[] {
  return result.deadlines.map((d) => ({
    office: d.office,
    deadline: d.title,
    date: toIsoDate(d.due),
    periodEnds: toIsoDate(d.date),
    kind: d.kind === "opens" ? "window opens" : d.kind === "expires" ? "term ends" : "deadline",
    basis: d.moved ? `${d.source}; moved off ${d.moved.because}: ${d.moved.source}` : d.source,
    note: [
      d.weekendUnmoved ? "Falls on a weekend: check whether the office extends it." : "",
      d.caveat ?? "",
    ]
      .filter(Boolean)
      .join(" "),
    passed: isPassed(d.due, today),
  }));
}

export const DOCKET_COLUMNS = [
  "office",
  "deadline",
  "date",
  "period_ends",
  "kind",
  "status",
  "basis",
  "note",
] as const;

/**
 * A spreadsheet opens a cell starting with = + - @ (or a tab or carriage return) as a formula:
 * such a cell is prefixed with an apostrophe, which spreadsheets show as text (OWASP's advice
 * against CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** RFC 4180: CRLF line ends, a header row, quoted cells where needed. */
export function docketCsv(rows: readonly DocketRow[]): string {
  const lines = [
    DOCKET_COLUMNS.join(","),
    ...rows.map((row) =>
      [
        row.office,
        row.deadline,
        row.date,
        row.periodEnds,
        row.kind,
        row.passed ? "passed" : "ahead",
        row.basis,
        row.note,
      ]
        .map(csvCell)
        .join(","),
    ),
  ];
  return lines.join("\r\n") + "\r\n";
}

/** Today's date as the server knows it, read from a YYYY-MM-DD string. */
export function readToday(iso: string): CalendarDate {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`not a date: ${iso}`);
  return reading.date;
}

/** Docket rows for the chosen PCT offices: each office's own entry limits. */
export function pctDocketRows(dates: readonly PctOfficeDates[], today: CalendarDate): DocketRow[] {
  const rows: DocketRow[] = [];
  const add = (code: string, deadline: string, date: CalendarDate, basis: string, note = "") =>
    rows.push({
      office: code,
      deadline,
      date: toIsoDate(date),
      periodEnds: toIsoDate(date),
      kind: "deadline",
      basis,
      note: [note, isWeekend(date) ? PCT_WEEKEND_NOTE : ""].filter(Boolean).join(" "),
      passed: isPassed(date, today),
    });
  for (const d of dates) {
    const { office } = d;
    if (d.demand)
      add(
        office.code,
        `${office.name}: demand for international preliminary examination to keep the ${office.chapterII}-month limit`,
        d.demand,
        office.note,
        `Without a demand by 19 months, national phase entry is due at ${office.chapterI} months.`,
      );
    if (office.chapterI === office.chapterII)
      add(
        office.code,
        `${office.name}: national phase entry (${office.chapterI} months)`,
        d.chapterI,
        office.note,
      );
    else {
      add(
        office.code,
        `${office.name}: national phase entry, Chapter I (${office.chapterI} months)`,
        d.chapterI,
        office.note,
      );
      add(
        office.code,
        `${office.name}: national phase entry, Chapter II (${office.chapterII} months)`,
        d.chapterII,
        office.note,
      );
    }
    if (d.late && office.late)
      add(
        office.code,
        `${office.name}: late national phase entry (${office.late.months} months)`,
        d.late,
        office.note,
        `Longer limit, only ${office.late.condition}.`,
      );
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}

export const PCT_WEEKEND_NOTE =
  "Falls on a weekend: where the office is closed, PCT Rule 80.5 extends the limit to its next open day.";
