import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** The fake provider started by start-server.ts. */
export const PROVIDER = `http://127.0.0.1:${process.env.FAKE_PROVIDER_PORT ?? 3199}`;

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
  /** The status the fake provider answered, null when it did not answer. */
  status: number | null;
}

/** What the fake provider received for submissions under `name` (tests run in parallel). */
export async function receivedFor(request: APIRequestContext, name: string): Promise<Received[]> {
  const all = (await (await request.get(`${PROVIDER}/__received`)).json()) as Received[];
  return all.filter((entry) => entry.body?.name === name);
}

/** A name no other test uses, carrying the keyword that tells the fake provider how to answer. */
export function uniqueName(keyword = "visitor"): string {
  return `E2E ${keyword} ${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Makes this page's form posts arrive as from their own client address. The e2e server names
 * 127.0.0.1 as a trusted proxy, so X-Forwarded-For counts; each test keeps its own rate limit.
 * Covers the JSON posts to /api/* and the forms the browser posts itself to their pages.
 */
export async function asClient(page: Page): Promise<string> {
  const address = `10.${rand()}.${rand()}.${rand()}`;
  await page.route(
    /\/(api\/contact|api\/careers|api\/quote-brief|contact-us|careers|request-a-quote)(?:[?#]|$)/,
    (route) =>
      route.request().method() === "POST"
        ? route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": address } })
        : route.fallback(),
  );
  return address;
}

function rand() {
  return Math.floor(Math.random() * 254) + 1;
}

/**
 * Replaces the fixture's grecaptcha stub with one whose tokens the fake verifier understands:
 * "pass" hands out a token for the requested action, "low" one that scores 0.1, "empty" no
 * token at all, and "blocked" fails to load the script.
 */
export async function stubCaptcha(page: Page, mode: "pass" | "low" | "empty" | "blocked" = "pass") {
  await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, (route) => {
    if (mode === "blocked") return route.abort();
    const token =
      mode === "empty"
        ? `""`
        : `"${mode === "pass" ? "e2e" : "e2e-low"}:" + (options && options.action)`;
    return route.fulfill({
      status: 200,
      contentType: "application/javascript",
      body: `window.grecaptcha = { ready: (cb) => cb(), execute: (key, options) => Promise.resolve(${token}), render: () => 0, reset: () => {} };`,
    });
  });
}

/** Each field is marked invalid and described by its message, as a screen reader announces it. */
export async function expectFieldMessages(expected: readonly (readonly [Locator, string])[]) {
  for (const [field, message] of expected) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // The message ends the description; a hint under the label (the phone's) comes first.
    await expect(field).toHaveAccessibleDescription(
      new RegExp(`(^|\\s)${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
  }
}

/** The contact form's fields and submit button, by their accessible names. */
export function contactFields(page: Page) {
  const form = page.getByRole("form", { name: "Contact form" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Name", exact: true }),
    email: form.getByRole("textbox", { name: "Email", exact: true }),
    phone: form.getByRole("textbox", { name: "Phone", exact: true }),
    service: form.getByRole("combobox", { name: "Service", exact: true }),
    message: form.getByRole("textbox", { name: "Message (optional)" }),
    submit: form.getByRole("button", { name: "Send enquiry" }),
  };
}

/**
 * A form's outcome as the visitor meets it: the toast at the top (the spec's notice) and the
 * lasting status by the submit button, which says the same and takes focus.
 */
/**
 * A form's success: 'Form submitted successfully.' once on the page, in the status by the button
 * (focused) with what happens next, and no toast repeating it.
 */
export async function expectSuccess(page: Page, form: Locator) {
  const status = form.getByRole("status");
  await expect(status).toContainText("Form submitted successfully.");
  await expect(status).toContainText(/will (reply|write)/);
  await expect(status).toBeFocused();
  await expect(page.getByText("Form submitted successfully.")).toHaveCount(1);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/** An error: the spec's notice as a toast, and the same message in the status by the button. */
export async function expectNotice(page: Page, form: Locator, message: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();
  const status = form.getByRole("status");
  await expect(status).toHaveText(message);
  await expect(status).toBeFocused();
}
