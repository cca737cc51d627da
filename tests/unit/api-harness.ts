import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { envSchema } from "@/lib/server/env";
import { openEnquiryStore } from "@/lib/server/forms/enquiry-store.ts";
import type * as ContactRoute from "@/app/api/contact/route";

type RouteModule = typeof ContactRoute;

/**
 * Loads a route module afresh with exactly the given environment (everything else unset, but
 * the enquiry store and the old outbox file in a fresh temporary folder unless given), so each
 * test sees its own configuration, store and rate limiter, as a newly started server would.
 */
export async function loadRoute(
  form: "contact" | "careers" | "quote",
  vars: Record<string, string> = {},
): Promise<RouteModule> {
  vi.resetModules();
  // A new server process starts with no rate-limit counts (lib/server/forms/server.ts keeps its
  // limiter on globalThis so the route handlers and the pages' form actions share it).
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("meridian.forms-rate-limiter")];
  const dir = mkdtempSync(path.join(tmpdir(), "enquiries-"));
  const defaults: Record<string, string> = {
    // The host the requests below are posted to, so reCAPTCHA's hostname check has its own.
    SITE_URL: "https://forms.example",
    SQLITE_PATH: path.join(dir, "enquiries.sqlite"),
    OUTBOX_PATH: path.join(dir, "outbox.jsonl"),
  };
  for (const key of Object.keys(envSchema.shape)) vi.stubEnv(key, vars[key] ?? defaults[key] ?? "");
  if (form === "quote") return await import("@/app/api/quote-brief/route");
  return form === "contact"
    ? await import("@/app/api/contact/route")
    : await import("@/app/api/careers/route");
}

export const validContact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "0123456789",
  message: "We need a patentability search for a battery electrode.",
  service: "Invention Search",
};

export const validCareers = {
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "9876543210",
  qualification: "M.Sc. Chemistry",
  position: "Patent Researcher",
};

/** Headers as the server sees them for a browser at `address` posting JSON. */
export function browserHeaders(
  address = "198.51.100.7",
  extra: Record<string, string> = {},
): Record<string, string> {
  // The peer as deploy/nginx.conf writes it in front of the server.
  return {
    "content-type": "application/json",
    host: "forms.example",
    "x-forwarded-for": address,
    ...extra,
  };
}

export function jsonRequest(
  path: string,
  body: unknown,
  { address, headers = {} }: { address?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`http://forms.example${path}`, {
    method: "POST",
    headers: browserHeaders(address, headers),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function read(response: Response) {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The enquiries kept in the store at `file` (SQLITE_PATH), oldest first. */
export async function storedEnquiries(file: string) {
  return (await openEnquiryStore(file)).list();
}
