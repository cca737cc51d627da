import {
  addDays,
  compareDates,
  isWeekend,
  localToday,
  parseIsoDate,
  toIsoDate,
  weekdayName,
  type CalendarDate,
} from "@/lib/deadlines/dates";
import type { PctOfficeDates } from "@/lib/deadlines/pct-offices";
import { WEEKENDS_ONLY } from "@/lib/deadlines/closures";
import { CLOSED_DAYS, type ClosedDays } from "@/lib/deadlines/engine";
import { lastDay, nextOpenDay, type Deadline, type DeadlineResult } from "@/lib/deadlines/rules";

/**
 * One calculation as docket rows: what the table on the page shows and the CSV export writes,
 * so a pasted table and an imported file agree.
 */
export interface DocketRow {
  /** The office's two-letter code; blank where the deadline is not one office's. */
  office: string;
  deadline: string;
  /** YYYY-MM-DD: the period's own last day, the date to docket. */
  date: string;
  /** YYYY-MM-DD: the later day the office's closure extends it to; blank if none. */
  extendedTo: string;
  kind: "deadline" | "window opens" | "term ends";
  basis: string;
  note: string;
  /** Passed once the last day to act (the extended day, if any) is before today. */
  passed: boolean;
}

export function isPassed(date: CalendarDate, today: CalendarDate): boolean {
  return compareDates(date, today) < 0;
}

/** The words beside a deadline's date: what the page shows under the card, in one line. */
export function deadlineNote(d: Deadline): string {
  return [
    d.warning ?? "",
    d.extended && !d.extended.holidaysComputed ? (d.extended.check ?? WEEKENDS_ONLY) : "",
    d.severalOffices ? severalOfficesNote(d.severalOffices.source) : "",
    d.weekendUnmoved ? "Falls on a weekend: check whether the office extends it." : "",
    d.caveat ? `Not modelled: ${d.caveat}` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export const severalOfficesNote = (source: string) =>
  `Not moved, as offices close on different days: where an office is closed on this day, ${source} extends the period to its next open day there.`;

export function docketRows(result: DeadlineResult, today: CalendarDate): DocketRow[] {
  return result.deadlines.map((d) => ({
    office: d.office,
    deadline: d.title,
    date: toIsoDate(d.date),
    extendedTo: d.extended ? toIsoDate(d.extended.to) : "",
    kind: d.kind === "opens" ? "window opens" : d.kind === "expires" ? "term ends" : "deadline",
    basis: d.extended
      ? `${d.source}; extended off ${d.extended.because}: ${d.extended.source}`
      : d.source,
    note: deadlineNote(d),
    passed: isPassed(lastDay(d), today),
  }));
}

export const DOCKET_COLUMNS = [
  "office",
  "deadline",
  "date",
  "extended_to",
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

/** The heading of the CSV's rows for the page's notes ("Not listed for this date"). */
export const CSV_NOTE_ROW = "Not listed for this date";

/**
 * RFC 4180: CRLF line ends, a header row, quoted cells where needed. It starts with a UTF-8
 * byte-order mark, without which a spreadsheet reads "Türkiye" in the legacy code page. The
 * page's notes follow the deadlines, one row each, kind "note" and no date.
 */
export function docketCsv(rows: readonly DocketRow[], notes: readonly string[] = []): string {
  const lines = [
    DOCKET_COLUMNS.join(","),
    ...rows.map((row) =>
      [
        row.office,
        row.deadline,
        row.date,
        row.extendedTo,
        row.kind,
        row.passed ? "passed" : "ahead",
        row.basis,
        row.note,
      ]
        .map(csvCell)
        .join(","),
    ),
    ...notes.map((note) => ["", CSV_NOTE_ROW, "", "", "note", "", "", note].map(csvCell).join(",")),
  ];
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}

/** Today's date as the server knows it, read from a YYYY-MM-DD string. */
export function readToday(iso: string): CalendarDate {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`not a date: ${iso}`);
  return reading.date;
}

/**
 * The visitor's date as the page sent it (`today=YYYY-MM-DD`), where it is a day some time zone
 * has at `now` (from a day before the UTC date to a day after); otherwise the server's own.
 */
export function visitorToday(
  sent: string | null | undefined,
  now: Date = new Date(),
): CalendarDate {
  const reading = parseIsoDate(sent ?? "");
  if (reading.ok) {
    const utc = {
      year: now.getUTCFullYear(),
      month: now.getUTCMonth() + 1,
      day: now.getUTCDate(),
    };
    if (
      compareDates(reading.date, addDays(utc, -1)) >= 0 &&
      compareDates(reading.date, addDays(utc, 1)) <= 0
    )
      return reading.date;
  }
  return localToday(now);
}

/**
 * PCT Rule 80.5 extends a limit ending on a day the office is closed, at every office; the
 * calculator knows the closed days of two of them (weekends, US federal holidays and closings
 * at the USPTO; weekends and the announced closures at the EPO) and says so for the rest.
 */
const PCT_KNOWN_CLOSED: Record<string, ClosedDays> = {
  US: { ...CLOSED_DAYS.uspto, source: "PCT Rule 80.5; 35 U.S.C. 21(b)" },
  EP: { ...CLOSED_DAYS.epo, source: "PCT Rule 80.5; EPC Rule 134(1)" },
};

/** Docket rows for the chosen PCT offices: each office's own entry limits. */
export function pctDocketRows(dates: readonly PctOfficeDates[], today: CalendarDate): DocketRow[] {
  const rows: DocketRow[] = [];
  const add = (code: string, deadline: string, date: CalendarDate, basis: string, note = "") => {
    const known = PCT_KNOWN_CLOSED[code];
    const move = known ? nextOpenDay(date, known) : undefined;
    rows.push({
      office: code,
      deadline,
      date: toIsoDate(date),
      extendedTo: move ? toIsoDate(move.to) : "",
      kind: "deadline",
      basis: move && known ? `${basis}; extended off ${move.because}: ${known.source}` : basis,
      note: [
        note,
        move && known && !known.holidays ? (known.check ?? WEEKENDS_ONLY) : "",
        !known && isWeekend(date) ? pctWeekendNote(date) : "",
      ]
        .filter(Boolean)
        .join(" "),
      passed: isPassed(move?.to ?? date, today),
    });
  };
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

/** For an office whose closed days the calculator does not know. */
export const pctWeekendNote = (date: CalendarDate) =>
  `Falls on a ${weekdayName(date)}: if this office is closed then, PCT Rule 80.5 extends the limit to its next open day (its closed days are not computed).`;
