import { useEffect } from "react";
import { calculator as copy } from "@/content/calculator";
import { formatLongDate, isWeekend, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";
import { isPassed } from "@/lib/deadlines/docket";
import { PCT_TABLE_CHECKED, PCT_TABLE_URL, type PctOfficeDates } from "@/lib/deadlines/pct-offices";
import { CALCULATOR_PATH } from "@/lib/deadlines/query";

function When({ date, today }: { date: CalendarDate; today: CalendarDate }) {
  return (
    <>
      <time dateTime={toIsoDate(date)}>{toIsoDate(date)}</time>
      {isWeekend(date) ? (
        <span className="text-muted block text-xs">{copy.weekendShort}</span>
      ) : null}
      {isPassed(date, today) ? (
        <span className="text-muted block text-xs">{copy.passedBadge.toLowerCase()}</span>
      ) : null}
    </>
  );
}

const HEADING_ID = "pct-offices-heading";

/**
 * National and regional phase by office for a priority date, with a plain GET filter (a
 * shareable address, no script needed): `?event=first-filing&date=…&offices=US EP JP`.
 */
export function PctOffices({
  dates,
  event,
  date,
  offices,
  unknown,
  today,
}: {
  dates: readonly PctOfficeDates[];
  /** Words of the filter that are not codes in the table. */
  unknown: readonly string[];
  event: string;
  date: string;
  offices: readonly string[];
  today: CalendarDate;
}) {
  const checked = new Date(`${PCT_TABLE_CHECKED}T00:00:00Z`);
  // The filter's answer opens at this table (the fragment on the form's action, which also
  // works without script); with script its heading takes focus, so the change is announced.
  useEffect(() => {
    if (location.hash === `#${HEADING_ID}`) document.getElementById(HEADING_ID)?.focus();
  }, []);
  return (
    <section aria-labelledby="pct-offices-heading" className="mt-10">
      <h3 id={HEADING_ID} tabIndex={-1} className="text-brand-900 text-card focus:outline-none">
        {copy.pctHeading}
      </h3>
      <form
        method="get"
        action={`${CALCULATOR_PATH}#${HEADING_ID}`}
        aria-label={copy.pctFilterLabel}
        className="mt-4 flex flex-wrap items-start gap-x-3 gap-y-1"
      >
        <input type="hidden" name="event" value={event} />
        <input type="hidden" name="date" value={date} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="pct-offices-filter" className="text-ink text-sm font-semibold">
            {copy.pctFilterLabel}
          </label>
          <input
            id="pct-offices-filter"
            name="offices"
            type="text"
            defaultValue={offices.join(" ")}
            aria-describedby="pct-offices-filter-hint"
            autoComplete="off"
            spellCheck={false}
            className="border-line text-ink focus-visible:outline-brand-500 block min-h-11 w-64 max-w-full rounded-lg border bg-white px-3.5 py-2.5 text-base uppercase focus-visible:outline-2"
          />
          <p id="pct-offices-filter-hint" className="text-muted text-sm">
            {copy.pctFilterHint}
          </p>
          {unknown.length > 0 && (
            <p className="text-sm font-medium text-red-700" role="status">
              {copy.pctUnknown} {unknown.join(", ")}.
            </p>
          )}
        </div>
        <button
          type="submit"
          className="border-brand-700 text-brand-700 hover:bg-brand-50 min-h-11 rounded-full border px-5 font-semibold sm:mt-7"
        >
          {copy.pctFilterSubmit}
        </button>
        {offices.length > 0 && (
          <a
            href={`${CALCULATOR_PATH}?${new URLSearchParams({ event, date })}#${HEADING_ID}`}
            className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline sm:mt-7"
          >
            {copy.pctShowAll}
          </a>
        )}
      </form>
      <div
        className="mt-2 overflow-x-auto"
        role="group"
        aria-labelledby="pct-offices-heading"
        tabIndex={0}
      >
        <table
          className="w-full min-w-[44rem] border-collapse text-left text-sm"
          aria-labelledby="pct-offices-heading"
        >
          <thead>
            <tr className="border-line border-b-2">
              <th scope="col" className="py-2 pr-3">
                Office
              </th>
              <th scope="col" className="py-2 pr-3">
                Code
              </th>
              <th scope="col" className="py-2 pr-3">
                Chapter I
              </th>
              <th scope="col" className="py-2 pr-3">
                Chapter II
              </th>
              <th scope="col" className="py-2 pr-3">
                Later, on a condition
              </th>
              <th scope="col" className="py-2">
                Basis
              </th>
            </tr>
          </thead>
          <tbody>
            {dates.map((d) => (
              <tr key={d.office.code} className="border-line border-b align-top">
                <th scope="row" className="py-2 pr-3 font-normal">
                  {d.office.name}
                  {d.office.checked ? null : (
                    <span className="mt-0.5 block text-xs font-semibold text-amber-900">
                      {copy.pctUnchecked}
                    </span>
                  )}
                </th>
                <td className="py-2 pr-3 font-mono">{d.office.code}</td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {d.office.chapterI} months: <When date={d.chapterI} today={today} />
                  {d.demand ? (
                    <span className="mt-1 block text-xs whitespace-normal text-amber-900">
                      {d.office.chapterI}-month office: a demand by 19 months keeps{" "}
                      {d.office.chapterII} months. Demand by <When date={d.demand} today={today} />
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {d.office.chapterII} months: <When date={d.chapterII} today={today} />
                </td>
                <td className="py-2 pr-3">
                  {d.late && d.office.late ? (
                    <>
                      {d.office.late.months} months: <When date={d.late} today={today} />
                      <span className="text-muted block text-xs">
                        Late entry, only {d.office.late.condition}.
                      </span>
                    </>
                  ) : (
                    <span className="text-muted">None listed</span>
                  )}
                </td>
                <td className="text-muted py-2">{d.office.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Below the table: after a filter the page opens at the heading, and on a phone these
          notes above it had left one row of the table on screen. */}
      <p className="text-muted mt-3 text-sm leading-relaxed">
        {copy.pctIntro} Last checked against WIPO&apos;s{" "}
        <a href={PCT_TABLE_URL} className="text-brand-700 underline underline-offset-2">
          Time Limits for Entering National/Regional Phase under PCT Chapters I and II
        </a>{" "}
        and the national chapters of its PCT Applicant&apos;s Guide on{" "}
        <time dateTime={PCT_TABLE_CHECKED}>
          {formatLongDate({
            year: checked.getUTCFullYear(),
            month: checked.getUTCMonth() + 1,
            day: checked.getUTCDate(),
          })}
        </time>
        .
      </p>
    </section>
  );
}
