import { describe, expect, it } from "vitest";
import { parseIsoDate, toIsoDate, type CalendarDate } from "@/lib/deadlines/dates";
import { docketRows, deadlineNote } from "@/lib/deadlines/docket";
import { deadlinesFor, type EventId } from "@/lib/deadlines/rules";

const d = (iso: string): CalendarDate => {
  const reading = parseIsoDate(iso);
  if (!reading.ok) throw new Error(`bad test date ${iso}`);
  return reading.date;
};

const row = (event: EventId, iso: string, id: string, priority?: string) =>
  deadlinesFor(event, d(iso), priority ? { priority: d(priority) } : {}).deadlines.find(
    (x) => x.id === id,
  )!;

describe("closure days besides weekends, in extended_to", () => {
  it("USPTO: the one-off closing of Thursday, January 9, 2025 moves a reply to Friday the 10th", () => {
    // Mailed October 9, 2024: three months end on January 9, 2025 (MPEP 510: a whole-day
    // closing is a federal holiday under 35 U.S.C. 21(b)).
    const reply = row("us-office-action", "2024-10-09", "reply-3-months");
    expect(toIsoDate(reply.date)).toBe("2025-01-09");
    expect(reply.extended && toIsoDate(reply.extended.to)).toBe("2025-01-10");
    expect(reply.extended?.because).toContain("National Day of Mourning");
    const csv = docketRows(deadlinesFor("us-office-action", d("2024-10-09")), d("2024-11-01")).find(
      (r) => r.deadline === reply.title,
    );
    expect(csv).toMatchObject({ date: "2025-01-09", extendedTo: "2025-01-10" });
  });

  it("EPO: a period ending in its Christmas closure runs to January 2, with what to check", () => {
    // Bulletin mention June 24, 2025: six months end on Wednesday, December 24, 2025.
    const request = row("ep-search-report", "2025-06-24", "examination-designation");
    expect(toIsoDate(request.date)).toBe("2025-12-24");
    expect(request.extended && toIsoDate(request.extended.to)).toBe("2026-01-02");
    expect(request.extended?.because).toContain("Christmas closure");
    expect(deadlineNote(request)).toContain("check the office for its other closing days");
  });

  it("WIPO's International Bureau: weekends only, and says to check the office", () => {
    // Transmitted June 1, 2026, priority 2025-03-01: two months end Saturday, August 1, 2026.
    const article19 = row("pct-search-report", "2026-06-01", "article-19", "2025-03-01");
    expect(toIsoDate(article19.date)).toBe("2026-08-01");
    expect(article19.extended && toIsoDate(article19.extended.to)).toBe("2026-08-03");
    expect(deadlineNote(article19)).toContain("Weekends only: check the office");
  });
});
