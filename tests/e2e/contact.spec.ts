import type { Page } from "@playwright/test";
import { site } from "@/content/site";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";
import {
  asClient,
  contactFields,
  expectFieldMessages,
  expectNotice,
  expectSuccess,
  receivedFor,
  stubCaptcha,
  uniqueName,
} from "./support/forms";

const SUCCESS = "Form submitted successfully.";
const GENERIC = "Some error occured. Please try again later!";
const CAPTCHA = "Please fill the captcha";

const SERVICES = [
  "Patent Illustration",
  "Invention Search",
  "Chemical Structure or Gene Sequence",
  "Filing Related Services",
  "Invention Drafting",
  "Trademark",
  "Design",
  "Others",
];

const fields = contactFields;

async function fillContact(
  page: Page,
  name: string,
  overrides: Partial<Record<string, string>> = {},
) {
  const f = fields(page);
  const values = {
    name,
    email: "ada@example.com",
    phone: "0123456789",
    message: "We need a patentability search before filing.",
    service: "Invention Search",
    ...overrides,
  };
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.phone.fill(values.phone);
  await f.service.selectOption(values.service);
  await f.message.fill(values.message);
  return values;
}

/** Field values stay as typed after a failure. */
async function expectInputKept(page: Page, values: Record<string, string>) {
  const f = fields(page);
  await expect(f.name).toHaveValue(values.name!);
  await expect(f.email).toHaveValue(values.email!);
  await expect(f.phone).toHaveValue(values.phone!);
  await expect(f.service).toHaveValue(values.service!);
  await expect(f.message).toHaveValue(values.message!);
}

async function open(page: Page) {
  await asClient(page);
  await stubCaptcha(page);
  await page.goto("/contact-us");
  // The form is interactive once hydrated: client-side validation answers an empty submit.
  await expect(fields(page).submit).toBeEnabled();
}

test.describe("contact page", () => {
  test("shows the form and the three offices, India first, without the quote banner", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page);
    await expect(page.locator("h1")).toHaveText("Contact Us");
    await expect(page.getByText("Looking for best IP Solutions?")).toHaveCount(0);

    const f = fields(page);
    await expect(f.phone).toHaveAttribute("type", "tel");
    await expect(f.phone).toHaveAttribute("inputmode", "tel");
    await expect(f.service).toHaveValue("");
    await expect(f.service.locator("option:not([value=''])")).toHaveText(SERVICES);

    const tabs = page.getByRole("tablist", { name: "Our offices" }).getByRole("tab");
    await expect(tabs).toHaveText(["India Office", "California Office", "Virginia Office"]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

    for (const [i, office] of site.offices.entries()) {
      await tabs.nth(i).click();
      const panel = page.getByRole("tabpanel", { name: office.tab });
      await expect(panel.locator("address")).toContainText(office.address[0]);
      await expect(
        panel.getByRole("link", { name: new RegExp(office.phone.display.replace(/\+/g, "\\+")) }),
      ).toHaveAttribute("href", `tel:${office.phone.tel}`);
      for (const email of office.emails)
        await expect(panel.getByRole("link", { name: email })).toHaveAttribute(
          "href",
          `mailto:${email}`,
        );
      await expect(panel.locator("iframe")).toHaveCount(0);
      await panel
        .getByRole("button", { name: new RegExp(`Show the map\\s*: ${office.tab}`) })
        .click();
      const frame = panel.locator("iframe");
      await expect(frame).toHaveAttribute("title", new RegExp(office.mapQuery));
      await expect(frame).toHaveAttribute("loading", "lazy");
      await expect(frame).toHaveAttribute(
        "src",
        `https://www.google.com/maps?q=${encodeURIComponent(office.mapQuery)}&output=embed`,
      );
      await expect(panel.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
        "href",
        new RegExp(encodeURIComponent(office.mapQuery).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );
    }
  });

  test("office tabs follow the arrow keys, Home and End, and take one stop in the tab order", async ({
    page,
  }) => {
    await open(page);
    const india = page.getByRole("tab", { name: "India Office" });
    await india.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "California Office" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "California Office" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("ArrowLeft");
    await expect(india).toHaveAttribute("aria-selected", "true");

    // End reaches the last office, Right goes round to the first again.
    const virginia = page.getByRole("tab", { name: "Virginia Office" });
    await page.keyboard.press("End");
    await expect(virginia).toBeFocused();
    await expect(virginia).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Virginia Office" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(india).toBeFocused();
    await expect(india).toHaveAttribute("aria-selected", "true");
    // One tab in the tab order: Tab goes on from the tabs to the office shown.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "India Office" })).toBeFocused();
  });

  test("until Radix Tabs arrives the tabs still switch, and keys pressed meanwhile are kept", async ({
    page,
  }) => {
    // Radix's tabs arrive 2 s late; every other script on time.
    await page.route("**/_next/static/chunks/**", async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.body();
        if (body.includes("TabsTrigger")) await new Promise((done) => setTimeout(done, 2_000));
        await route.fulfill({ response, body });
      } catch {
        // The test ended with a chunk still on its way.
      }
    });
    await open(page);
    const tab = (name: string) => page.getByRole("tab", { name });
    await tab("California Office").click();
    await expect(tab("California Office")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "California Office" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "India Office" })).toBeHidden();
    // Not Radix's yet: its triggers are items of its roving-focus collection.
    await expect(tab("California Office")).not.toHaveAttribute("data-radix-collection-item");
    const indiaPanel = page.getByRole("tabpanel", { name: "India Office", includeHidden: true });
    await indiaPanel.evaluate((panel) => ((panel as HTMLElement & { kept?: true }).kept = true));

    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    // Radix takes over: the two presses go round from California to India, in order.
    await expect(tab("India Office")).toHaveAttribute("data-radix-collection-item", "", {
      timeout: 10_000,
    });
    await expect(tab("India Office")).toBeFocused();
    await expect(tab("India Office")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "India Office" })).toBeVisible();
    // The panels were not drawn again: a control in one stays the element it was.
    expect(await indiaPanel.evaluate((panel) => "kept" in panel)).toBe(true);
  });

  test("shows the address and a map link when the map frame cannot load", async ({ page }) => {
    await page.route(/^https:\/\/www\.google\.com\/maps/, (route) => route.abort());
    await open(page);
    const panel = page.getByRole("tabpanel", { name: "India Office" });
    await panel.getByRole("button", { name: /Show the map/ }).click();
    await expect(panel.locator("address")).toContainText("Dehradun, Uttarakhand");
    await expect(panel.getByRole("link", { name: /Open in Google Maps/ })).toBeVisible();
  });
});

test("side by side, the Phone box lines up with the Service box despite its hint", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page);
  const phone = await page.locator("#contact-phone").boundingBox();
  const service = await page.locator("#contact-service").boundingBox();
  // Two columns at this width: the boxes sit on one row, their top edges level (the select is
  // the 44 px box of selects.spec.ts, the text box 2 px taller).
  expect(Math.abs(phone!.x - service!.x)).toBeGreaterThan(100);
  expect(Math.abs(phone!.y - service!.y)).toBeLessThanOrEqual(1);
});

test("side by side, a message under one box leaves its neighbour's box where it was", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await open(page);
  const f = fields(page);
  await f.name.fill("Ada Lovelace");
  await f.submit.click();
  await expect(f.email).toHaveAccessibleDescription("Please enter a valid email.");
  // Focus moves to the flagged field and may scroll the page: both boxes read in one go after.
  await expect(f.email).toBeFocused();
  const [name, email] = await f.form.evaluate((form) =>
    ["#contact-name", "#contact-email"].map((id) =>
      form.querySelector(id)!.getBoundingClientRect(),
    ),
  );
  expect(Math.abs(name!.x - email!.x)).toBeGreaterThan(100);
  expect(Math.abs(name!.y - email!.y)).toBeLessThanOrEqual(1);
});

test.describe("the contact form's warning about confidential material", () => {
  test("sits beside the Message field and describes it", async ({ page }) => {
    await open(page);
    const f = fields(page);
    const warning = page.getByText(
      "Do not describe an unfiled invention or send confidential material here.",
    );
    await expect(warning).toBeVisible();
    await expect(f.message).toHaveAccessibleDescription(
      /Do not describe an unfiled invention or send confidential material here\..*non-disclosure agreement/,
    );
    // Between the label and the box, where the visitor is about to type.
    const label = await page.locator('label[for="contact-message"]').boundingBox();
    const box = await f.message.boundingBox();
    const note = await warning.boundingBox();
    expect(note!.y).toBeGreaterThanOrEqual(label!.y + label!.height - 1);
    expect(note!.y + note!.height).toBeLessThanOrEqual(box!.y + 1);
  });

  test("is in the server's HTML, for a visitor without JavaScript", async ({ request }) => {
    const html = await (await request.get("/contact-us")).text();
    expect(html).toMatch(/Do not describe an unfiled invention or send confidential material here/);
    expect(html).toMatch(/id="contact-message-hint"/);
  });
});

test.describe("contact form validation", () => {
  test("an empty submit shows every field message beside its field, focuses the first, and sends nothing", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/contact") && posts.push(r.url()));
    await open(page);
    const f = fields(page);
    await f.submit.click();

    const expected: [typeof f.name, string][] = [
      [f.name, "Please fill in the name field."],
      [f.email, "Please enter a valid email."],
      [f.phone, "Phone number must be 10 digits long."],
      [f.service, "Please select a service"],
    ];
    await expectFieldMessages(expected);
    for (const [, message] of expected) {
      await expect(f.form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(f.message).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("the phone takes ten digits or + and a country code, and the email must be valid", async ({
    page,
  }) => {
    await open(page);
    const f = fields(page);
    const values = await fillContact(page, uniqueName(), {
      phone: "012345678",
      email: "ada@example",
    });
    await f.submit.click();
    await expect(f.email).toHaveAccessibleDescription("Please enter a valid email.");
    await expect(f.phone).toHaveAccessibleDescription(/ Phone number must be 10 digits long\.$/);
    await expect(f.email).toBeFocused();
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
    await expectInputKept(page, values);

    for (const phone of ["01234567890", "01234 5678", "012345678x", "+1 202", "1 202 555 0143 +"]) {
      await f.phone.fill(phone);
      await expect(f.phone).toHaveAccessibleDescription(/ Phone number must be 10 digits long\.$/);
    }
    // A number with its country code is accepted too (E.164, 8 to 15 digits).
    await f.phone.fill("+81 3-1234-5678");
    await expect(f.phone).not.toHaveAttribute("aria-invalid", "true");
    // Corrected fields lose their messages as the visitor types.
    await f.phone.fill(" 0123456789 ");
    await expect(f.phone).not.toHaveAttribute("aria-invalid", "true");
    await f.email.fill("ada@example.com");
    await expect(f.email).not.toHaveAttribute("aria-invalid", "true");
  });

  // Issue 63, L6: an empty or short number got only "must be 10 digits" while +44 numbers are
  // accepted. The hint under the label says so before the visitor types, and stays with the
  // spec's message when the number is refused.
  test("the phone's hint says a number with + and its country code is accepted too", async ({
    page,
  }) => {
    const hint = "Ten digits, or an international number starting with + and the country code.";
    await open(page);
    const f = fields(page);
    await expect(f.form.getByText(hint, { exact: true })).toBeVisible();
    await expect(f.phone).toHaveAccessibleDescription(hint);
    await f.submit.click();
    await expect(f.phone).toHaveAttribute("aria-invalid", "true");
    await expect(f.phone).toHaveAccessibleDescription(
      `${hint} Phone number must be 10 digits long.`,
    );
    await f.phone.fill("+44 20 7946 0000");
    await expect(f.phone).not.toHaveAttribute("aria-invalid", "true");
    await expect(f.phone).toHaveAccessibleDescription(hint);
  });

  test("the phone may be written with spaces, dashes, dots or parentheses; the provider gets the digits", async ({
    page,
    request,
  }) => {
    await open(page);
    const f = fields(page);
    for (const phone of ["98765 43210", "(202) 555-0143", "202.555.0143"]) {
      const name = uniqueName();
      await fillContact(page, name, { phone });
      await f.submit.click();
      await expect(
        page.getByText("Form submitted successfully.", { exact: true }).first(),
      ).toBeVisible();
      await expect
        .poll(async () => (await receivedFor(request, name)).map((r) => r.body?.phone))
        .toEqual([phone.replace(/\D/g, "")]);
    }
  });

  test("field messages from the server land beside their fields", async ({ page }) => {
    await open(page);
    await page.route(/\/api\/contact$/, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Phone number must be 10 digits long.",
          fields: { phone: "Phone number must be 10 digits long." },
        }),
      }),
    );
    await fillContact(page, uniqueName());
    await fields(page).submit.click();
    await expect(fields(page).phone).toHaveAccessibleDescription(
      / Phone number must be 10 digits long\.$/,
    );
    await expect(fields(page).phone).toBeFocused();
  });
});

test.describe("contact form submission", () => {
  test("sends the enquiry, waits with 'Please wait...', confirms, and clears the form", async ({
    page,
    request,
  }) => {
    await open(page);
    const name = uniqueName("provider-slow");
    const values = await fillContact(page, name);
    const f = fields(page);
    await f.submit.click();
    const pending = f.form.getByRole("button", { name: "Please wait..." });
    await expect(pending).toBeDisabled();
    // A second press while pending sends nothing more.
    await pending.click({ force: true });
    await f.name.press("Enter");

    await expectSuccess(page, fields(page).form);
    await expect(f.submit).toBeEnabled();
    for (const field of [f.name, f.email, f.phone, f.service, f.message])
      await expect(field).toHaveValue("");

    const received = await receivedFor(request, name);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe("/f/contact");
    expect(received[0]!.headers.accept).toBe("application/json");
    expect(received[0]!.body).toEqual(values);
  });

  test("what is typed while the form's code still loads is kept and sent, and a submit waits for it", async ({
    page,
    request,
  }) => {
    await open(page);
    // react-hook-form and the checks load on the first touch: hold every script until released.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/chunks/**", async (route) => {
      await held;
      await route.continue();
    });
    const name = uniqueName();
    const values = await fillContact(page, name);
    const f = fields(page);
    await f.submit.click();
    const pending = f.form.getByRole("button", { name: "Please wait..." });
    await expect(pending).toBeDisabled();
    // Nothing typed is replaced while the code is on its way.
    await expect(f.name).toHaveValue(values.name);
    await expect(f.message).toHaveValue(values.message);

    release();
    await expectSuccess(page, f.form);
    const received = await receivedFor(request, name);
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toEqual(values);
  });

  test("a second enquiry after success gets a fresh captcha token and goes through", async ({
    page,
    request,
  }) => {
    await open(page);
    const first = uniqueName();
    await fillContact(page, first);
    await fields(page).submit.click();
    await expectSuccess(page, fields(page).form);
    const second = uniqueName();
    await fillContact(page, second, { service: "Trademark", message: "" });
    await fields(page).submit.click();
    await expect.poll(async () => (await receivedFor(request, second)).length).toBe(1);
    expect((await receivedFor(request, second))[0]!.body).toMatchObject({
      service: "Trademark",
      message: "",
    });
  });

  test("shows the provider's error field as an error notice and keeps the input", async ({
    page,
  }) => {
    await open(page);
    const values = await fillContact(page, uniqueName("provider-error"));
    await fields(page).submit.click();
    await expectNotice(page, fields(page).form, "Email domain is not accepted.");
    await expectInputKept(page, values);
  });

  test("shows the first of a provider's listed errors", async ({ page }) => {
    await open(page);
    const values = await fillContact(page, uniqueName("provider-errors"));
    await fields(page).submit.click();
    await expectNotice(page, fields(page).form, "should be an email");
    await expectInputKept(page, values);
  });

  for (const [situation, keyword] of [
    ["the provider fails with a 500", "provider-crash"],
    ["the provider does not answer in time", "provider-hang"],
  ] as const) {
    test(`says the form was submitted when ${situation}: the server queued it`, async ({
      page,
      request,
    }) => {
      await open(page);
      const name = uniqueName(keyword);
      await fillContact(page, name);
      await fields(page).submit.click();
      await expect(fields(page).form.getByRole("status")).toContainText(SUCCESS, {
        timeout: 15_000,
      });
      await expect(page.getByText(GENERIC, { exact: true })).toHaveCount(0);
      expect((await receivedFor(request, name)).length).toBeGreaterThanOrEqual(1);
    });
  }

  test("shows the generic error when the network fails or the answer is not ours", async ({
    page,
  }) => {
    await open(page);
    const values = await fillContact(page, uniqueName());
    await page.route(/\/api\/contact$/, (route) => route.abort("connectionrefused"));
    await fields(page).submit.click();
    await expectNotice(page, fields(page).form, GENERIC);
    await expectInputKept(page, values);

    await page.route(/\/api\/contact$/, (route) =>
      route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }),
    );
    await fields(page).submit.click();
    await expectNotice(page, fields(page).form, GENERIC);
    await expect(page.getByText("Bad gateway")).toHaveCount(0);
    await expectInputKept(page, values);
  });

  const captchaFailures = [
    ["empty", "no captcha token can be had"],
    ["blocked", "the captcha script is blocked"],
    ["low", "the server's check fails (low score)"],
  ] as const;
  for (const [mode, when] of captchaFailures) {
    test(`says 'Please fill the captcha' when ${when}, keeps the input and sends nothing`, async ({
      page,
      request,
    }) => {
      await asClient(page);
      await stubCaptcha(page, mode);
      await page.goto("/contact-us");
      const name = uniqueName();
      const values = await fillContact(page, name);
      await fields(page).submit.click();
      await expectNotice(page, fields(page).form, CAPTCHA);
      await expectInputKept(page, values);
      expect(await receivedFor(request, name)).toEqual([]);
    });
  }

  test("a captcha script that failed to load is tried again at the next submit, which goes through", async ({
    page,
    request,
  }) => {
    await asClient(page);
    await stubCaptcha(page, "blocked");
    await page.goto("/contact-us");
    const name = uniqueName();
    await fillContact(page, name);
    await fields(page).submit.click();
    await expectNotice(page, fields(page).form, CAPTCHA);
    // The connection comes back: the visitor presses Send again without reloading.
    await page.unroute(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/);
    await stubCaptcha(page, "pass");
    await fields(page).submit.click();
    await expectSuccess(page, fields(page).form);
    await expect.poll(async () => (await receivedFor(request, name)).length).toBe(1);
  });

  test("carries the reCAPTCHA notice in place of the hidden badge, without Google's own policies", async ({
    page,
  }) => {
    await open(page);
    const notice = fields(page).form.getByText(/This site is protected by reCAPTCHA/);
    await expect(notice).toHaveText("This site is protected by reCAPTCHA.");
    // Google is the site's processor for reCAPTCHA: its Privacy Policy and Terms no longer apply.
    await expect(fields(page).form.locator('a[href^="https://policies.google.com"]')).toHaveCount(
      0,
    );
  });

  test("answers a sixth enquiry within a minute with the rate-limit message", async ({
    page,
    request,
  }) => {
    const address = await asClient(page);
    await stubCaptcha(page);
    await page.goto("/contact-us");
    for (let i = 0; i < 5; i++) {
      const response = await request.post("/api/contact", {
        headers: { "x-forwarded-for": address },
        data: {
          name: uniqueName(),
          email: "ada@example.com",
          phone: "0123456789",
          service: "Design",
          captchaToken: "e2e:contact",
        },
      });
      expect(response.status()).toBe(200);
    }
    const name = uniqueName();
    const values = await fillContact(page, name);
    await fields(page).submit.click();
    await expectNotice(
      page,
      fields(page).form,
      "Too many submissions from your network. Please wait a minute and try again.",
    );
    await expectInputKept(page, values);
    expect(await receivedFor(request, name)).toEqual([]);
  });

  test("a filled honeypot looks like success to a bot but delivers nothing", async ({
    page,
    request,
  }) => {
    await open(page);
    const name = uniqueName();
    await fillContact(page, name);
    await page
      .locator("#contact-website")
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await fields(page).submit.click();
    await expectSuccess(page, fields(page).form);
    expect(await receivedFor(request, name)).toEqual([]);
  });
});

test.describe("contact page accessibility", () => {
  for (const [label, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`has no axe violations with field errors and a notice showing (${label})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await open(page);
      await fillContact(page, uniqueName("provider-error"));
      await fields(page).submit.click();
      await expectNotice(page, fields(page).form, "Email domain is not accepted.");
      await fields(page).name.fill("");
      await fields(page).phone.fill("123");
      await fields(page).submit.click();
      await expect(fields(page).phone).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
