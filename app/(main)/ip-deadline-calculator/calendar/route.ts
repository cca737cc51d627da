import { site } from "@/content/site";
import { calendarFile } from "@/lib/deadlines/ics";
import { calculatorHref, readCalculatorQuery } from "@/lib/deadlines/query";
import { env } from "@/lib/server/env";
import { siteUrl } from "@/lib/server/seo";
import { GET_ONLY_ROUTE } from "@/lib/server/security/refusals";

/** GET ?event=&date=[&priority=][&period=][&deadline=]: the calculation as an .ics download; a plain link, no script. */
export function GET(request: Request): Response {
  const requested = new URL(request.url);
  const params = requested.searchParams;
  // Without SITE_URL the site's origin is the local default, which a calendar entry must not
  // link to: the address the file was asked from is the page's own then.
  const origin = env.SITE_URL_SOURCE === "default" ? requested.origin : siteUrl;
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
    return plain(400, message);
  }

  const { result, values } = state;
  const wanted = params.get("deadline");
  const deadlines = wanted ? result.deadlines.filter((d) => d.id === wanted) : result.deadlines;
  if (deadlines.length === 0) return plain(404, "No such deadline for this event.");

  const body = calendarFile(result, deadlines, {
    producer: site.name,
    uidDomain: new URL(origin).hostname,
    now: new Date(),
    url: new URL(calculatorHref(result), `${origin}/`).toString(),
  });
  const name = ["ip-deadlines", values.event, values.date, wanted].filter(Boolean).join("-");
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.ics"`,
      "cache-control": "no-store",
    },
  });
}

function plain(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

export const { OPTIONS, POST, PUT, PATCH, DELETE } = GET_ONLY_ROUTE;
