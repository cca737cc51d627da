import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { browserHeaders, loadRoute, storedEnquiries, validContact } from "./api-harness";

// A form the browser posts itself (no script: lib/server/forms/actions.ts) goes through the same
// checks as the JSON route: submitFields takes its fields as FormData hands them over.

let outboxDir: string;
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), "posted-"));
});
afterAll(async () => {
  await rm(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

async function contactRoute(vars: Record<string, string> = {}) {
  await loadRoute("contact", { SQLITE_PATH: path.join(outboxDir, "enquiries.sqlite"), ...vars });
  return (await import("@/lib/server/forms/server")).contactRoute;
}

function fields(values: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return [...data.entries()];
}

const headers = () => new Headers(browserHeaders("198.51.100.20"));

describe("forms posted without script", () => {
  it("delivers valid fields to the store, phone as digits", async () => {
    const route = await contactRoute();
    const result = await route.submitFields(
      headers(),
      fields({ ...validContact, phone: "(202) 555-0143", website: "" }),
    );
    expect(result.status).toBe(200);
    const [entry] = await storedEnquiries(path.join(outboxDir, "enquiries.sqlite"));
    expect(entry!.data).toMatchObject({ name: validContact.name, phone: "2025550143" });
  });

  it("answers the spec's field messages", async () => {
    const route = await contactRoute();
    const result = await route.submitFields(
      headers(),
      fields({ name: "", email: "x", phone: "1", service: "", message: "", website: "" }),
    );
    expect(result.status).toBe(400);
    expect(result.body.fields).toMatchObject({
      name: "Please fill in the name field.",
      email: "Please enter a valid email.",
      phone: "Phone number must be 10 digits long.",
      service: "Please select a service",
    });
  });

  it("refuses a file, a field it does not know and a body over 16 KiB", async () => {
    const route = await contactRoute();
    const file = await route.submitFields(
      headers(),
      fields({ ...validContact, website: "", cv: new Blob(["%PDF"]) }),
    );
    expect(file.status).toBe(400);
    const unknown = await route.submitFields(headers(), fields({ ...validContact, _cc: "a@b.c" }));
    expect(unknown.status).toBe(400);
    const large = await route.submitFields(
      headers(),
      fields({ ...validContact, message: "a".repeat(17 * 1024) }),
    );
    expect(large.status).toBe(413);
  });

  it("drops a filled honeypot silently and asks for the captcha when it is enforced", async () => {
    const route = await contactRoute({
      NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site",
      RECAPTCHA_SECRET_KEY: "secret",
    });
    const bot = await route.submitFields(headers(), fields({ ...validContact, website: "x" }));
    expect(bot).toMatchObject({ status: 200, body: { ok: true } });
    const person = await route.submitFields(headers(), fields({ ...validContact, website: "" }));
    expect(person).toMatchObject({ status: 400, body: { error: "Please fill the captcha" } });
  });
});
