import { docketCsv, docketRows, pctDocketRows, visitorToday } from "@/lib/deadlines/docket";
import { pctOfficeDates, readOfficeFilter } from "@/lib/deadlines/pct-offices";
import { readCalculatorQuery } from "@/lib/deadlines/query";
import { GET_ONLY_ROUTE } from "@/lib/server/security/refusals";

/**
 * GET ?event=&date=[&priority=][&period=][&offices=][&today=]: the page's docket as CSV, for a docketing
 * system or a spreadsheet. Dates before the visitor's today (as the page sends it; the server's
 * without it) are marked passed.
 */
export function GET(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const state = readCalculatorQuery({
    event: params.get("event") ?? undefined,
    date: params.get("date") ?? undefined,
    priority: params.get("priority") ?? undefined,
    period: params.get("period") ?? undefined,
  });
  if (state.kind !== "result") {
    const message =
      state.kind === "empty"
        ? "Give an event and a date, as on the calculator page."
        : Object.values(state.errors).join(" ");
    return new Response(message, {
      status: 400,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }

  const { result, values } = state;
  const today = visitorToday(params.get("today"));
  const offices = readOfficeFilter(params.get("offices") ?? undefined);
  const rows = [
    ...docketRows(result, today),
    ...(values.event === "first-filing" && offices.length > 0
      ? pctDocketRows(pctOfficeDates(result.start, offices), today)
      : []),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const name = ["ip-docket", values.event, values.date].join("-");
  return new Response(docketCsv(rows, result.notes), {
    headers: {
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="${name}.csv"`,
      "cache-control": "no-store",
    },
  });
}

export const { OPTIONS, POST, PUT, PATCH, DELETE } = GET_ONLY_ROUTE;
