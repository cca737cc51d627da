import { describe, expect, it } from "vitest";
import { GET } from "@/app/(main)/ip-deadline-calculator/calendar/route";

const get = (query: string) =>
  GET(new Request(`http://localhost:3000/ip-deadline-calculator/calendar?${query}`));

describe("GET /ip-deadline-calculator/calendar", () => {
  it("downloads every deadline of a calculation as text/calendar", async () => {
    const response = get("event=first-filing&date=2024-01-31");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="ip-deadlines-first-filing-2024-01-31.ics"',
    );
    const text = await response.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(7);
  });

  it("downloads one deadline when asked for it", async () => {
    const response = get("event=first-filing&date=2024-01-31&deadline=national-phase-31");
    const text = await response.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain("DTSTART;VALUE=DATE:20260831\r\n");
  });

  it("answers 400 with the field's message for a bad date, never a 500", async () => {
    const response = get("event=first-filing&date=2024-02-30");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(
      "2024-02-30 is not a date on the calendar: February 2024 has 29 days.",
    );
    expect(get("event=nope&date=2024-01-31").status).toBe(400);
    expect(get("").status).toBe(400);
  });

  it("answers 404 for a deadline the event does not have", () => {
    expect(get("event=first-filing&date=2024-01-31&deadline=maintenance-3-due").status).toBe(404);
  });
});
