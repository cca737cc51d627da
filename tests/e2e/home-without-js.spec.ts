import { home } from "@/content/home";
import { audiencePages, pathOf } from "@/lib/content/registry";
import { DESKTOP, expect, PHONE, test } from "./fixtures";

// The home page's carousels need script to turn: without it, every solution card is a link
// and every testimonial is on the page to read.

const offerings = audiencePages.map((page) => ({ title: page.label, url: pathOf(page.slug) }));
const NARROW = { width: 320, height: 720 };

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const size of [DESKTOP, PHONE, NARROW]) {
    test(`every solution is a link and every testimonial can be read at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto("/");
      const solutions = page.getByRole("region", { name: home.solutions.heading });
      for (const offering of offerings) {
        const link = solutions.getByRole("link", { name: new RegExp(offering.title) });
        await expect(link).toHaveCount(1);
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", offering.url);
      }
      const testimonials = page.getByRole("region", { name: home.testimonials.heading });
      for (const quote of home.testimonials.items) {
        // Visible once: the list; the carousel the script would turn is hidden.
        const text = testimonials.getByText(quote.text, { exact: true });
        await expect(text.filter({ visible: true })).toHaveCount(1);
        await expect(
          testimonials.getByText(quote.by, { exact: true }).filter({ visible: true }),
        ).toHaveCount(1);
      }
      // The carousel's buttons would do nothing here.
      await expect(
        testimonials.getByRole("button", { name: home.testimonials.nextLabel }),
      ).toBeHidden();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(size.width);
    });
  }
});
