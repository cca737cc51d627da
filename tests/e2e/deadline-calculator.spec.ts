import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";

const PATH = "/ip-deadline-calculator";
const EXAMPLE = `${PATH}?event=first-filing&date=2024-01-31`;

function form(page: Page) {
  const region = page.getByRole("form", { name: "Calculate deadlines" });
  return {
    event: region.getByRole("combobox", { name: "Event" }),
    date: region.getByLabel("Date", { exact: true }),
    submit: region.getByRole("button", { name: "Show deadlines" }),
  };
}

const deadlineItems = (page: Page) =>
  page.getByRole("region", { name: "Deadlines" }).locator("ol > li");

test.describe("IP deadline calculator with JavaScript off", () => {
  test("calculates from the form, shows each deadline with its rule, flags weekends and downloads the calendar", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(PATH);
    const f = form(page);
    await f.event.selectOption({ label: "First filing (priority date)" });
    await f.date.fill("2024-01-31");
    await f.submit.click();
    await expect(page).toHaveURL(EXAMPLE);

    // The issue's worked example: 6, 12, 30 and 31 months from January 31, 2024.
    const items = deadlineItems(page);
    await expect(items).toHaveCount(7);
    await expect(items.first()).toContainText("Wednesday, July 31, 2024");
    await expect(items.first()).toContainText("Paris Convention, Article 4C(1)");
    await expect(items.filter({ hasText: "Friday, January 31, 2025" })).toHaveCount(3);
    const thirty = items.filter({ hasText: "National phase entry at 30-month offices" });
    await expect(thirty).toContainText("Friday, July 31, 2026");
    const thirtyOne = items.filter({ hasText: "31-month offices" });
    await expect(thirtyOne).toContainText("Monday, August 31, 2026");
    await expect(thirtyOne).not.toContainText("Falls on a weekend");
    // 22 months ends on Sunday, November 30, 2025: moved to Monday under PCT Rule 80.5.
    const demand = items.filter({ hasText: "Chapter II demand" });
    await expect(demand).toContainText("Moved to the next working day");
    await expect(demand).toContainText("The period ends on Sunday, November 30, 2025");
    await expect(demand.locator("time").first()).toHaveText("Monday, December 1, 2025");
    await expect(demand).toContainText("Rule: PCT Rule 54bis.1(a)");
    // Every one of these dates is before today: each is marked, and the page says so.
    await expect(items.filter({ hasText: "Passed" })).toHaveCount(7);
    await expect(page.getByText("0 still ahead, 7 passed")).toBeVisible();
    // India's examination request needs a priority date from March 15, 2024.
    await expect(page.getByText(/India's request for examination is not listed/)).toBeVisible();
    await expect(
      page.getByText(/Other offices' holidays and closures are not computed/i),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "A planning aid, not legal advice" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Our remote docketing team" })).toHaveAttribute(
      "href",
      "/remote-patent-docketing",
    );
    await expect(page.getByRole("link", { name: "send us an enquiry" })).toHaveAttribute(
      "href",
      "/contact-us",
    );

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add all to calendar" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("ip-deadlines-first-filing-2024-01-31.ics");
    const ics = await readFile((await file.path())!, "utf8");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(7);
    expect(ics).toContain("DTSTART;VALUE=DATE:20260831\r\n");

    const one = page.waitForEvent("download");
    await demand.getByRole("link", { name: /Add to calendar/ }).click();
    const single = await readFile((await (await one).path())!, "utf8");
    expect(single.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(single).toContain("DTSTART;VALUE=DATE:20251201\r\n");
    await context.close();
  });

  test("says which field to fill when the form is sent with nothing chosen, and focuses it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PATH);
    const f = form(page);
    await f.submit.click();
    await expect(page).toHaveURL(`${PATH}?event=&date=`);
    await expect(f.event).toHaveAttribute("aria-invalid", "true");
    await expect(f.event).toHaveAccessibleDescription("Choose the event the deadlines run from.");
    await expect(f.date).toHaveAccessibleDescription(/^Enter the date of the event\./);
    await expect(f.event).toBeFocused();
    await context.close();
  });

  test("narrows the PCT offices with a shareable address and downloads the docket as CSV", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto(EXAMPLE);
    const offices = page.getByRole("region", { name: "National and regional phase by office" });
    const rows = offices.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(60);
    await expect(offices).toContainText(
      /Last checked against WIPO's Time Limits .* on \w+day, \w+ \d+, \d{4}\./,
    );

    const filter = page.getByRole("form", { name: "Offices" });
    await filter.getByRole("textbox", { name: "Offices" }).fill("us, ep cn ba");
    await filter.getByRole("button", { name: "Show these offices" }).click();
    await expect(page).toHaveURL(`${EXAMPLE}&offices=us%2C+ep+cn+ba#pct-offices-heading`);
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(0)).toContainText("Bosnia and Herzegovina");
    await expect(rows.nth(0)).toContainText("34 months: 2026-11-30");
    const china = rows.filter({ hasText: "CNIPA" });
    await expect(china).toContainText("30 months: 2026-07-31");
    await expect(china).toContainText("32 months: 2026-09-30");
    await expect(china).toContainText("Late entry, only with the surcharge for late entry.");
    await expect(rows.filter({ hasText: "European Patent Office" })).toContainText(
      "31 months: 2026-08-31",
    );
    // Every row is read in a WIPO document, and its basis names which: the table for EP, the
    // national chapter of the PCT Applicant's Guide for the USPTO.
    const unchecked = "Not yet checked against WIPO's table";
    await expect(rows.getByRole("rowheader").filter({ hasText: unchecked })).toHaveCount(0);
    await expect(rows.filter({ hasText: "USPTO" })).toContainText(
      "WIPO PCT Applicant's Guide, national chapter US",
    );
    await expect(rows.filter({ hasText: "European Patent Office" })).toContainText(
      "WIPO time-limits table",
    );

    // The docket table carries the chosen offices too, and so does the CSV.
    const docket = page.locator("#docket table");
    await expect(docket.locator("tbody tr").filter({ hasText: "CNIPA" })).toHaveCount(2);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the docket (CSV)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("ip-docket-first-filing-2024-01-31.csv");
    const csv = await readFile((await file.path())!, "utf8");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("office,deadline,date,period_ends,kind,status,basis,note");
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^EP,European Patent Office: national phase entry \(31 months\),2026-08-31,/,
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^,PCT Chapter II demand for international preliminary examination,2025-12-01,2025-11-30,deadline,passed,/,
      ),
    );
    await context.close();
  });

  test("explains a bad date or an unknown event beside its field, never with a server error", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const f = form(page);

    let response = await page.goto(`${PATH}?event=first-filing&date=2024-02-30`);
    expect(response?.status()).toBe(200);
    await expect(f.date).toHaveAttribute("aria-invalid", "true");
    await expect(f.date).toHaveAccessibleDescription(
      /2024-02-30 is not a date on the calendar: February 2024 has 29 days\./,
    );
    await expect(f.event).toHaveValue("first-filing");
    await expect(deadlineItems(page)).toHaveCount(0);

    response = await page.goto(`${PATH}?event=first-filing&date=31-01-2024`);
    expect(response?.status()).toBe(200);
    await expect(f.date).toHaveAccessibleDescription(/Enter the date as YYYY-MM-DD/);

    response = await page.goto(`${PATH}?event=moon-landing&date=2024-01-31`);
    expect(response?.status()).toBe(200);
    await expect(f.event).toHaveAttribute("aria-invalid", "true");
    await expect(f.event).toHaveAccessibleDescription("Choose one of the events in the list.");
    await expect(f.date).toHaveValue("2024-01-31");

    const calendar = await page.request.get(`${PATH}/calendar?event=first-filing&date=2024-02-30`);
    expect(calendar.status()).toBe(400);
    await context.close();
  });
});

test.describe("IP deadline calculator with JavaScript", () => {
  test("hydrates under its per-request CSP and passes axe with results and with an error", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const response = await page.goto(`${PATH}?event=us-patent-grant&date=2021-08-31`);
    expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
    await expect(deadlineItems(page)).toHaveCount(9);

    // Hydrated: the menu trigger opens only with JavaScript running under the page's CSP.
    const menu = page.getByRole("button", { name: "IP Services" });
    await expect(async () => {
      if ((await menu.getAttribute("aria-expanded")) !== "true") {
        await menu.focus();
        await page.keyboard.press("Enter");
      }
      await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Escape");

    expect(await axeViolations(page), "results at 1440 px").toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page), "results at 390 px").toEqual([]);

    await page.goto(`${PATH}?event=eu-trademark-filing&date=2023-02-29`);
    await expect(form(page).date).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page), "error at 390 px").toEqual([]);
    await page.setViewportSize(DESKTOP);
    expect(await axeViolations(page), "error at 1440 px").toEqual([]);

    // A new calculation from the form, with JavaScript on.
    const f = form(page);
    await f.event.selectOption("in-trademark-application");
    await f.date.fill("2015-10-31");
    await f.submit.click();
    await expect(page).toHaveURL(`${PATH}?event=in-trademark-application&date=2015-10-31`);
    await expect(
      deadlineItems(page).filter({ hasText: "Registration expires: renewal due" }),
    ).toContainText("Friday, October 31, 2025");
  });

  test("answers a submit on the page, moves focus to what it shows, and Back returns to the last calculation", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(PATH);
    // Hydrated: the phone menu button is a button only once React runs.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    // A mark on the window survives only as long as the document does.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });

    const f = form(page);
    await f.event.selectOption("first-filing");
    await f.date.fill("2024-01-31");
    await f.submit.click();
    await expect(page).toHaveURL(EXAMPLE);
    await expect(deadlineItems(page)).toHaveCount(7);
    await expect(page.getByRole("heading", { name: "Deadlines", exact: true })).toBeFocused();
    // The long tables follow the first paint: every office, and the docket's seven rows.
    const offices = page.getByRole("region", { name: "National and regional phase by office" });
    await expect(offices.locator("tbody tr").nth(60)).toBeAttached();
    await expect(page.locator("#docket table tbody tr")).toHaveCount(7);
    await expect(page.getByRole("region", { name: "Deadlines" })).toHaveAttribute(
      "aria-busy",
      "false",
    );

    // No date: its message, and focus on the field to correct.
    await f.date.fill("");
    await f.submit.click();
    await expect(f.date).toHaveAttribute("aria-invalid", "true");
    await expect(f.date).toHaveAccessibleDescription(/^Enter the date of the event\./);
    await expect(f.date).toBeFocused();
    await expect(deadlineItems(page)).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(EXAMPLE);
    await expect(deadlineItems(page)).toHaveCount(7);
    await expect(f.date).toHaveValue("2024-01-31");
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
    expect(documents, "pages loaded").toEqual([]);
  });

  test("sends nothing chosen: the event's message, and focus on it, on the page", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(PATH);
    // Hydrated: the phone menu button is a button only once React runs.
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const f = form(page);
    await f.submit.click();
    await expect(f.event).toHaveAttribute("aria-invalid", "true");
    await expect(f.event).toHaveAccessibleDescription("Choose the event the deadlines run from.");
    await expect(f.date).toHaveAccessibleDescription(/^Enter the date of the event\./);
    await expect(f.event).toBeFocused();
    expect(documents, "pages loaded").toEqual([]);
  });

  test("leads with what is still ahead and marks what has passed", async ({ page }) => {
    // A first filing thirteen months before today: its 6- and 12-month dates have passed, the
    // 22-month demand, the national phase dates and India's examination request are ahead.
    const now = new Date();
    const start = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 13, 15));
    const iso = start.toISOString().slice(0, 10);
    await page.goto(`${PATH}?event=first-filing&date=${iso}`);
    const region = page.getByRole("region", { name: "Deadlines" });
    await expect(region.getByRole("heading", { name: "Still ahead" })).toBeVisible();
    const lists = region.locator("ol");
    await expect(lists.first().locator("> li").first()).toContainText("Chapter II demand");
    await expect(lists.first()).not.toContainText("Passed");
    await expect(lists.nth(1).locator("> li")).toHaveCount(4);
    await expect(lists.nth(1).locator("> li").first()).toContainText(
      "Paris Convention priority for designs and trademarks",
    );
    await expect(region.getByText(/^4 still ahead, 4 passed, as of/)).toBeVisible();
  });

  test("works out a European patent's renewal fees on the page, moved off a weekend", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(PATH);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
    const f = form(page);
    await f.event.selectOption({ label: "European patent application filed" });
    await f.date.fill("2024-02-29");
    await f.submit.click();
    await expect(page).toHaveURL(`${PATH}?event=ep-application&date=2024-02-29`);
    // 36 dates: years 3 to 20, each with its grace period.
    await expect(deadlineItems(page)).toHaveCount(36);
    await expect(page.locator("#docket table tbody tr")).toHaveCount(36);
    const third = deadlineItems(page).filter({ hasText: "Renewal fee for the 3rd year due" });
    await expect(third.locator("time").first()).toHaveText("Monday, March 2, 2026");
    await expect(third).toContainText("The period ends on Saturday, February 28, 2026");
    await expect(third).toContainText("EPC Rule 134(1)");
    await expect(third).toContainText("Not modelled:");
    const grace = deadlineItems(page).filter({
      hasText: "Renewal fee for the 3rd year: end of the six-month grace period",
    });
    await expect(grace.locator("time").first()).toHaveText("Monday, August 31, 2026");
  });

  test("prints the docket alone", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${EXAMPLE}&offices=ep`);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("#docket table")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "A planning aid, not legal advice" }),
    ).toBeVisible();
    for (const hidden of [
      page.locator("body header").first(),
      page.locator("body footer").first(),
      page.getByRole("form", { name: "Calculate deadlines" }),
      deadlineItems(page).first(),
      page.getByRole("heading", { name: "Looking for best IP Solutions?" }),
    ])
      await expect(hidden).toBeHidden();
    const overflow = await page.evaluate(() => {
      const table = document.querySelector("#docket table")!;
      return table.scrollWidth - table.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("fits a 320 px screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(EXAMPLE);
    await expect(deadlineItems(page)).toHaveCount(7);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
