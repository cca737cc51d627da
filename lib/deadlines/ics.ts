import { addDays, toIsoDate } from "@/lib/deadlines/dates";
import { deadlineNote } from "@/lib/deadlines/docket";
import type { Deadline, DeadlineResult } from "@/lib/deadlines/rules";

/**
 * An iCalendar file (RFC 5545) of a calculation: one all-day event per deadline. A UID is made
 * of the event, its date and the deadline, so importing the same calculation twice updates the
 * entries instead of duplicating them.
 */
export interface CalendarOptions {
  /** Names the producer in PRODID. */
  producer: string;
  /** The domain after "@" in each UID: the site's host. */
  uidDomain: string;
  /** DTSTAMP: when the file was made. */
  now: Date;
  /** The page the calculation came from, given in each description. */
  url: string;
}

const basicDate = (iso: string) => iso.replaceAll("-", "");

/** RFC 5545 3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** RFC 5545 3.1: lines of at most 75 octets, continued with CRLF and one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

export function deadlineUid(result: DeadlineResult, deadline: Deadline, domain: string): string {
  return `${result.event.id}-${toIsoDate(result.start)}-${deadline.id}@${domain}`;
}

function eventLines(result: DeadlineResult, deadline: Deadline, options: CalendarOptions) {
  // The entry goes on the period's own last day; an office's extension is in the description.
  const day = toIsoDate(deadline.date);
  const from = deadline.from
    ? `${deadline.from.meaning} (${toIsoDate(deadline.from.date)})`
    : `${result.event.dateMeaning} (${toIsoDate(result.start)})`;
  const note = deadlineNote(deadline);
  const description = [
    deadline.detail,
    `Rule: ${deadline.source}.`,
    `${deadline.period} from ${from}.`,
    ...(deadline.extended
      ? [
          `The period ends on ${day}, ${deadline.extended.because}; under ${deadline.extended.source} it extends to the next working day, ${toIsoDate(deadline.extended.to)}.`,
        ]
      : []),
    ...(note ? [note] : []),
    "A planning aid, not legal advice: confirm every date with the office's own rules.",
    options.url,
  ].join("\n");
  return [
    "BEGIN:VEVENT",
    `UID:${deadlineUid(result, deadline, options.uidDomain)}`,
    `DTSTAMP:${stamp(options.now)}`,
    `DTSTART;VALUE=DATE:${basicDate(day)}`,
    `DTEND;VALUE=DATE:${basicDate(toIsoDate(addDays(deadline.date, 1)))}`,
    `SUMMARY:${escapeText(deadline.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${options.url}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The calendar file for `deadlines` (all of the result's, or one). */
export function calendarFile(
  result: DeadlineResult,
  deadlines: readonly Deadline[],
  options: CalendarOptions,
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(options.producer)}//IP Deadline Calculator//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...deadlines.flatMap((deadline) => eventLines(result, deadline, options)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
