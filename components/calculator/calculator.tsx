"use client";

import { useSearchParams } from "next/navigation";
import { startTransition, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { calculator as copy } from "@/content/calculator";
import { afterPaint } from "@/lib/client/idle";
import { localToday, parseIsoDate, toIsoDate } from "@/lib/deadlines/dates";
import { readOfficeFilter, unknownOfficeCodes } from "@/lib/deadlines/pct-offices";
import { CALCULATOR_PATH, readCalculatorQuery } from "@/lib/deadlines/query";
import { CalculatorForm } from "./calculator-form";
import { DeadlineResults, RESULTS_HEADING_ID } from "./deadline-results";

/** The calculation a query string asks for. */
const stateOf = (query: string) => {
  const params = new URLSearchParams(query);
  return readCalculatorQuery({
    event: params.get("event") ?? undefined,
    date: params.get("date") ?? undefined,
    priority: params.get("priority") ?? undefined,
    period: params.get("period") ?? undefined,
  });
};

/**
 * The form and what it answers, from the page's own address (`?event=&date=`). The server
 * renders it for that address, so it works without JavaScript, where the form is a plain GET.
 * With JavaScript a submit answers on the page, in the click's own frame, rather than with a
 * page load and a round trip to the server, and pushes the calculation's address, so it can be
 * shared and Back returns to the one before. Focus then moves to the deadlines' heading, or to
 * the first field to correct.
 *
 * The click's frame draws only what a screen shows first (the summary and the first deadlines);
 * the rest (every card, the notes, the PCT offices' table and the docket) follows once that
 * frame has painted, as a transition, so a long table never holds up the answer to the click.
 */
export function Calculator({ today: serverToday }: { today: string }) {
  const params = useSearchParams();
  // Which dates have passed: the server's day for the first paint (so hydration matches), the
  // browser's own from the first submit on.
  const [today, setToday] = useState(serverToday);
  const address = params.toString();
  const [query, setQuery] = useState(address);
  // Back and Forward change the address without a submit: it then says what to show, and the
  // fields start again from its values. (A submit's own address changes neither.)
  const [seen, setSeen] = useState(address);
  const [fieldsKey, setFieldsKey] = useState(0);
  if (address !== seen) {
    setSeen(address);
    if (address !== query) {
      setQuery(address);
      setFieldsKey((key) => key + 1);
    }
  }
  const state = useMemo(() => stateOf(query), [query]);
  // The query whose answer is drawn in full; the server draws every answer in full.
  const [fullFor, setFullFor] = useState(address);
  const full = fullFor === query;
  useEffect(() => {
    if (full) return;
    return afterPaint(() => startTransition(() => setFullFor(query)));
  }, [full, query]);
  const [offices, unknownOffices] = useMemo(() => {
    const filter = new URLSearchParams(query).get("offices") ?? undefined;
    return [readOfficeFilter(filter), unknownOfficeCodes(filter)];
  }, [query]);
  const todayDate = useMemo(() => {
    const reading = parseIsoDate(today);
    return reading.ok ? reading.date : localToday();
  }, [today]);

  const form = useRef<HTMLFormElement>(null);
  const [submits, setSubmits] = useState(0);
  // Once the answer has painted, where it is: moving focus (and so scrolling) inside the
  // click's own frame made that frame lay out and draw the page twice.
  useEffect(() => {
    if (submits === 0) return;
    return afterPaint(() => {
      const target =
        form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
        document.getElementById(RESULTS_HEADING_ID);
      target?.focus();
    });
  }, [submits]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const priority = String(data.get("priority") ?? "").trim();
    const period = String(data.get("period") ?? "").trim();
    const next = new URLSearchParams({
      event: String(data.get("event") ?? ""),
      date: String(data.get("date") ?? ""),
      // Left out when empty, so an address without a priority date stays as short as before.
      ...(priority ? { priority } : {}),
      ...(period ? { period } : {}),
    }).toString();
    setQuery(next);
    setToday(toIsoDate(localToday()));
    setSubmits((count) => count + 1);
    if (next !== query) window.history.pushState(null, "", `${CALCULATOR_PATH}?${next}`);
  };

  return (
    <>
      <CalculatorForm
        key={fieldsKey}
        ref={form}
        values={state.kind === "empty" ? { event: "", date: "" } : state.values}
        errors={state.kind === "invalid" ? state.errors : undefined}
        onSubmit={onSubmit}
      />
      {state.kind === "result" ? (
        <DeadlineResults
          result={state.result}
          today={todayDate}
          offices={offices}
          unknownOffices={unknownOffices}
          full={full}
        />
      ) : (
        <section aria-labelledby="calculator-start-heading" className="mt-10">
          <h2 id="calculator-start-heading" className="text-brand-900 text-heading">
            {copy.startHeading}
          </h2>
          <ul className="text-muted mt-4 list-disc space-y-2 pl-5 leading-relaxed">
            {copy.start.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h3 className="text-brand-900 text-subheading mt-6">{copy.notCoveredHeading}</h3>
          <ul className="text-muted mt-3 list-disc space-y-2 pl-5 leading-relaxed">
            {copy.notCovered.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
