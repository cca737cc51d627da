import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseIsoDate } from "@/lib/deadlines/dates";
import {
  deadlinesFor,
  EVENT_GROUPS,
  EVENT_IDS,
  EVENTS,
  TAKES_PRIORITY,
} from "@/lib/deadlines/rules";

describe("the calculator's events, each defined once in its office's module", () => {
  it("lists every defined event once, in a known group, and calculates each", () => {
    const start = parseIsoDate("2025-03-03");
    if (!start.ok) throw new Error("bad test date");
    expect(new Set(EVENT_IDS).size).toBe(EVENT_IDS.length);
    expect(EVENTS.map((e) => e.id)).toEqual(EVENT_IDS);
    for (const id of EVENT_IDS) {
      const result = deadlinesFor(id, start.date);
      expect(result.event.id).toBe(id);
      expect(EVENT_GROUPS).toContain(result.event.group);
    }
  });

  it("takes a priority date for the five events whose rules count from one", () => {
    expect([...TAKES_PRIORITY].sort()).toEqual([
      "eu-design-deferment",
      "in-patent-application",
      "pct-international-filing",
      "pct-search-report",
      "us-application-filed",
    ]);
  });

  it("keeps every module in lib/deadlines under 700 lines", () => {
    const dir = "lib/deadlines";
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts")))
      expect(readFileSync(`${dir}/${file}`, "utf8").split("\n").length, file).toBeLessThan(700);
  });
});
