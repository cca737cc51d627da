import calendarPlusIcon from "@/components/ui/icons/calendar-plus";
import triangleAlertIcon from "@/components/ui/icons/triangle-alert";
import { SvgIcon } from "@/components/ui/svg-icon";
import { calculator as copy } from "@/content/calculator";
import { formatLongDate, toIsoDate } from "@/lib/deadlines/dates";
import { calendarHref } from "@/lib/deadlines/query";
import type { DeadlineResult } from "@/lib/deadlines/rules";

const calendarLinkClass =
  "text-brand-700 hover:text-brand-900 inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-4 hover:underline";

/** The deadlines' heading, which takes focus when a calculation is answered on the page. */
export const RESULTS_HEADING_ID = "deadlines-heading";

/** The deadlines of one calculation, earliest first, each with its rule and a calendar file. */
export function DeadlineResults({ result }: { result: DeadlineResult }) {
  const event = result.event.id;
  const start = toIsoDate(result.start);
  return (
    <section aria-labelledby="deadlines-heading" className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2
            id={RESULTS_HEADING_ID}
            tabIndex={-1}
            className="text-brand-900 text-2xl font-semibold focus:outline-none"
          >
            {copy.resultsHeading}
          </h2>
          <p className="text-muted mt-1">
            From {result.event.dateMeaning}:{" "}
            <strong className="text-ink">{formatLongDate(result.start)}</strong>.
          </p>
        </div>
        <a href={calendarHref(event, start)} className={calendarLinkClass} download>
          <SvgIcon shapes={calendarPlusIcon} className="size-5" />
          {copy.addAll}
        </a>
      </div>
      <ol className="mt-6 space-y-4">
        {result.deadlines.map((deadline) => (
          <li
            key={deadline.id}
            className="border-line rounded-card grid gap-3 border bg-white p-5 shadow-xs sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-6"
          >
            <div>
              <p className="text-brand-900 text-lg font-bold">
                <time dateTime={toIsoDate(deadline.date)}>{formatLongDate(deadline.date)}</time>
              </p>
              <p className="text-muted text-sm">
                {deadline.months} months{deadline.kind === "opens" ? " · window opens" : ""}
              </p>
            </div>
            <div className="min-w-0">
              <h3 className="text-ink font-semibold">{deadline.title}</h3>
              <p className="text-muted mt-1 leading-relaxed">{deadline.detail}</p>
              <p className="mt-2 text-sm">
                <span className="font-semibold">Rule:</span> {deadline.source}
              </p>
              {deadline.weekendShift && (
                <p className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
                  <SvgIcon shapes={triangleAlertIcon} className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <strong>{copy.weekend}.</strong> Offices generally extend it to the next working
                    day, {formatLongDate(deadline.weekendShift)}, unless that is a holiday.
                  </span>
                </p>
              )}
              <a
                href={calendarHref(event, start, deadline.id)}
                className={`${calendarLinkClass} mt-1 text-sm`}
                download
              >
                <SvgIcon shapes={calendarPlusIcon} className="size-4" />
                {copy.addOne}
                <span className="sr-only">: {deadline.title}</span>
              </a>
            </div>
          </li>
        ))}
      </ol>
      {result.notes.length > 0 && (
        <div className="rounded-card bg-brand-50 mt-6 p-5">
          <h3 className="text-brand-900 font-semibold">{copy.notesHeading}</h3>
          <ul className="text-muted mt-2 list-disc space-y-1 pl-5">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
