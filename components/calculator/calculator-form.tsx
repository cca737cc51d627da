import type { FormEvent, Ref } from "react";
import { calculator as copy } from "@/content/calculator";
import { parseIsoDate } from "@/lib/deadlines/dates";
import { EVENT_GROUPS, EVENTS } from "@/lib/deadlines/rules";
import {
  CALCULATOR_PATH,
  type CalculatorErrors,
  type CalculatorValues,
} from "@/lib/deadlines/query";
import { RESULTS_HEADING_ID } from "./deadline-results";

const controlClass =
  "border-line text-ink hover:border-brand-500/60 focus-visible:outline-brand-500 block min-h-11 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-offset-1 aria-invalid:border-red-700";

/** The months a communication may set: the query checks them against the event's own rule. */
const PERIOD_CHOICES = [1, 2, 3, 4, 5, 6];

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/**
 * A plain GET form: the results page is its own address, with or without JavaScript (where
 * components/calculator/calculator.tsx answers a submit on the page). Without it, the new page
 * opens at the deadlines' heading (the fragment), not at the top above the form.
 */
export function CalculatorForm({
  values,
  errors = {},
  onSubmit,
  ref,
}: {
  values: CalculatorValues;
  errors?: CalculatorErrors;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  ref?: Ref<HTMLFormElement>;
}) {
  const keepAsText = Boolean(errors.date) && !parseIsoDate(values.date).ok && values.date !== "";
  return (
    <form
      ref={ref}
      method="get"
      action={`${CALCULATOR_PATH}#${RESULTS_HEADING_ID}`}
      onSubmit={onSubmit}
      aria-labelledby="calculator-form-heading"
      className="border-line rounded-card border bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="calculator-form-heading" className="text-brand-900 text-subheading">
        {copy.formHeading}
      </h2>
      {/* The event on a row of its own from md up: its longest labels ("Euro-PCT: priority date
          (European phase entry)") were cut in a fraction of the row. */}
      <div className="mt-4 grid grid-cols-1 gap-5 md:grid-cols-2 md:items-start lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
        <div className="flex flex-col gap-1.5 md:col-span-full md:max-w-[36rem]">
          <label htmlFor="calculator-event" className="text-ink text-sm font-semibold">
            {copy.eventLabel}
          </label>
          <select
            id="calculator-event"
            name="event"
            defaultValue={EVENTS.some((e) => e.id === values.event) ? values.event : ""}
            aria-invalid={errors.event ? true : undefined}
            // Without JavaScript the answer is a new page: focus starts at the field to correct.
            autoFocus={Boolean(errors.event)}
            aria-describedby={errors.event ? "calculator-event-error" : undefined}
            className={`${controlClass} appearance-auto pr-8`}
          >
            <option value="">{copy.eventPlaceholder}</option>
            {/* Grouped by office or kind, so the list stays scannable; no script needed. */}
            {EVENT_GROUPS.map((group) => (
              <optgroup key={group} label={group}>
                {EVENTS.filter((event) => event.group === group).map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <FieldError id="calculator-event-error" message={errors.event} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="calculator-date" className="text-ink text-sm font-semibold">
            {copy.dateLabel}
          </label>
          {/* A date input blanks a value the calendar does not have (2023-02-29): such a value
              comes back as text, as typed, with the reason beside it. */}
          <input
            id="calculator-date"
            name="date"
            {...(keepAsText
              ? {
                  type: "text",
                  inputMode: "numeric" as const,
                  placeholder: "YYYY-MM-DD",
                  autoComplete: "off",
                  spellCheck: false,
                  maxLength: 40,
                }
              : { type: "date", min: "1980-01-01", max: "2100-12-31" })}
            defaultValue={values.date}
            aria-invalid={errors.date ? true : undefined}
            autoFocus={Boolean(errors.date) && !errors.event}
            aria-describedby={
              errors.date ? "calculator-date-error calculator-date-hint" : "calculator-date-hint"
            }
            className={controlClass}
          />
          <p id="calculator-date-hint" className="text-muted text-sm">
            {copy.dateHint}
          </p>
          <FieldError id="calculator-date-error" message={errors.date} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="calculator-priority" className="text-ink text-sm font-semibold">
            {copy.priorityLabel}
          </label>
          {/* Text, not type="date": a malformed date typed here comes back as typed, with the
              reason beside it, instead of being dropped by the browser. */}
          <input
            id="calculator-priority"
            name="priority"
            type="text"
            inputMode="numeric"
            placeholder="YYYY-MM-DD"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            defaultValue={values.priority ?? ""}
            aria-invalid={errors.priority ? true : undefined}
            autoFocus={Boolean(errors.priority) && !errors.event && !errors.date}
            aria-describedby={
              errors.priority
                ? "calculator-priority-error calculator-priority-hint"
                : "calculator-priority-hint"
            }
            className={controlClass}
          />
          <p id="calculator-priority-hint" className="text-muted text-sm">
            {copy.priorityHint}
          </p>
          <FieldError id="calculator-priority-error" message={errors.priority} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="calculator-period" className="text-ink text-sm font-semibold">
            {copy.periodLabel}
          </label>
          <select
            id="calculator-period"
            name="period"
            defaultValue={values.period ?? ""}
            aria-invalid={errors.period ? true : undefined}
            autoFocus={Boolean(errors.period) && !errors.event && !errors.date && !errors.priority}
            aria-describedby={
              errors.period
                ? "calculator-period-error calculator-period-hint"
                : "calculator-period-hint"
            }
            className={`${controlClass} appearance-auto pr-8`}
          >
            <option value="">{copy.periodUsual}</option>
            {PERIOD_CHOICES.map((months) => (
              <option key={months} value={String(months)}>
                {months} {months === 1 ? "month" : "months"}
              </option>
            ))}
          </select>
          <p id="calculator-period-hint" className="text-muted text-sm">
            {copy.periodHint}
          </p>
          <FieldError id="calculator-period-error" message={errors.period} />
        </div>
        <button
          type="submit"
          className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-500 min-h-11 rounded-full px-6 font-semibold text-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 lg:mt-7"
        >
          {copy.submit}
        </button>
      </div>
    </form>
  );
}
