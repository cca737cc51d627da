import { describe, expect, it } from "vitest";
import { parseIsoDate } from "@/lib/deadlines/dates";
import { calendarFile, escapeText, foldLine } from "@/lib/deadlines/ics";
import { deadlinesFor } from "@/lib/deadlines/rules";

const start = parseIsoDate("2024-01-31");
if (!start.ok) throw new Error("bad test date");
const result = deadlinesFor("first-filing", start.date);
const options = (now: Date) => ({
  producer: "Meridian IP Research",
  uidDomain: "ip.example",
  now,
  url: "https://ip.example/ip-deadline-calculator?event=first-filing&date=2024-01-31",
});

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** A small RFC 5545 reader: checks line endings and length, unfolds, splits components. */
function parseIcs(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ")) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const stack: { name: string; props: Property[]; children: unknown[] }[] = [];
  let root: (typeof stack)[number] | undefined;
  for (const line of lines) {
    const colon = line.indexOf(":");
    const [name, ...params] = line.slice(0, colon).split(";");
    const value = line.slice(colon + 1);
    if (name === "BEGIN") {
      const component = { name: value, props: [], children: [] };
      stack.at(-1)?.children.push(component);
      stack.push(component);
      root ??= component;
    } else if (name === "END") {
      expect(stack.pop()?.name).toBe(value);
    } else {
      stack.at(-1)!.props.push({
        name: name!,
        params: Object.fromEntries(params.map((p) => p.split("=") as [string, string])),
        value,
      });
    }
  }
  expect(stack).toHaveLength(0);
  return root!;
}

const unescape = (text: string) =>
  text.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));

function prop(component: { props: Property[] }, name: string) {
  const found = component.props.filter((p) => p.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

describe("the calendar file", () => {
  const text = calendarFile(result, result.deadlines, options(new Date("2026-11-23T03:04:05Z")));
  const calendar = parseIcs(text);
  const events = calendar.children as { name: string; props: Property[] }[];

  it("is one VCALENDAR with version, producer and one VEVENT per deadline", () => {
    expect(calendar.name).toBe("VCALENDAR");
    expect(prop(calendar, "VERSION").value).toBe("2.0");
    expect(prop(calendar, "PRODID").value).toBe(
      "-//Meridian IP Research//IP Deadline Calculator//EN",
    );
    expect(events.map((e) => e.name)).toEqual(Array(8).fill("VEVENT"));
  });

  it("makes each deadline an all-day event on its date, ending the next day", () => {
    const byUid = Object.fromEntries(events.map((e) => [prop(e, "UID").value, e]));
    const demand = byUid["first-filing-2024-01-31-pct-demand@ip.example"]!;
    // 22 months ends on Sunday, November 30, 2025: the entry goes on that day, the period's
    // own last day, not on a Monday some authorities would extend it to.
    expect(prop(demand, "DTSTART")).toEqual({
      name: "DTSTART",
      params: { VALUE: "DATE" },
      value: "20251130",
    });
    expect(prop(demand, "DTEND")).toMatchObject({ params: { VALUE: "DATE" }, value: "20251201" });
    const thirtyOne = byUid["first-filing-2024-01-31-national-phase-31@ip.example"]!;
    expect(prop(thirtyOne, "DTSTART").value).toBe("20260831");
    expect(prop(thirtyOne, "DTEND").value).toBe("20260901");
    const sixMonths = byUid["first-filing-2024-01-31-paris-design-trademark@ip.example"]!;
    expect(prop(sixMonths, "DTSTART").value).toBe("20240731");
    expect(prop(sixMonths, "DTEND").value).toBe("20240801");
    expect(prop(demand, "DTSTAMP").value).toBe("20261123T030405Z");
  });

  it("puts what is due in the summary and the rule, the closed-day rule and the disclaimer in the description", () => {
    const demand = events.find((e) => prop(e, "UID").value.includes("pct-demand"))!;
    expect(unescape(prop(demand, "SUMMARY").value)).toBe(
      "PCT Chapter II demand for international preliminary examination",
    );
    const description = unescape(prop(demand, "DESCRIPTION").value);
    expect(description).toContain("Rule: PCT Rule 54bis.1(a).");
    expect(description).toContain(
      "where an office is closed on this day, PCT Rule 80.5 extends the period to its next open day there.",
    );
    expect(description).toContain("not legal advice");
    expect(description.split("\n").length).toBeGreaterThan(3);
  });

  it("keeps the same UIDs for the same event and date, whenever it is downloaded", () => {
    const later = parseIcs(calendarFile(result, result.deadlines, options(new Date())));
    const uids = (c: typeof calendar) =>
      (c.children as { props: Property[] }[]).map((e) => prop(e, "UID").value);
    expect(uids(later)).toEqual(uids(calendar));
    expect(new Set(uids(calendar)).size).toBe(8);
  });
});

describe("iCalendar text rules", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b; c, d\ne")).toBe("a\\\\b\\; c\\, d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const folded = foldLine(`DESCRIPTION:${"é".repeat(60)}`);
    const parts = folded.split("\r\n");
    expect(parts.length).toBe(2);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts[1]!.startsWith(" ")).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(
      `DESCRIPTION:${"é".repeat(60)}`,
    );
  });
});
