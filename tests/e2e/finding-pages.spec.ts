import { expect, PHONE, DESKTOP, test } from "./fixtures";

const NARROW = { width: 320, height: 720 };

test.describe("footer Expertise links", () => {
  const expertise: [name: string, id: string][] = [
    ["Aerospace", "aerospace"],
    ["Biotechnology", "biotechnology"],
    ["Software", "software"],
    ["Life Science & Chemistry", "life-science-chemistry"],
    ["Engineering", "engineering"],
  ];
  for (const size of [DESKTOP, PHONE, NARROW]) {
    test(`each lands at its own section of /domains at ${size.width} px`, async ({ page }) => {
      await page.setViewportSize(size);
      for (const [name, id] of expertise) {
        await page.goto("/who-we-are");
        const link = page.getByRole("navigation", { name: "Expertise" }).getByRole("link", {
          name,
          exact: true,
        });
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/domains#${id}$`));
        const section = page.locator(`section#${id}`);
        await expect(section.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
        // The section starts at the top of the screen, just below the sticky header.
        await expect
          .poll(async () => (await section.boundingBox())?.y ?? -1)
          .toBeGreaterThanOrEqual(64);
        expect((await section.boundingBox())!.y).toBeLessThan(140);
      }
    });
  }
});

test.describe("page not found", () => {
  const cases: [path: string, expected: RegExp][] = [
    ["/trademark-renwal", /^\/trademark-renewal$/],
    ["/about-us", /^\/(who-we-are|why-us|our-team)$/],
    ["/patent-draftng", /^\/patent-drafting$/],
  ];
  for (const [path, expected] of cases) {
    test(`${path} answers 404 and suggests the nearest pages first`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const suggestions = page.getByRole("navigation", { name: "Pages you may have meant" });
      const links = suggestions.getByRole("link");
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((els) =>
        els.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      );
      expect(hrefs[0]).toMatch(expected);
      expect(hrefs.length).toBeLessThanOrEqual(5);
      await links.first().click();
      await page.waitForURL((url) => expected.test(url.pathname));
    });
  }

  test("a path like no page suggests nothing misleading", async ({ page }) => {
    const response = await page.goto("/qzxv-wvvq");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("navigation", { name: "Pages you may have meant" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
  });
});

test.describe("page not found without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("still shows its heading, the search box and the service areas", async ({ page }) => {
    await page.setViewportSize(NARROW);
    const response = await page.goto("/trademark-renwal");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    await expect(page.getByRole("main").getByRole("searchbox")).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Trademark", exact: true }),
    ).toHaveAttribute("href", "/trademark-filing");
  });
});
