import calendarPlusIcon from "@/components/ui/icons/calendar-plus";
import fileTextIcon from "@/components/ui/icons/file-text";
import triangleAlertIcon from "@/components/ui/icons/triangle-alert";
import { SvgIcon } from "@/components/ui/svg-icon";
import { calculator as copy } from "@/content/calculator";
import type { MouseEvent } from "react";
import {
  formatLongDate,
  isWeekend,
  localToday,
  toIsoDate,
  type CalendarDate,
} from "@/lib/deadlines/dates";
import { docketRows, isPassed, pctDocketRows, severalOfficesNote } from "@/lib/deadlines/docket";
import { pctOfficeDates } from "@/lib/deadlines/pct-offices";
import { calendarHref, docketHref } from "@/lib/deadlines/query";
import { lastDay, type Deadline, type DeadlineResult } from "@/lib/deadlines/rules";
import { PctOffices } from "./pct-offices";

const linkClass =
  "text-brand-700 hover:text-brand-900 inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline";

/**
 * With script, the CSV link carries the browser's date as it is clicked, so the file's "passed"
 * means passed where the visitor is; without, the server's date stands in.
 */
function sendVisitorToday(event: MouseEvent<HTMLAnchorElement>) {
  const url = new URL(event.currentTarget.href);
  url.searchParams.set("today", toIsoDate(localToday()));
  event.currentTarget.href = url.href;
}

/** The deadlines' heading, which takes focus when a calculation is answered on the page. */
export const RESULTS_HEADING_ID = "deadlines-heading";

/** Deadline cards drawn in a submit's own frame: about what a phone's screen shows first. */
export const FIRST_CARDS = 3;

const warningClass = "mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900";

function DeadlineCard({
  deadline,
  passed,
  result,
}: {
  deadline: Deadline;
  passed: boolean;
  result: DeadlineResult;
}) {
  const { extended } = deadline;
  return (
    <li
      className={`border-line rounded-card grid gap-3 border p-5 shadow-xs sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-6 ${passed ? "bg-brand-50" : "bg-white"}`}
    >
      <div>
        {passed && (
          <p className="text-muted mb-1 text-sm font-semibold tracking-wide uppercase">
            {copy.passedBadge}
          </p>
        )}
        <p className={`text-lg font-bold ${passed ? "text-muted" : "text-brand-900"}`}>
          <time dateTime={toIsoDate(deadline.date)}>{formatLongDate(deadline.date)}</time>
        </p>
        {extended && (
          <p className="text-sm font-semibold text-amber-900">
            {copy.extendedTo}{" "}
            <time dateTime={toIsoDate(extended.to)}>{formatLongDate(extended.to)}</time>
          </p>
        )}
        <p className="text-muted text-sm">
          {deadline.period}
          {deadline.from ? ` from ${deadline.from.meaning}` : ""}
          {deadline.kind === "opens"
            ? " · window opens"
            : deadline.kind === "expires"
              ? " · term ends"
              : ""}
          {deadline.office ? ` · ${deadline.office}` : ""}
        </p>
      </div>
      <div className="min-w-0">
        <h3 className="text-ink font-semibold">{deadline.title}</h3>
        <p className="text-muted mt-1 leading-relaxed">{deadline.detail}</p>
        <p className="mt-2 text-sm">
          <span className="font-semibold">Rule:</span> {deadline.source}
        </p>
        {deadline.warning && (
          <p className={warningClass}>
            <SvgIcon shapes={triangleAlertIcon} className="mt-0.5 size-4 shrink-0" />
            <span>{deadline.warning}</span>
          </p>
        )}
        {deadline.from && (
          <p className="text-muted mt-2 text-sm">
            Counted from {deadline.from.meaning}, {formatLongDate(deadline.from.date)}.
          </p>
        )}
        {extended && (
          <p className={warningClass}>
            <SvgIcon shapes={triangleAlertIcon} className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>{copy.extended}.</strong> The period ends on {formatLongDate(deadline.date)}
              {/* The weekday is in the date already; a holiday is named. */}
              {isWeekend(deadline.date) ? "" : `, ${extended.because}`}, the date to docket; under{" "}
              {extended.source} the office&apos;s closure extends it to its next working day,{" "}
              {formatLongDate(extended.to)}.
              {extended.holidaysComputed ? "" : ` ${extended.check ?? copy.holidaysNotComputed}`}
            </span>
          </p>
        )}
        {deadline.severalOffices && (
          <p className="text-muted mt-3 text-sm">
            {severalOfficesNote(deadline.severalOffices.source)}
          </p>
        )}
        {deadline.weekendUnmoved && (
          <p className={warningClass}>
            <SvgIcon shapes={triangleAlertIcon} className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>{copy.weekend}.</strong> {copy.weekendUnmoved}
            </span>
          </p>
        )}
        {deadline.caveat && (
          <p className="text-ink mt-3 text-sm">
            <span className="font-semibold">{copy.caveatLabel}</span> {deadline.caveat}
          </p>
        )}
        <a
          href={calendarHref(result, deadline.id)}
          className={`${linkClass} mt-1 text-sm`}
          download
        >
          <SvgIcon shapes={calendarPlusIcon} className="size-4" />
          {copy.addOne}
          <span className="sr-only">: {deadline.title}</span>
        </a>
      </div>
    </li>
  );
}

/**
 * The deadlines of one calculation: what is still ahead first, earliest first, then what has
 * passed; each with its rule and a calendar file; then the docket as a table to copy.
 */
export function DeadlineResults({
  result,
  today,
  offices,
  unknownOffices = [],
  full = true,
}: {
  result: DeadlineResult;
  /**
   * False for a submit's first frame: the summary and the first FIRST_CARDS cards only, the
   * section marked busy until the rest is drawn.
   */
  full?: boolean;
  /** Words of the office filter that are not codes in the table. */
  unknownOffices?: readonly string[];
  /** Dates before it are marked as passed. */
  today: CalendarDate;
  /** PCT offices the visitor chose (codes); empty for all. */
  offices: readonly string[];
}) {
  const event = result.event.id;
  const start = toIsoDate(result.start);
  const allAhead = result.deadlines.filter((d) => !isPassed(lastDay(d), today));
  const allPassed = result.deadlines.filter((d) => isPassed(lastDay(d), today));
  const ahead = full ? allAhead : allAhead.slice(0, FIRST_CARDS);
  const passed = full ? allPassed : allPassed.slice(0, FIRST_CARDS - ahead.length);
  const pct = full && event === "first-filing" ? pctOfficeDates(result.start, offices) : undefined;
  const rows = full
    ? [
        ...docketRows(result, today),
        ...(pct && offices.length > 0 ? pctDocketRows(pct, today) : []),
      ].sort((a, b) => a.date.localeCompare(b.date))
    : [];
  const docketAhead = rows.filter((r) => !r.passed);
  const docketPassed = rows.filter((r) => r.passed);
  return (
    <section aria-labelledby={RESULTS_HEADING_ID} aria-busy={!full} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2
            id={RESULTS_HEADING_ID}
            tabIndex={-1}
            className="text-brand-900 text-heading focus:outline-none"
          >
            {copy.resultsHeading}
          </h2>
          <p className="text-muted mt-1">
            From {result.event.dateMeaning}:{" "}
            <strong className="text-ink">{formatLongDate(result.start)}</strong>
            {result.priority ? (
              <>
                ; priority date:{" "}
                <strong className="text-ink">{formatLongDate(result.priority)}</strong>
              </>
            ) : null}
            {result.period ? (
              <>
                ; period set: <strong className="text-ink">{result.period.months} months</strong>
                {result.period.usual
                  ? ` (the office's usual period: ${result.period.usualSource})`
                  : ""}
              </>
            ) : null}
            .
          </p>
          {result.deadlines.length > 0 && (
            <p className="text-muted mt-1">
              {allAhead.length} still ahead, {allPassed.length} passed, as of{" "}
              <time dateTime={toIsoDate(today)}>{formatLongDate(today)}</time>.
            </p>
          )}
        </div>
        <div
          className={`flex flex-wrap gap-x-6 ${result.deadlines.length === 0 ? "hidden" : ""}`}
          data-print="hide"
        >
          <a href={calendarHref(result)} className={linkClass} download>
            <SvgIcon shapes={calendarPlusIcon} className="size-5" />
            {copy.addAll}
          </a>
          <a
            href={docketHref(result, offices)}
            onClick={sendVisitorToday}
            className={linkClass}
            download
          >
            <SvgIcon shapes={fileTextIcon} className="size-5" />
            {copy.downloadCsv}
          </a>
        </div>
      </div>
      <div data-print="hide">
        {ahead.length > 0 && (
          <>
            <h3 className="text-brand-900 text-card mt-6">{copy.aheadHeading}</h3>
            <ol className="mt-3 space-y-4">
              {ahead.map((d) => (
                <DeadlineCard key={d.id} deadline={d} passed={false} result={result} />
              ))}
            </ol>
          </>
        )}
        {allAhead.length === 0 && allPassed.length > 0 && (
          <p className="text-ink mt-6 font-semibold">{copy.nothingAhead}</p>
        )}
        {passed.length > 0 && (
          <>
            <h3 className="text-brand-900 text-card mt-8">{copy.passedHeading}</h3>
            <ol className="mt-3 space-y-4">
              {passed.map((d) => (
                <DeadlineCard key={d.id} deadline={d} passed result={result} />
              ))}
            </ol>
          </>
        )}
        {full && result.notes.length > 0 && (
          <div className="rounded-card bg-brand-50 mt-6 p-5">
            <h3 className="text-brand-900 font-semibold">{copy.notesHeading}</h3>
            <ul className="text-muted mt-2 list-disc space-y-1 pl-5">
              {result.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        )}
        {pct && (
          <PctOffices
            dates={pct}
            event={event}
            date={start}
            offices={offices}
            unknown={unknownOffices}
            today={today}
          />
        )}
      </div>
      {rows.length > 0 && (
        <div className="mt-10" id="docket">
          <h3 className="text-brand-900 text-card" id="docket-heading">
            {copy.docketHeading}
          </h3>
          <p className="text-muted mt-1 text-sm" data-print="hide">
            {copy.docketHint}
          </p>
          <div
            className="mt-3 overflow-x-auto"
            data-print="table-wrap"
            role="group"
            aria-labelledby="docket-heading"
            tabIndex={0}
          >
            <table
              className="docket-table w-full min-w-[40rem] border-collapse text-left text-sm"
              aria-labelledby="docket-heading"
            >
              <colgroup>
                <col className="w-[7%]" />
                <col className="w-[33%]" />
                <col className="w-[12%]" />
                <col className="w-[12%]" />
                <col className="w-[8%]" />
                <col />
              </colgroup>
              <thead>
                <tr className="border-line border-b-2">
                  <th scope="col" className="py-2 pr-3">
                    Office
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Deadline
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Extended to
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                  <th scope="col" className="py-2">
                    Basis
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...docketAhead, ...docketPassed].map((row, index) => (
                  <tr
                    key={`${row.office}-${row.deadline}-${index}`}
                    className="border-line border-b align-top"
                  >
                    <td className="py-2 pr-3 font-mono">{row.office}</td>
                    <td className="py-2 pr-3">
                      {row.deadline}
                      {row.kind === "deadline" ? "" : ` (${row.kind})`}
                      {row.note ? <span className="text-muted block">{row.note}</span> : null}
                    </td>
                    <td className="py-2 pr-3 whitespace-nowrap">{row.date}</td>
                    <td className="py-2 pr-3 whitespace-nowrap">{row.extendedTo}</td>
                    <td className="py-2 pr-3">{row.passed ? "passed" : "ahead"}</td>
                    <td className="py-2">{row.basis}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
