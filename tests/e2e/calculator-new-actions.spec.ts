import { readFile } from "node:fs/promises";
import { DESKTOP, expect, test } from "./fixtures";

const PATH = "/ip-deadline-calculator";

/**
 * Issue 62's Madrid provisional refusal, with the period the refusal sets, from the form with
 * JavaScript off (a full page and the CSV) and on (answered on the page).
 */
test.describe("a Madrid provisional refusal with the period it sets", () => {
  for (const javaScriptEnabled of [false, true])
    test(`dockets the response from the form with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, acceptDownloads: true });
      const page = await context.newPage();
      await page.setViewportSize(DESKTOP);
      await page.goto(PATH);
      if (javaScriptEnabled)
        await expect(page.getByRole("button", { name: "IP Services" })).toBeVisible();
      const region = page.getByRole("form", { name: "Calculate deadlines" });
      const event = region.getByRole("combobox", { name: "Event" });
      await expect(event.locator('optgroup[label="Trade marks"] > option')).toContainText([
        "Madrid provisional refusal issued by a designated Office",
      ]);
      await event.selectOption({
        label: "Madrid provisional refusal issued by a designated Office",
      });
      await region.getByLabel("Date", { exact: true }).fill("2025-03-31");
      await region.getByRole("combobox", { name: "Period set (optional)" }).selectOption("6");
      await region.getByRole("button", { name: "Show deadlines" }).click();
      // Without script the form sends every field; with it, the page keeps the shareable address.
      const query = "?event=madrid-provisional-refusal&date=2025-03-31";
      await expect(page).toHaveURL(
        javaScriptEnabled
          ? `${PATH}${query}&period=6`
          : `${PATH}${query}&priority=&period=6#deadlines-heading`,
      );

      // Six months from March 31, 2025 end on Tuesday, September 30, 2025.
      const items = page.getByRole("region", { name: "Deadlines" }).locator("ol > li");
      await expect(items).toHaveCount(1);
      await expect(items.first().locator("time").first()).toHaveText("Tuesday, September 30, 2025");
      await expect(items.first()).toContainText(
        "Rule: Madrid Protocol, Article 5(1) and (3); Common Regulations under the Madrid Protocol, Rule 17(2)",
      );
      await expect(page.getByText("period set:")).toContainText("6 months");

      if (!javaScriptEnabled) {
        const download = page.waitForEvent("download");
        await page.getByRole("link", { name: "Download the docket (CSV)" }).click();
        const csv = await readFile((await (await download).path())!, "utf8");
        const row = csv
          .split("\r\n")
          .find((line) => line.includes("Response to the provisional refusal"));
        expect(row).toMatch(
          /^,"Response to the provisional refusal, filed with the designated Office",2025-09-30,/,
        );
        // Its basis column names the rule.
        expect(row).toContain("Madrid Protocol, Article 5(1) and (3)");
      }
      await context.close();
    });
});
