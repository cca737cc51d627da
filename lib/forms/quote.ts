import { PAGE_PATH, SERVICE_OPTIONS, type ServiceOption } from "@/lib/forms/choices";

/**
 * What a 'Get a Quote' link hands the contact form in its query string
 * (`?service=<option>&page=<path>`, built by lib/content/quote-links.ts): the service option to
 * preselect and the page the enquiry started from. Anything unknown or malformed is left out,
 * so the form starts with nothing selected.
 */
export function readQuoteQuery(search: string | URLSearchParams): {
  service?: ServiceOption;
  page?: string;
} {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const service = params.get("service") ?? "";
  const page = params.get("page") ?? "";
  return {
    ...((SERVICE_OPTIONS as readonly string[]).includes(service)
      ? { service: service as ServiceOption }
      : {}),
    ...(PAGE_PATH.test(page) ? { page } : {}),
  };
}
