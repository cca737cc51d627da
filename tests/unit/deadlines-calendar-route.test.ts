import { describe, expect, it } from "vitest";
import { GET } from "@/app/(main)/ip-deadline-calculator/calendar/route";
import { env } from "@/lib/server/env";

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
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(8);
  });

  it("downloads one deadline when asked for it", async () => {
    const response = get("event=first-filing&date=2024-01-31&deadline=national-phase-31");
    const text = await response.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain("DTSTART;VALUE=DATE:20260831\r\n");
  });

  it("puts the period's own last day in the entry and the office's extension in its description", async () => {
    // Granted August 31, 2021: the grace period ends Sunday, August 31, 2025 (then Labor Day).
    const text = await get(
      "event=us-patent-grant&date=2021-08-31&deadline=maintenance-3-grace",
    ).text();
    expect(text).toContain("DTSTART;VALUE=DATE:20250831\r\n");
    expect(text.replace(/\r\n /g, "")).toContain(
      "under 35 U.S.C. 21(b)\\; 37 CFR 1.7(a) it extends to the next working day\\, 2025-09-02.",
    );
  });

  it("counts the Indian request for examination from the priority date in the query", async () => {
    const text = await get(
      "event=in-patent-application&date=2025-09-10&priority=2024-09-12&deadline=examination-request",
    ).text();
    expect(text).toContain("DTSTART;VALUE=DATE:20270412\r\n");
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("31 months from the priority date (2024-09-12).");
    expect(unfolded).toContain(
      "URL:http://localhost:3000/ip-deadline-calculator?event=in-patent-application&date=2025-09-10&priority=2024-09-12",
    );
    const without = await get(
      "event=in-patent-application&date=2025-09-10&deadline=examination-request",
    ).text();
    expect(without).toContain("DTSTART;VALUE=DATE:20280410\r\n");
    expect(without.replace(/\r\n /g, "")).toContain("due 31 months from the priority date");
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

  it("links the entry to the address it was asked from when SITE_URL is not set", async () => {
    const text = await GET(
      new Request(
        "https://deadlines.example/ip-deadline-calculator/calendar?event=ep-grant&date=2025-05-14",
      ),
    ).text();
    const unfolded = text.replace(/\r\n /g, "");
    // A machine with SITE_URL set links there instead.
    const origin = env.SITE_URL_SOURCE === "default" ? "https://deadlines.example" : env.SITE_URL;
    expect(unfolded).toContain(
      `URL:${origin}/ip-deadline-calculator?event=ep-grant&date=2025-05-14`,
    );
    expect(unfolded).not.toContain("localhost:3000");
  });
});
