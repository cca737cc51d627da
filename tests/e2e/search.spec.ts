import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";

const resultLinks = (page: Page) =>
  page
    .getByRole("region", { name: /pages? match/ })
    .getByRole("article")
    .getByRole("link");

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's search box submits to a ranked results page that forgives a typo", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/patent-drafting");
    const box = page.getByRole("searchbox", { name: "Search the site" });
    await box.fill("trademrk");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=trademrk$/);
    await expect(page).toHaveTitle(/^Search results for “trademrk” \| /);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 2, name: /pages match “trademrk”/ }),
    ).toBeVisible();
    await expect(page.getByText("Searched for “trademark” instead of “trademrk”.")).toBeVisible();

    const links = resultLinks(page);
    await expect(links.first()).toHaveText(/^Trademark /);
    const firstFive = await links.evaluateAll((els) =>
      els.slice(0, 5).map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    for (const path of firstFive) expect(path).toMatch(/^\/trademark-/);
    // Each result shows its group and an excerpt with the matched word marked.
    const first = page
      .getByRole("region", { name: /pages match/ })
      .getByRole("article")
      .first();
    await expect(first.getByText("Trademark", { exact: true }).first()).toBeVisible();
    await expect(first.locator("p mark").first()).toHaveText(/trademark/i);

    await links.first().click();
    await expect(page).toHaveURL(/\/trademark-/);
  });

  test("says clearly when nothing matches, with the service groups and contact", async ({
    page,
  }) => {
    await page.goto("/search?q=xyzzyqv");
    await expect(page.getByRole("heading", { name: "No pages match “xyzzyqv”" })).toBeVisible();
    const groups = page.getByRole("navigation", { name: "Browse our services" });
    await expect(groups.getByRole("link", { name: "Patent Prosecution" })).toBeVisible();
    await expect(groups.getByRole("link", { name: "Trademark" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("an empty search offers examples and the service groups", async ({ page }) => {
    await page.goto("/search?q=");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await page.getByRole("link", { name: "freedom to operate" }).click();
    await expect(page).toHaveURL(/\/search\?q=freedom%20to%20operate$/);
    await expect(resultLinks(page).first()).toHaveText("Freedom to Operate Search");
  });

  test("every match is reachable: the result pages are plain links", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/search?q=trademark");
    const heading = page.getByRole("heading", { level: 2, name: /pages match “trademark”/ });
    const total = Number((await heading.textContent())!.match(/\d+/)![0]);
    expect(total).toBeGreaterThan(20);
    const onFirst = await resultLinks(page).allTextContents();
    expect(onFirst).toHaveLength(20);
    await expect(page.getByText(`Showing 1–20 of ${total}`)).toBeVisible();

    const pages = page.getByRole("navigation", { name: "Result pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/search\?q=trademark&page=2#search-results-title$/);
    await expect(page).toHaveTitle(/^Search results for “trademark” \(page 2\) \| /);
    await expect(page.getByText(`Showing 21–${Math.min(40, total)} of ${total}`)).toBeVisible();
    const onSecond = await resultLinks(page).allTextContents();
    expect(onSecond.length).toBe(Math.min(20, total - 20));
    for (const title of onSecond) expect(onFirst).not.toContain(title);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/search\?q=trademark#search-results-title$/);
    expect(await resultLinks(page).allTextContents()).toEqual(onFirst);
  });

  test("search results are not indexed", async ({ page }) => {
    await page.goto("/search?q=patent");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("search suggestions with JavaScript", () => {
  test("keyboard only: type, ArrowDown, Enter opens the suggested page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/patent-drafting");
    const box = page.getByRole("combobox", { name: "Search the site" });
    await box.focus();
    await page.keyboard.type("trademrk");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const listbox = page.getByRole("listbox", { name: "Suggestions" });
    await expect(box).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    const options = listbox.getByRole("option");
    await expect(options.first()).toHaveText(/^Trademark /);
    await expect(page.getByRole("status").filter({ hasText: /pages? suggested/ })).toHaveCount(1);

    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await options.first().getAttribute("id"))!,
    );
    const target = await options.first().locator("span").first().textContent();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/trademark-/);
    await expect(page.locator("h1")).toHaveText(target!);
  });

  test("arrow keys wrap, Escape closes and keeps the text, Enter without a choice searches", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const box = page.getByRole("combobox", { name: "Search the site" });
    await box.focus();
    await page.keyboard.type("sequence listing");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options.first()).toHaveText(/Sequence Listing/);
    await page.keyboard.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await expect(options.last()).toHaveText("See all results for “sequence listing”");
    await page.keyboard.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");

    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).not.toHaveAttribute("aria-activedescendant");
    await expect(box).toHaveValue("sequence listing");

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=sequence\+listing$/);
    await expect(resultLinks(page).first()).toHaveText(/Sequence Listing/);
  });

  test("loads its index only when the search box is focused", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const loads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/search-index.json")) loads.push(request.url());
    });
    await page.goto("/why-us", { waitUntil: "networkidle" });
    expect(loads).toEqual([]);
    const response = page.waitForResponse((r) => r.url().includes("/search-index.json"));
    await page.getByRole("combobox", { name: "Search the site" }).focus();
    expect((await response).status()).toBe(200);
  });

  test("works in the phone drawer, which closes on the chosen page", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const box = drawer.getByRole("combobox", { name: "Search the site" });
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.type("patent dra");
    const option = drawer.getByRole("option", { name: /^Patent Drafting/ });
    await expect(option).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(drawer.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    // Escape closes the suggestions, not the drawer.
    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(drawer).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/patent-drafting$/);
    await expect(drawer).toBeHidden();
  });

  test("shows the query as text, never as markup", async ({ page }) => {
    const query = '<img src=x onerror="window.__pwned=1"><b>bold</b> patent';
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole("main")).toContainText("<b>bold</b>");
    await expect(page.locator("main b, main img[src='x']")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page).toHaveTitle(/<b>bold<\/b>/);

    const box = page.getByRole("combobox", { name: "Search the site" }).first();
    await box.fill("<i>x</i> trademark");
    await expect(
      page.getByRole("option", { name: /See all results for “<i>x<\/i> trademark”/ }),
    ).toBeVisible();
    await expect(page.locator("[role=listbox] i")).toHaveCount(0);
  });
});

test.describe("the search page is accessible", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`with results, with none, and empty, on ${name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ["/search?q=trademrk", "/search?q=xyzzyqv", "/search"]) {
        await page.goto(path);
        await expect(page.locator("h1")).toHaveCount(1);
        expect(await axeViolations(page), path).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `${path}: no horizontal scrolling`).toBeLessThanOrEqual(0);
      }
    });
  }

  test("with the suggestions open", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/search?q=patent");
    const box = page.locator("#search-page-query");
    await box.focus();
    await page.keyboard.press("End");
    await page.keyboard.type(" sea");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("the title names the page of results shown, not the number asked for", async ({ request }) => {
  const title = async (page: string) => {
    const html = await (await request.get(`/search?q=trademark&page=${page}`)).text();
    return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  };
  const last = await title("99");
  expect(last).toMatch(/^Search results for “trademark” \(page \d+\) \| /);
  expect(last).not.toContain("(page 99)");
  expect(await title("1e3")).toMatch(/^Search results for “trademark” \| /);
  expect(await title("0x2")).toMatch(/^Search results for “trademark” \| /);
  expect(await title("2")).toMatch(/\(page 2\)/);
});
