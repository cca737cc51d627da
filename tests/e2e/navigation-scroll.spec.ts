import type { Page } from "@playwright/test";
import { DESKTOP, expect, PHONE, test } from "./fixtures";

/** The window's scroll position once a navigation within the app has settled. */
async function settledScrollY(page: Page) {
  await page.waitForLoadState("domcontentloaded");
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => Math.round(window.scrollY));
      const steady = y === last;
      last = y;
      return steady;
    })
    .toBe(true);
  return last;
}

/** Marks the window: the mark survives a navigation within the app, not a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => "__sameDocument" in window);

for (const [label, size] of [
  ["1440 px", DESKTOP],
  ["390 px", PHONE],
] as const) {
  test.describe(`a page opened from a link starts at its top (${label})`, () => {
    test.beforeEach(({ page }) => page.setViewportSize(size));

    test("a header link: Contact Us, then Domains", async ({ page }) => {
      await page.goto("/");
      await markDocument(page);
      if (size === DESKTOP) {
        const nav = page.getByRole("navigation", { name: "Main" });
        await nav.getByRole("link", { name: "Contact Us" }).click();
        await expect(page).toHaveURL(/\/contact-us$/);
        expect(await settledScrollY(page)).toBe(0);
        await nav.getByRole("link", { name: "Domains" }).click();
      } else {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page
          .getByRole("dialog", { name: "Menu" })
          .getByRole("link", { name: "Domains" })
          .click();
      }
      await expect(page).toHaveURL(/\/domains$/);
      expect(await settledScrollY(page)).toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      expect(await sameDocument(page)).toBe(true);
    });

    test("a card far down the home page, and Back returns to it", async ({ page }) => {
      await page.goto("/");
      const card = page.getByRole("link", { name: /Read more/ }).first();
      await card.scrollIntoViewIfNeeded();
      const before = await settledScrollY(page);
      expect(before).toBeGreaterThan(300);
      await card.click();
      await expect(page).not.toHaveURL(/\/$/);
      expect(await settledScrollY(page)).toBe(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      // The home page's links are plain anchors (issue 65: no client router to hydrate), so
      // Back is the browser's own: what counts is where the visitor lands.
      await expect.poll(() => settledScrollY(page)).toBeGreaterThan(before - 40);
    });

    test("a topic chip on an article", async ({ page }) => {
      await page.goto("/insights/wipo-st26-sequence-listings");
      await markDocument(page);
      const chip = page.getByRole("list", { name: "Topics" }).first().getByRole("link").first();
      await chip.scrollIntoViewIfNeeded();
      await chip.click();
      await expect(page).not.toHaveURL(/wipo-st26/);
      expect(await settledScrollY(page)).toBe(0);
      expect(await sameDocument(page)).toBe(true);
    });

    test("the next page of search results opens at the results, not where the last was left", async ({
      page,
    }) => {
      await page.goto("/search?q=trademark");
      const pages = page.getByRole("navigation", { name: "Result pages" });
      await pages.scrollIntoViewIfNeeded();
      await markDocument(page);
      await pages.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/page=2#search-results-title$/);
      await expect(page.getByText(/^Showing 21–/)).toBeVisible();
      await settledScrollY(page);
      expect(await sameDocument(page)).toBe(true);
      const heading = page.getByRole("heading", { level: 2, name: /pages? match/ });
      await expect(heading).toBeInViewport();
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(top, "the heading stops below the sticky header").toBeGreaterThanOrEqual(64);
      await expect(
        page.getByRole("main").getByRole("heading", { level: 3 }).first(),
      ).toBeInViewport();
    });

    test("a team filter chip lands at the people it shows, a hash link at its target", async ({
      page,
    }) => {
      await page.goto("/our-team");
      const chip = page
        .getByRole("navigation", { name: "By technology domain" })
        .getByRole("link")
        .nth(1);
      await chip.click();
      await expect(page).toHaveURL(/\/our-team\?domain=[^#]+#team-results$/);
      expect(await settledScrollY(page)).toBeGreaterThan(0);
      const status = page.getByRole("status").filter({ hasText: /work in/ });
      await expect(status).toBeInViewport();
      const top = await status.evaluate((element) => element.getBoundingClientRect().top);
      expect(top, "the results stop below the sticky header").toBeGreaterThanOrEqual(64);
      await expect(
        page.getByRole("main").getByRole("heading", { level: 3 }).first(),
      ).toBeInViewport();
    });
  });
}
