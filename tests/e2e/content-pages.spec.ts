import { expect, PHONE, test } from "./fixtures";

test.describe("service pages with required structure", () => {
  test("the sequence listing page compares ST.25 and ST.26 in a seven-row table with header cells", async ({
    page,
  }) => {
    await page.goto("/sequence-listing");
    await expect(page.getByRole("heading", { name: "Why WIPO ST.26?" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table).toHaveCount(1);
    const headers = table.locator("thead th[scope=col]");
    await expect(headers).toHaveCount(3);
    await expect(headers.nth(1)).toHaveText("ST.25");
    await expect(headers.nth(2)).toHaveText("ST.26");
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(7);
    for (const row of await rows.all()) {
      await expect(row.locator("th[scope=row]")).toHaveCount(1);
      await expect(row.locator("td")).toHaveCount(2);
    }
    await expect(page.getByRole("heading", { name: "Our Service" })).toBeVisible();
  });

  test("the comparison table scrolls inside its frame on a phone instead of widening the page", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/sequence-listing");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("region", { name: /ST\.25/ })).toBeVisible();
  });

  test("the infringement search page names all four infringement types", async ({ page }) => {
    await page.goto("/infringement-search");
    for (const type of ["Direct", "Indirect", "Contributory", "Literal"]) {
      await expect(
        page.getByRole("heading", { name: `${type} infringement`, exact: true }),
      ).toBeVisible();
    }
  });
});
