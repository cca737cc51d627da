import { home } from "@/content/home";
import { DESKTOP, expect, PHONE, test } from "./fixtures";

const NARROW = { width: 320, height: 700 };

test.describe("details that hold at every width", () => {
  test("the testimonial section keeps its height from quote to quote at 390 px", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const section = page.locator("section[aria-labelledby=testimonials-title]");
    const current = page.getByTestId("testimonial-current");
    const forward = page.getByRole("button", { name: home.testimonials.nextLabel });
    const heights = new Set<number>();
    for (const quote of home.testimonials.items) {
      await expect(current).toContainText(quote.text);
      heights.add(Math.round((await section.boundingBox())!.height));
      await forward.click();
    }
    expect([...heights]).toHaveLength(1);
  });

  test("the comparison table on /sequence-listing keeps its row labels in view when scrolled sideways at 320 px", async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await page.goto("/sequence-listing");
    const frame = page.locator("[role=region]:has(table)").first();
    const label = frame.locator("tbody th").first();
    await label.scrollIntoViewIfNeeded();
    const before = (await label.boundingBox())!;
    const scrolled = await frame.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      return element.scrollLeft;
    });
    expect(scrolled, "the table is wider than the screen").toBeGreaterThan(100);
    const after = (await label.boundingBox())!;
    expect(after.x).toBe(before.x);
    // Drawn over the cells scrolling under it, not beneath them.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("th, td")?.tagName,
      [after.x + 4, after.y + after.height / 2],
    );
    expect(hit).toBe("TH");
  });

  test("at 320 px a percentage stays on one line and an address keeps 'Suite 100' together", async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await page.goto("/");
    const lines = await page
      .getByRole("meter")
      .first()
      .locator("xpath=..")
      .locator("[aria-hidden=true]")
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    expect(lines).toBe(1);

    await page.goto("/who-we-are");
    const addresses = await page
      .locator("address")
      .evaluateAll((all) => all.map((a) => a.textContent ?? ""));
    const suite = addresses.find((a) => a.includes("Suite"));
    // A no-break space between the word and its number (toContainText would read it as a space).
    expect(suite).toContain("Suite\u00a0100");
  });

  test("team cards line their detail icons up in one column, e-mail or not", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/our-team");
    const cards = page.locator("article[id]");
    expect(await cards.count()).toBeGreaterThan(3);
    const columns = await cards.evaluateAll((articles) =>
      articles.map((article) => [
        ...new Set(
          [...article.querySelectorAll("dt svg")].map((svg) =>
            Math.round(svg.getBoundingClientRect().left),
          ),
        ),
      ]),
    );
    for (const [i, lefts] of columns.entries()) expect(lefts, `card ${i + 1}`).toHaveLength(1);
  });
});
