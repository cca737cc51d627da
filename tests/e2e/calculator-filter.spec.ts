import type { Page } from "@playwright/test";
import { DESKTOP, expect, PHONE, test } from "./fixtures";

// The PCT offices' filter ("Show these offices") answers with a new page: it lands at the table
// it filtered, with and without JavaScript, rather than at the top of the page thousands of
// pixels above it; with JavaScript the table's heading takes focus, so the change is announced.

const EXAMPLE = "/ip-deadline-calculator?event=first-filing&date=2024-01-31";
const HEADING = "National and regional phase by office";

async function filterOffices(page: Page, codes: string) {
  const filter = page.getByRole("form", { name: "Offices" });
  await filter.getByRole("textbox", { name: "Offices" }).fill(codes);
  await filter.getByRole("button", { name: "Show these offices" }).click();
  await page.waitForURL(/offices=/);
}

for (const javaScriptEnabled of [false, true])
  for (const viewport of [DESKTOP, PHONE])
    test(`${javaScriptEnabled ? "with" : "without"} JavaScript at ${viewport.width} px the filtered table is in view`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport });
      const page = await context.newPage();
      await page.goto(EXAMPLE);
      await filterOffices(page, "us ep");
      const offices = page.getByRole("region", { name: HEADING });
      const rows = offices.locator("tbody tr");
      await expect(rows).toHaveCount(2);
      await expect(offices.getByRole("heading", { name: HEADING })).toBeInViewport();
      await expect(rows.first()).toBeInViewport();
      // The sticky header (4rem) does not cover the heading.
      const top = (await offices.getByRole("heading", { name: HEADING }).boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(64);
      if (javaScriptEnabled)
        await expect(offices.getByRole("heading", { name: HEADING })).toBeFocused();
      await context.close();
    });

// Issue 63, L3: the table's long notes had sat between the filter and the rows, leaving one row
// on a phone's screen; they now follow the table.
test("at 390 px the filter answers with two whole rows of the table on screen", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(EXAMPLE);
  await filterOffices(page, "us ep jp");
  const rows = page.getByRole("region", { name: HEADING }).locator("tbody tr");
  await expect(rows).toHaveCount(3);
  // Whole from top to bottom (the table is wider than the screen and scrolls sideways), once
  // the new page has scrolled to its fragment.
  for (let i = 0; i < 2; i++)
    await expect
      .poll(
        async () => {
          const box = (await rows.nth(i).boundingBox())!;
          return { belowHeader: box.y >= 64, aboveBottom: box.y + box.height <= PHONE.height };
        },
        `row ${i + 1} whole on screen`,
      )
      .toEqual({ belowHeader: true, aboveBottom: true });
  await context.close();
});

test("Tanzania's row names it a 21-month office, as its Chapter I limit says", async ({ page }) => {
  await page.goto(`${EXAMPLE}&offices=tz`);
  const row = page.getByRole("region", { name: HEADING }).locator("tbody tr");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("21 months:");
  await expect(row).toContainText("21-month office: a demand by 19 months keeps 31 months.");
  await expect(row).not.toContainText("20-month");
});
