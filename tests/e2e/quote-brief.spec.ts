import type { Browser, Locator, Page } from "@playwright/test";
import { MESSAGES } from "@/lib/forms/messages";
import { QUOTE_MESSAGES } from "@/lib/forms/quote-brief-schema";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";
import { asClient, expectSuccess, receivedFor, stubCaptcha, uniqueName } from "./support/forms";
import { startServer } from "./support/second-server";

// The scoped quote brief (/request-a-quote): the matter chosen decides which questions show,
// with or without script, and only that matter's answers are checked and delivered.

const NARROW = { width: 320, height: 720 };
const SUCCESS = "Form submitted successfully.";

function quoteFields(page: Page) {
  const form = page.getByRole("form", { name: "Quote brief" });
  const box = (name: string) => form.getByRole("textbox", { name, exact: true });
  const select = (name: string) => form.getByRole("combobox", { name, exact: true });
  return {
    form,
    name: box("Name"),
    email: box("Email"),
    phone: box("Phone"),
    matter: select("Kind of matter"),
    purpose: select("What the search is for"),
    field: box("Technology field"),
    jurisdictions: box("Jurisdictions"),
    cutoffDate: form.getByLabel("Cut-off date (optional)"),
    references: box("Number of references wanted (optional)"),
    claims: box("Number of claims (optional)"),
    figures: box("Number of figures (optional)"),
    filingRoute: select("Filing route"),
    attorney: box("Responsible attorney or agent"),
    marks: box("Marks"),
    classes: box("Classes"),
    countries: box("Countries"),
    patents: box("Patents (optional)"),
    products: box("Products concerned (optional)"),
    deadline: form.getByLabel("Your deadline (optional)"),
    budget: select("Budget band"),
    ndaFirst: form.getByRole("checkbox", { name: "NDA first" }),
    notes: box("Notes (optional)"),
    submit: form.getByRole("button", { name: "Request a Quote" }),
  };
}
type Fields = ReturnType<typeof quoteFields>;
type FieldName = Exclude<keyof Fields, "form" | "submit" | "ndaFirst">;

const CONTACT = { email: "ada@example.com", phone: "0123456789" };

/** For each matter: what the visitor fills in, and what the provider must then receive. */
const BRIEFS = {
  search: {
    label: "A patent search",
    fill: {
      purpose: "Freedom to operate",
      field: "Self-watering planters",
      jurisdictions: "US, EP, IN",
      cutoffDate: "2026-01-31",
      references: "10",
      deadline: "2026-12-15",
      budget: "US$1,000 to 5,000",
    },
    sent: {
      purpose: "Freedom to operate",
      field: "Self-watering planters",
      jurisdictions: "US, EP, IN",
      cutoffDate: "2026-01-31",
      references: 10,
      deadline: "2026-12-15",
      budget: "US$1,000 to 5,000",
    },
    required: ["purpose", "field", "jurisdictions"],
  },
  drafting: {
    label: "Patent drafting",
    fill: {
      field: "Battery electrodes",
      claims: "20",
      figures: "8",
      filingRoute: "US non-provisional",
      attorney: "J. Doe, Reg. No. 00,000",
      budget: "Not decided yet",
    },
    sent: {
      field: "Battery electrodes",
      claims: 20,
      figures: 8,
      filingRoute: "US non-provisional",
      attorney: "J. Doe, Reg. No. 00,000",
      budget: "Not decided yet",
    },
    required: ["field", "filingRoute", "attorney"],
  },
  trademark: {
    label: "Trademark work",
    fill: {
      marks: "FERNLEAF",
      classes: "9, 42",
      countries: "US, India, EU",
      budget: "Under US$1,000",
    },
    sent: {
      marks: "FERNLEAF",
      classes: "9, 42",
      countries: "US, India, EU",
      budget: "Under US$1,000",
    },
    required: ["marks", "classes", "countries"],
  },
  litigation: {
    label: "Litigation support",
    fill: {
      patents: "XX 1 102 334 B1",
      products: "FL-2 planter",
      jurisdictions: "Germany (UPC)",
      deadline: "2027-01-10",
      budget: "Over US$20,000",
    },
    sent: {
      patents: "XX 1 102 334 B1",
      products: "FL-2 planter",
      jurisdictions: "Germany (UPC)",
      deadline: "2027-01-10",
      budget: "Over US$20,000",
    },
    required: ["jurisdictions"],
  },
} as const satisfies Record<
  string,
  {
    label: string;
    fill: Partial<Record<FieldName, string>>;
    sent: Record<string, unknown>;
    required: readonly FieldName[];
  }
>;
type Matter = keyof typeof BRIEFS;
const MATTERS = Object.keys(BRIEFS) as Matter[];

/** Every matter-specific question, to tell shown from hidden. */
const MATTER_QUESTIONS: Record<Matter, FieldName[]> = {
  search: ["purpose", "field", "jurisdictions", "cutoffDate", "references"],
  drafting: ["field", "claims", "figures", "filingRoute", "attorney"],
  trademark: ["marks", "classes", "countries"],
  litigation: ["patents", "products", "jurisdictions"],
};
const ALL_QUESTIONS = [...new Set(Object.values(MATTER_QUESTIONS).flat())];

/** Which message each required question of a matter answers when left empty. */
const REQUIRED_MESSAGE: Partial<Record<FieldName, string>> = {
  purpose: QUOTE_MESSAGES.purpose,
  field: QUOTE_MESSAGES.field,
  jurisdictions: QUOTE_MESSAGES.jurisdictions,
  filingRoute: QUOTE_MESSAGES.filingRoute,
  attorney: QUOTE_MESSAGES.attorney,
  marks: QUOTE_MESSAGES.marks,
  classes: QUOTE_MESSAGES.classes,
  countries: QUOTE_MESSAGES.countries,
  patents: QUOTE_MESSAGES.patents,
  products: QUOTE_MESSAGES.products,
};

async function fillIn(f: Fields, values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values) as [FieldName, string][]) {
    const field = f[name];
    if ((await field.evaluate((e) => e.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
  }
}

async function fillBrief(f: Fields, name: string, matter: Matter) {
  await f.name.fill(name);
  await f.email.fill(CONTACT.email);
  await f.phone.fill(CONTACT.phone);
  await f.matter.selectOption(matter);
  await fillIn(f, BRIEFS[matter].fill);
}

/** Only the chosen matter's questions are on screen (and to assistive technology). */
async function expectQuestionsOf(f: Fields, matter: Matter | null) {
  const shown = matter ? MATTER_QUESTIONS[matter] : [];
  for (const name of ALL_QUESTIONS)
    if (shown.includes(name)) await expect(f[name]).toBeVisible();
    else await expect(f[name]).toBeHidden();
}

/** The field is marked invalid and its description (hint and message) carries the message. */
async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
}

async function open(page: Page, path = "/request-a-quote") {
  await asClient(page);
  await stubCaptcha(page);
  await page.goto(path);
  await expect(quoteFields(page).submit).toBeEnabled();
}

test.describe("quote brief, with JavaScript", () => {
  for (const matter of MATTERS)
    test(`a ${matter} brief shows only its questions, is sent, and the provider receives only its answers`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(DESKTOP);
      await open(page);
      const f = quoteFields(page);
      await expectQuestionsOf(f, null);
      // An answer typed for another matter first stays out of the brief.
      const other = matter === "trademark" ? "search" : "trademark";
      await f.matter.selectOption(other);
      await expectQuestionsOf(f, other);
      await (other === "trademark" ? f.marks : f.field).fill("Typed for another matter");
      const name = uniqueName();
      await fillBrief(f, name, matter);
      await expectQuestionsOf(f, matter);
      await f.submit.click();
      await expectSuccess(page, f.form);
      await expect(f.name).toHaveValue("");
      await expect.poll(async () => (await receivedFor(request, name)).length).toBe(1);
      const [received] = await receivedFor(request, name);
      expect(received!.path).toBe("/f/contact");
      expect(received!.body).toEqual({
        name,
        ...CONTACT,
        matter,
        ndaFirst: false,
        ...BRIEFS[matter].sent,
      });
    });

  for (const matter of MATTERS)
    test(`a ${matter} brief without its answers is refused with the schema's messages by each field`, async ({
      page,
      request,
    }) => {
      await open(page);
      const f = quoteFields(page);
      const name = uniqueName();
      await f.name.fill(name);
      await f.email.fill(CONTACT.email);
      await f.phone.fill(CONTACT.phone);
      await f.matter.selectOption(matter);
      await f.submit.click();
      for (const question of BRIEFS[matter].required)
        await expectMessage(f[question], REQUIRED_MESSAGE[question]!);
      await expectMessage(f.budget, QUOTE_MESSAGES.budget);
      await expect(f[BRIEFS[matter].required[0]]).toBeFocused();
      expect(await receivedFor(request, name)).toEqual([]);
    });

  // Each question sits in a wrapper that shows it for its matters; the wrappers once made the
  // grid's rows, so a box beside a question with a hint sat higher by the hint's height.
  test("side by side, a question with a hint leaves its neighbour's box level", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page);
    const f = quoteFields(page);
    const pairs = [
      ["search", f.purpose, f.field],
      ["drafting", f.claims, f.field],
    ] as const;
    for (const [matter, plain, hinted] of pairs) {
      await f.matter.selectOption(matter);
      const [a, b] = [(await plain.boundingBox())!, (await hinted.boundingBox())!];
      expect(Math.abs(a.x - b.x), `${matter}: two columns`).toBeGreaterThan(100);
      expect(Math.abs(a.y - b.y), `${matter}: tops level`).toBeLessThanOrEqual(1);
    }
  });

  test("an empty brief asks for the contact details, the kind of matter and the budget", async ({
    page,
  }) => {
    await open(page);
    const f = quoteFields(page);
    await f.submit.click();
    await expectMessage(f.name, MESSAGES.name);
    await expectMessage(f.email, MESSAGES.email);
    await expectMessage(f.phone, MESSAGES.phone);
    await expectMessage(f.matter, QUOTE_MESSAGES.matter);
    await expectMessage(f.budget, QUOTE_MESSAGES.budget);
    await expect(f.name).toBeFocused();
  });

  test("malformed answers are refused with the schema's messages, and 'NDA first' keeps the notes empty", async ({
    page,
    request,
  }) => {
    await open(page);
    const f = quoteFields(page);
    const name = uniqueName();
    await fillBrief(f, name, "search");
    await f.references.fill("0");
    await f.jurisdictions.fill("US <b>EP</b>");
    await f.ndaFirst.check();
    await f.notes.fill("Our invention is a planter that waters itself.");
    await f.submit.click();
    await expectMessage(f.references, QUOTE_MESSAGES.references);
    await expectMessage(f.jurisdictions, QUOTE_MESSAGES.oneLine);
    await expectMessage(f.notes, QUOTE_MESSAGES.notesWithNda);

    await f.matter.selectOption("drafting");
    await fillIn(f, BRIEFS.drafting.fill);
    await f.claims.fill("lots");
    await f.notes.fill("");
    await f.submit.click();
    await expectMessage(f.claims, QUOTE_MESSAGES.count);

    await f.matter.selectOption("trademark");
    await fillIn(f, { ...BRIEFS.trademark.fill, classes: "9, 46" });
    await f.submit.click();
    await expectMessage(f.classes, QUOTE_MESSAGES.classes);
    expect(await receivedFor(request, name)).toEqual([]);

    // Corrected, the brief goes with 'NDA first' and nothing technical.
    await f.classes.fill("9, 42");
    await f.submit.click();
    await expectSuccess(page, f.form);
    await expect.poll(async () => (await receivedFor(request, name)).length).toBe(1);
    expect((await receivedFor(request, name))[0]!.body).toMatchObject({
      matter: "trademark",
      ndaFirst: true,
    });
  });

  test("each service page links to the brief with its kind of matter chosen, as /contact-us and the footer do", async ({
    page,
  }) => {
    await asClient(page);
    await stubCaptcha(page);
    await page.goto("/patentability-search");
    const links = page.getByRole("link", { name: "Request a scoped quote" });
    // One beside 'Get a Quote' in the page's banner, one in the closing banner.
    await expect(links).toHaveCount(2);
    await expect(links.first()).toHaveAttribute("href", "/request-a-quote?matter=search");
    await links.first().click();
    await expect(page).toHaveURL(/\/request-a-quote\?matter=search$/);
    const f = quoteFields(page);
    await expect(f.matter).toHaveValue("search");
    await expectQuestionsOf(f, "search");

    for (const [path, matter] of [
      ["/trademark-search", "trademark"],
      ["/eou-charts", "litigation"],
      ["/patent-drafting", "drafting"],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole("link", { name: "Request a scoped quote" }).first(),
      ).toHaveAttribute("href", `/request-a-quote?matter=${matter}`);
    }

    await page.goto("/contact-us");
    await expect(
      page.getByRole("main").getByRole("link", { name: "Request a scoped quote" }),
    ).toHaveAttribute("href", "/request-a-quote");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "Request a Quote" }),
    ).toHaveAttribute("href", "/request-a-quote");
  });

  for (const size of [DESKTOP, PHONE, NARROW])
    test(`passes axe at ${size.width} px, empty and with a matter's messages`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      await open(page);
      expect(await axeViolations(page)).toEqual([]);
      const f = quoteFields(page);
      await f.matter.selectOption("search");
      await f.submit.click();
      await expectMessage(f.purpose, QUOTE_MESSAGES.purpose);
      expect(await axeViolations(page)).toEqual([]);
      // The page fits the screen: nothing scrolls sideways.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.screenshot({
        path: testInfo.outputPath(`quote-brief-${size.width}.png`),
        fullPage: true,
      });
    });
});

test.describe("quote brief without JavaScript, captcha off", () => {
  // One server for this block, so its tests run in one worker.
  test.describe.configure({ mode: "serial" });
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startServer(3171);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  async function noScriptPage(browser: Browser) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    await asClient(page);
    return { context, page };
  }

  async function post(page: Page, f: Fields) {
    const posted = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === "POST");
    await f.submit.click();
    await posted;
    await page.waitForLoadState();
  }

  for (const matter of MATTERS)
    test(`a ${matter} brief is posted by the browser, delivered with only its answers, and answered`, async ({
      browser,
      request,
    }) => {
      const { context, page } = await noScriptPage(browser);
      await page.goto(`${server.baseURL}/request-a-quote`);
      const f = quoteFields(page);
      await expect(f.form).toHaveAttribute("method", /^post$/i);
      // The stylesheet alone shows the chosen matter's questions.
      await expectQuestionsOf(f, null);
      const other = matter === "litigation" ? "drafting" : "litigation";
      await f.matter.selectOption(other);
      await expectQuestionsOf(f, other);
      await (other === "litigation" ? f.patents : f.attorney).fill("Typed for another matter");
      const name = uniqueName();
      await fillBrief(f, name, matter);
      await expectQuestionsOf(f, matter);
      await post(page, f);
      const status = f.form.getByRole("status");
      await expect(status).toContainText(SUCCESS);
      await expect(status).toBeInViewport();
      await expect(f.name).toHaveValue("");
      const received = await receivedFor(request, name);
      expect(received.map((r) => [r.path, r.body])).toEqual([
        ["/f/contact", { name, ...CONTACT, matter, ndaFirst: false, ...BRIEFS[matter].sent }],
      ]);
      await context.close();
    });

  for (const matter of MATTERS)
    test(`a ${matter} brief without its answers is refused with the schema's messages and keeps what was typed`, async ({
      browser,
      request,
    }) => {
      const { context, page } = await noScriptPage(browser);
      await page.goto(`${server.baseURL}/request-a-quote`);
      const f = quoteFields(page);
      const name = uniqueName();
      await f.name.fill(name);
      await f.email.fill(CONTACT.email);
      await f.phone.fill(CONTACT.phone);
      await f.matter.selectOption(matter);
      await f.ndaFirst.check();
      await f.notes.fill("Technical detail");
      await post(page, f);
      const expected = [
        ...BRIEFS[matter].required.map((q) => [q, REQUIRED_MESSAGE[q]!] as const),
        ["budget", QUOTE_MESSAGES.budget] as const,
        ["notes", QUOTE_MESSAGES.notesWithNda] as const,
      ];
      for (const [question, message] of expected) await expectMessage(f[question], message);
      // The status lists the same messages, each a link to its field.
      const status = f.form.getByRole("status");
      for (const [, message] of expected)
        await expect(status.getByRole("link", { name: message })).toBeVisible();
      await expect(f.name).toHaveValue(name);
      await expect(f.matter).toHaveValue(matter);
      await expect(f.ndaFirst).toBeChecked();
      await expectQuestionsOf(f, matter);
      expect(await receivedFor(request, name)).toEqual([]);
      await context.close();
    });
});
