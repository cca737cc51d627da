import type { Browser, Page, Request } from "@playwright/test";
import { site } from "@/content/site";
import { axeViolations, DESKTOP, expect, hydrated, PHONE, test } from "./fixtures";
import {
  asClient,
  contactFields,
  expectFieldMessages,
  expectSuccess,
  receivedFor,
  stubCaptcha,
  uniqueName,
} from "./support/forms";
import { startServer } from "./support/second-server";

// The contact and careers forms when no script runs: JavaScript off, or a visitor who submits
// before the page has hydrated (its scripts start only after the first paint). The browser
// posts the form itself and the server answers with the page rendered again.

const SUCCESS = "Form submitted successfully.";
const NARROW = { width: 320, height: 720 };
const CAPTCHA = "Please fill the captcha";

function careersFields(page: Page) {
  const form = page.getByRole("form", { name: "Careers application form" });
  return {
    form,
    name: form.getByRole("textbox", { name: "Name", exact: true }),
    email: form.getByRole("textbox", { name: "Email", exact: true }),
    phone: form.getByRole("textbox", { name: "Phone Number", exact: true }),
    qualification: form.getByRole("textbox", { name: "Qualification", exact: true }),
    position: form.getByRole("combobox", { name: "Position", exact: true }),
    submit: form.getByRole("button", { name: "Submit application" }),
  };
}

async function fillContact(page: Page, values: Record<string, string>) {
  const f = contactFields(page);
  await f.name.fill(values.name!);
  await f.email.fill(values.email!);
  await f.phone.fill(values.phone!);
  if (values.service) await f.service.selectOption(values.service);
  await f.message.fill(values.message!);
}

/** Submits by clicking, and returns the request the browser sent. */
async function submitAndCapture(page: Page, submit: () => Promise<void>): Promise<Request> {
  const posted = page.waitForRequest((request) => request.isNavigationRequest());
  await submit();
  const request = await posted;
  await page.waitForLoadState();
  return request;
}

/** Nothing the visitor typed may appear in the address the browser sent or shows. */
function expectNoFormDataInUrl(request: Request, page: Page, typed: string[]) {
  for (const value of typed) {
    expect(decodeURIComponent(request.url())).not.toContain(value);
    expect(decodeURIComponent(page.url())).not.toContain(value);
  }
}

test.describe("forms without JavaScript, captcha enforced (the suite's server)", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form says before sending that it needs JavaScript, with the e-mail and phones", async ({
    page,
  }) => {
    await page.goto("/contact-us");
    const f = contactFields(page);
    await expect(f.form).toHaveAttribute("method", /^post$/i);
    const notice = f.form.getByText(/Our spam check \(reCAPTCHA\) needs JavaScript/);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    for (const phone of site.phones)
      await expect(notice.getByRole("link", { name: phone.display })).toHaveAttribute(
        "href",
        `tel:${phone.tel}`,
      );
  });

  test("an invalid enquiry is posted, answered with the field messages and keeps what was typed", async ({
    page,
    request,
  }) => {
    await asClient(page);
    await page.goto("/contact-us");
    const name = uniqueName();
    const values = { name, email: "ada@example", phone: "12345", message: "Call me.", service: "" };
    await fillContact(page, values);
    const f = contactFields(page);
    const sent = await submitAndCapture(page, () => f.submit.click());

    expect(sent.method()).toBe("POST");
    expectNoFormDataInUrl(sent, page, [name, "ada@example", "12345"]);
    await expect(f.name).toHaveValue(name);
    await expect(f.email).toHaveValue(values.email);
    await expect(f.phone).toHaveValue(values.phone);
    await expect(f.message).toHaveValue(values.message);
    await expectFieldMessages([
      [f.email, "Please enter a valid email."],
      [f.phone, "Phone number must be 10 digits long."],
      [f.service, "Please select a service"],
    ]);
    await expect(f.name).not.toHaveAttribute("aria-invalid", "true");
    // The status by the button lists the messages, each a link to its field.
    const status = f.form.getByRole("status");
    await expect(status).toBeInViewport();
    await expect(
      status.getByRole("link", { name: "Phone number must be 10 digits long." }),
    ).toHaveAttribute("href", "#contact-phone");
    expect(await receivedFor(request, name)).toEqual([]);
  });

  test("a valid enquiry is refused for the captcha, with the e-mail and phones, and keeps the input", async ({
    page,
    request,
  }) => {
    await asClient(page);
    await page.setViewportSize(DESKTOP);
    await page.goto("/contact-us");
    const name = uniqueName();
    const values = {
      name,
      email: "ada@example.com",
      phone: "0123456789",
      message: "We need a search.",
      service: "Invention Search",
    };
    await fillContact(page, values);
    const f = contactFields(page);
    await submitAndCapture(page, () => f.submit.click());
    const status = f.form.getByRole("status");
    await expect(status).toContainText(CAPTCHA);
    await expect(status.getByRole("link", { name: site.email })).toBeVisible();
    for (const phone of site.phones)
      await expect(status.getByRole("link", { name: phone.display })).toBeVisible();
    await expect(f.service).toHaveValue(values.service);
    await expect(f.email).toHaveValue(values.email);
    expect(await receivedFor(request, name)).toEqual([]);
  });
});

test.describe("forms without JavaScript share the JSON route's rate limit", () => {
  test.use({ javaScriptEnabled: false });

  test("after five enquiries a minute by script, a sixth posted without it is refused", async ({
    page,
    request,
  }) => {
    const address = await asClient(page);
    for (let i = 0; i < 5; i++) {
      const response = await request.post("/api/contact", {
        headers: { "x-forwarded-for": address },
        data: {
          name: uniqueName(),
          email: "ada@example.com",
          phone: "0123456789",
          message: "",
          service: "Design",
          captchaToken: "e2e:contact",
          website: "",
        },
      });
      expect(response.status()).toBe(200);
    }
    await page.goto("/contact-us");
    const name = uniqueName();
    await fillContact(page, {
      name,
      email: "ada@example.com",
      phone: "0123456789",
      message: "",
      service: "Design",
    });
    const f = contactFields(page);
    await submitAndCapture(page, () => f.submit.click());
    await expect(f.form.getByRole("status")).toHaveText(
      "Too many submissions from your network. Please wait a minute and try again.",
    );
    await expect(f.name).toHaveValue(name);
    expect(await receivedFor(request, name)).toEqual([]);
  });
});

test.describe("forms submitted before the page's scripts run, captcha enforced", () => {
  // axe needs script in the page, so these answers are checked with JavaScript on and the
  // page's own chunks held back: the page stays as the server drew it, as before hydration.
  for (const size of [DESKTOP, PHONE, NARROW]) {
    test(`the answers to an invalid enquiry and to one refused for the captcha pass axe at ${size.width} px`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
      await asClient(page);
      await page.goto("/contact-us");
      const f = contactFields(page);
      const name = uniqueName();
      await fillContact(page, { name, email: "ada@", phone: "1", message: "", service: "" });
      const sent = await submitAndCapture(page, () => f.submit.click());
      expect(sent.method()).toBe("POST");
      await expect(f.email).toHaveAccessibleDescription("Please enter a valid email.");
      await expect(f.name).toHaveValue(name);
      expect(await axeViolations(page)).toEqual([]);

      await fillContact(page, {
        name,
        email: "ada@example.com",
        phone: "98765 43210",
        message: "",
        service: "Trademark",
      });
      await submitAndCapture(page, () => f.submit.click());
      await expect(f.form.getByRole("status")).toContainText(CAPTCHA);
      await expect(f.phone).toHaveValue("98765 43210");
      expect(await axeViolations(page)).toEqual([]);
      expect(await receivedFor(request, name)).toEqual([]);
      await context.close();
    });
  }
});

test.describe("the answer to a form posted before hydration, with JavaScript", () => {
  test("hydrates under its own CSP, keeps the input, and the script then sends the enquiry", async ({
    page,
    request,
  }) => {
    await asClient(page);
    await stubCaptcha(page);
    await page.goto("/contact-us");
    const f = contactFields(page);
    const name = uniqueName();
    await fillContact(page, { name, email: "ada@", phone: "0123456789", message: "", service: "" });
    // The browser's own submission, as before hydration: no script handler sees it.
    await submitAndCapture(page, () =>
      f.form.evaluate((form: HTMLFormElement) => HTMLFormElement.prototype.submit.call(form)),
    );
    await hydrated(page);
    await expect(f.email).toHaveAccessibleDescription("Please enter a valid email.");
    await expect(f.name).toHaveValue(name);
    await f.email.fill("ada@example.com");
    await f.service.selectOption("Design");
    await f.submit.click();
    await expectSuccess(page, f.form);
    await expect.poll(async () => (await receivedFor(request, name)).length).toBe(1);
  });
});

test.describe("what a visitor types before the page hydrates", () => {
  test("is kept when react-hook-form takes the fields over, and is what the script sends", async ({
    browser,
    request,
  }) => {
    // A context of its own: the page fixture's navigation waits for hydration.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await asClient(page);
    await stubCaptcha(page);
    // The page's chunks wait until the visitor has typed: the fields are the server's HTML.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto("/contact-us", { waitUntil: "commit" });
    const f = contactFields(page);
    const name = uniqueName();
    const values = {
      name,
      email: "typed.early@example.com",
      phone: "9876543210",
      message: "Typed before the scripts ran.",
      service: "Trademark",
    };
    await fillContact(page, values);
    expect(
      await f.form.evaluate((form) => Object.keys(form).some((k) => k.startsWith("__react"))),
    ).toBe(false);
    release();
    await hydrated(page);
    await expect(f.name).toHaveValue(name);
    await expect(f.message).toHaveValue(values.message);
    await f.submit.click();
    await expectSuccess(page, f.form);
    const received = await receivedFor(request, name);
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toMatchObject(values);
    await context.close();
  });
});

test.describe("forms without JavaScript, captcha off", () => {
  // One server for this block, so its tests run in one worker.
  test.describe.configure({ mode: "serial" });
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer(3117);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function noScriptPage(browser: Browser) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    return { context, page: await context.newPage() };
  }

  test("an enquiry is posted, delivered, and answered on a server-rendered page", async ({
    browser,
    request,
  }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto(`${server.baseURL}/contact-us`);
    const f = contactFields(page);
    // Captcha is off here: nothing says the form cannot be sent.
    await expect(f.form.getByText(/Our spam check/)).toBeHidden();
    const name = uniqueName();
    await fillContact(page, {
      name,
      email: "ada@example.com",
      phone: "(202) 555-0143",
      message: "Please call me back.",
      service: "Design",
    });
    const sent = await submitAndCapture(page, () => f.submit.click());
    expect(sent.method()).toBe("POST");
    expectNoFormDataInUrl(sent, page, [name, "ada@example.com", "555"]);

    const status = f.form.getByRole("status");
    await expect(status).toContainText(SUCCESS);
    await expect(status).toBeInViewport();
    await expect(f.name).toHaveValue("");
    const received = await receivedFor(request, name);
    expect(received).toHaveLength(1);
    expect(received[0]!.path).toBe("/f/contact");
    expect(received[0]!.body).toEqual({
      name,
      email: "ada@example.com",
      phone: "2025550143",
      message: "Please call me back.",
      service: "Design",
    });
    await context.close();
  });

  test("a careers application is posted, delivered and answered", async ({ browser, request }) => {
    const { context, page } = await noScriptPage(browser);
    await page.goto(`${server.baseURL}/careers`);
    const f = careersFields(page);
    await expect(f.form).toHaveAttribute("method", /^post$/i);
    const name = uniqueName();
    await f.name.fill(name);
    await f.email.fill("grace@example.com");
    await f.phone.fill("9876543210");
    await f.qualification.fill("M.Sc. Organic Chemistry");
    await f.position.selectOption("Patent Researcher");
    // The opt-in works without script too: unticked until the applicant ticks it.
    const keep = f.form.getByRole("checkbox", { name: "Keep my application for future openings" });
    await expect(keep).not.toBeChecked();
    await keep.check();
    const sent = await submitAndCapture(page, () => f.submit.click());
    expect(sent.method()).toBe("POST");
    expectNoFormDataInUrl(sent, page, [name, "grace@example.com"]);
    await expect(f.form.getByRole("status")).toContainText(SUCCESS);
    const received = await receivedFor(request, name);
    expect(received.map((r) => [r.path, r.body])).toEqual([
      [
        "/f/careers",
        {
          name,
          email: "grace@example.com",
          phone: "9876543210",
          qualification: "M.Sc. Organic Chemistry",
          position: "Patent Researcher",
          keepOnFile: true,
        },
      ],
    ]);
    await context.close();
  });

  test("a visitor who submits before the page's scripts have run still gets the enquiry through", async ({
    browser,
    request,
  }) => {
    // JavaScript on, but the page's chunks never arrive: the page stays as the HTML drew it.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto(`${server.baseURL}/contact-us`);
    const name = uniqueName();
    await fillContact(page, {
      name,
      email: "ada@example.com",
      phone: "0123456789",
      message: "",
      service: "Trademark",
    });
    const f = contactFields(page);
    const sent = await submitAndCapture(page, () => f.submit.click());
    expect(sent.method()).toBe("POST");
    await expect(f.form.getByRole("status")).toContainText(SUCCESS);
    await expect.poll(async () => (await receivedFor(request, name)).length).toBe(1);
    await context.close();
  });
});
