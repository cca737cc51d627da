import { describe, expect, it } from "vitest";
import {
  calendarHref,
  calculatorHref,
  docketHref,
  readCalculatorQuery,
} from "@/lib/deadlines/query";

describe("reading the calculator's query string", () => {
  it("shows the start state when nothing is asked", () => {
    expect(readCalculatorQuery({})).toEqual({ kind: "empty" });
  });

  it("asks for both fields when the form is sent with nothing chosen", () => {
    expect(readCalculatorQuery({ event: "", date: " " })).toEqual({
      kind: "invalid",
      values: { event: "", date: "" },
      errors: {
        event: "Choose the event the deadlines run from.",
        date: "Enter the date of the event.",
      },
    });
  });

  it("calculates a valid event and date", () => {
    const state = readCalculatorQuery({ event: "first-filing", date: "2024-01-31" });
    expect(state.kind).toBe("result");
    if (state.kind !== "result") return;
    expect(state.values).toEqual({ event: "first-filing", date: "2024-01-31" });
    expect(state.result.event.id).toBe("first-filing");
  });

  it("takes the first value of a repeated parameter", () => {
    const state = readCalculatorQuery({
      event: ["us-patent-grant", "first-filing"],
      date: ["2021-08-31", "x"],
    });
    expect(state.kind === "result" && state.result.event.id).toBe("us-patent-grant");
  });

  it("explains a date the calendar does not have", () => {
    expect(readCalculatorQuery({ event: "first-filing", date: "2024-02-30" })).toEqual({
      kind: "invalid",
      values: { event: "first-filing", date: "2024-02-30" },
      errors: { date: "2024-02-30 is not a date on the calendar: February 2024 has 29 days." },
    });
    expect(readCalculatorQuery({ event: "first-filing", date: "2023-02-29" })).toMatchObject({
      errors: { date: "2023-02-29 is not a date on the calendar: February 2023 has 28 days." },
    });
    expect(readCalculatorQuery({ event: "first-filing", date: "2024-13-01" })).toMatchObject({
      errors: { date: "2024-13-01 is not a date on the calendar: the month must be 01 to 12." },
    });
  });

  it("asks for the YYYY-MM-DD form when the date is malformed, and for a plausible year", () => {
    expect(readCalculatorQuery({ event: "first-filing", date: "31/01/2024" })).toMatchObject({
      kind: "invalid",
      errors: { date: "Enter the date as YYYY-MM-DD, for example 2024-01-31." },
    });
    expect(readCalculatorQuery({ event: "first-filing", date: "1900-01-01" })).toMatchObject({
      errors: { date: "Enter a date between 1980 and 2100." },
    });
  });

  it("names an unknown or missing event, and a missing date, by their fields", () => {
    expect(readCalculatorQuery({ event: "trademark-party", date: "2024-01-31" })).toEqual({
      kind: "invalid",
      values: { event: "trademark-party", date: "2024-01-31" },
      errors: { event: "Choose one of the events in the list." },
    });
    expect(readCalculatorQuery({ date: "2024-01-31" })).toMatchObject({
      errors: { event: "Choose the event the deadlines run from." },
    });
    expect(readCalculatorQuery({ event: "first-filing" })).toMatchObject({
      errors: { date: "Enter the date of the event." },
    });
  });

  it("caps what it echoes back", () => {
    const state = readCalculatorQuery({ event: "x".repeat(500), date: "2024-01-31" });
    expect(state.kind === "invalid" && state.values.event.length).toBe(40);
  });
});

describe("the priority date of an Indian patent application", () => {
  const query = (priority: string, event = "in-patent-application") =>
    readCalculatorQuery({ event, date: "2025-09-10", priority });

  it("calculates from a valid priority date and keeps it in the values", () => {
    const state = query(" 2024-09-12 ");
    expect(state.kind).toBe("result");
    if (state.kind !== "result") return;
    expect(state.values).toEqual({
      event: "in-patent-application",
      date: "2025-09-10",
      priority: "2024-09-12",
    });
    expect(state.result.priority).toEqual({ year: 2024, month: 9, day: 12 });
  });

  it("treats an empty field as no priority date", () => {
    const state = query("");
    expect(state.kind === "result" && state.values).toEqual({
      event: "in-patent-application",
      date: "2025-09-10",
    });
  });

  it("refuses a priority date after the filing date, keeping what was typed", () => {
    expect(query("2025-09-11")).toEqual({
      kind: "invalid",
      values: { event: "in-patent-application", date: "2025-09-10", priority: "2025-09-11" },
      errors: {
        priority:
          "The priority date cannot be after the filing date: enter the earliest priority date claimed.",
      },
    });
  });

  it("explains a malformed or impossible priority date, keeping what was typed", () => {
    expect(query("12/09/2024")).toMatchObject({
      kind: "invalid",
      values: { priority: "12/09/2024" },
      errors: {
        priority:
          "Enter the priority date as YYYY-MM-DD, for example 2023-09-30, or leave it empty.",
      },
    });
    expect(query("2023-02-29")).toMatchObject({
      errors: { priority: "2023-02-29 is not a date on the calendar: February 2023 has 28 days." },
    });
    expect(query("1970-01-01")).toMatchObject({
      errors: { priority: "Enter a priority date between 1980 and 2100, or leave it empty." },
    });
  });

  it("takes a priority date for a PCT search report too, and refuses one after the transmittal", () => {
    const state = readCalculatorQuery({
      event: "pct-search-report",
      date: "2024-09-10",
      priority: "2024-01-15",
    });
    expect(state.kind === "result" && calculatorHref(state.result)).toBe(
      "/ip-deadline-calculator?event=pct-search-report&date=2024-09-10&priority=2024-01-15",
    );
    expect(
      readCalculatorQuery({
        event: "pct-search-report",
        date: "2024-09-10",
        priority: "2024-09-11",
      }),
    ).toMatchObject({
      errors: {
        priority:
          "The priority date cannot be after the search report's transmittal: enter the earliest priority date claimed.",
      },
    });
  });

  it("does not use a priority date for other events, nor put it in their links", () => {
    const state = query("not a date", "ep-application");
    expect(state.kind).toBe("result");
    if (state.kind !== "result") return;
    expect(state.result.priority).toBeUndefined();
    expect(calculatorHref(state.result)).toBe(
      "/ip-deadline-calculator?event=ep-application&date=2025-09-10",
    );
  });
});

describe("calculator addresses", () => {
  const result = (query: Record<string, string>) => {
    const state = readCalculatorQuery(query);
    if (state.kind !== "result") throw new Error("no result");
    return state.result;
  };

  it("builds the shareable page and calendar links", () => {
    const filing = result({ event: "first-filing", date: "2024-01-31" });
    expect(calculatorHref(filing)).toBe(
      "/ip-deadline-calculator?event=first-filing&date=2024-01-31",
    );
    expect(calendarHref(filing)).toBe(
      "/ip-deadline-calculator/calendar?event=first-filing&date=2024-01-31",
    );
    expect(calendarHref(filing, "pct-demand")).toBe(
      "/ip-deadline-calculator/calendar?event=first-filing&date=2024-01-31&deadline=pct-demand",
    );
  });

  it("carries the priority date into the page, CSV and calendar links, and the visitor's date into the CSV's", () => {
    const india = result({
      event: "in-patent-application",
      date: "2025-09-10",
      priority: "2024-09-12",
    });
    const query = "event=in-patent-application&date=2025-09-10&priority=2024-09-12";
    expect(calculatorHref(india)).toBe(`/ip-deadline-calculator?${query}`);
    expect(calendarHref(india, "examination-request")).toBe(
      `/ip-deadline-calculator/calendar?${query}&deadline=examination-request`,
    );
    expect(docketHref(india, [], "2025-09-11")).toBe(
      `/ip-deadline-calculator/docket.csv?${query}&today=2025-09-11`,
    );
  });
});
