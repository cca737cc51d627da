import { DESKTOP, expect, PHONE, test } from "./fixtures";
import { focusRing } from "./support/focus-ring";

test.describe("focus is always visible (WCAG 2.4.7)", () => {
  test("the header search box shows a focus outline of at least 2 px at 3:1", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/why-us");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search the site" });
    for (let i = 0; i < 30 && !(await box.evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(box).toBeFocused();
    const ring = await focusRing(page);
    expect(ring?.style).not.toBe("none");
    expect(ring?.width).toBeGreaterThanOrEqual(2);
    expect(ring?.contrast).toBeGreaterThanOrEqual(3);
  });

  for (const [width, path] of [
    [DESKTOP, "/"],
    [DESKTOP, "/why-us"],
    [DESKTOP, "/search?q=trademark"],
    [DESKTOP, "/no-such-page"],
    [PHONE, "/"],
    [PHONE, "/patent-drafting"],
  ] as const) {
    test(`every control Tab reaches on ${path} at ${width.width} px shows a 2 px ring at 3:1`, async ({
      page,
    }) => {
      await page.setViewportSize(width);
      await page.goto(path);
      // On a desktop, measured once the Radix bar has taken the server's links' place (at idle).
      if (width === DESKTOP)
        await expect(
          page
            .getByRole("navigation", { name: "Main" })
            .getByRole("button", { name: "IP Services" }),
        ).toBeVisible();
      const weak: string[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < 160; i++) {
        await page.keyboard.press("Tab");
        // A section that fades in as Tab scrolls to it is measured once it has (not the marquee).
        await page.waitForFunction(() =>
          document
            .getAnimations()
            .every(
              (a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity,
            ),
        );
        const ring = await focusRing(page);
        if (!ring) continue;
        // Back at the first control: every one has been met.
        if (seen.has(ring.control) && i > 5 && ring.control === [...seen][0]) break;
        seen.add(ring.control);
        if (ring.style === "none" || ring.width < 2 || ring.contrast < 3)
          weak.push(`${ring.control}: ${ring.style} ${ring.width}px at ${ring.contrast}:1`);
      }
      expect(seen.size, "controls reached").toBeGreaterThan(10);
      expect(weak).toEqual([]);
    });
  }
});

test.describe("landmarks and names", () => {
  test("the chat button sits in a landmark of its own, at every width", async ({ page }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const chat = page.getByRole("complementary", { name: "Chat" }).getByRole("link");
      await expect(chat).toHaveAttribute("href", /^https:/);
      await chat.scrollIntoViewIfNeeded();
      await expect(chat).toBeInViewport();
    }
  });

  test("the 404 page's two search boxes have names of their own", async ({ page }) => {
    await page.goto("/no-such-page");
    const names = await page
      .getByRole("search")
      .evaluateAll((forms) => forms.map((f) => f.getAttribute("aria-label")));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2);
    const fields = page.getByRole("combobox");
    const labels = await fields.evaluateAll((inputs) =>
      inputs.map((i) => (i as HTMLInputElement).labels?.[0]?.textContent),
    );
    expect(labels).toHaveLength(2);
    expect(new Set(labels).size).toBe(2);
    await page.getByRole("combobox", { name: "Search for the page you wanted" }).fill("careers");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=careers$/);
  });
});
