import { allEntries } from "@/lib/content/registry";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";

const entries = allEntries();

test.describe("every registered route", () => {
  for (const entry of entries) {
    test(`${entry.path} answers 200 with its heading, banner rule and no axe violations`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      if (entry.kind !== "company") await expect(page.locator("h1")).toHaveText(entry.title);
      await expect(page).toHaveTitle(
        new RegExp(entry.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
      );

      // Hydrated: the menu trigger only opens with JavaScript (and under the page's CSP).
      const menu = page.getByRole("button", { name: "IP Services" });
      await expect(async () => {
        if ((await menu.getAttribute("aria-expanded")) !== "true") {
          await menu.focus();
          await page.keyboard.press("Enter");
        }
        await expect(menu).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
      }).toPass({ timeout: 10_000 });
      await page.keyboard.press("Escape");

      const banner = page.getByRole("heading", { name: "Looking for best IP Solutions?" });
      if (entry.path === "/contact-us") await expect(banner).toHaveCount(0);
      else await expect(banner).toBeVisible();

      expect(await axeViolations(page), "axe at 1440 px").toEqual([]);
      await page.setViewportSize(PHONE);
      expect(await axeViolations(page), "axe at 390 px").toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, "no horizontal scrolling at 390 px").toBeLessThanOrEqual(0);
    });
  }
});
