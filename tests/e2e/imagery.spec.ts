import type { Page } from "@playwright/test";
import { careers } from "@/content/company/careers";
import { domains } from "@/content/company/domains";
import { whoWeAre } from "@/content/company/who-we-are";
import { whyUs } from "@/content/company/why-us";
import { site } from "@/content/site";
import type { Illustration } from "@/content/types";
import { audiencePages, groupOf, pathOf, servicePage } from "@/lib/content/registry";
import { DESKTOP, expect, test } from "./fixtures";

/** Every page that draws a scene from its content, with the images it names. */
const PAGES: [string, readonly Illustration[]][] = [
  ["/why-us", whyUs.images],
  ["/who-we-are", [whoWeAre.image]],
  ["/careers", [careers.image]],
  ["/domains", domains.domains.map((d) => d.image)],
  ...audiencePages.map((p): [string, Illustration[]] => [pathOf(p.slug), [p.image]]),
];

/** Loads a page and returns the images it asked for while loading (none should be needed). */
async function openCountingImages(page: Page, path: string) {
  const images: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(request.url());
  });
  await page.goto(path);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return images;
}

test.describe("the site's own drawings", () => {
  test("each page shows the scene its content names, named for readers or hidden, with no image loaded", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(DESKTOP);
    const seen = new Set<string>();
    for (const [path, images] of PAGES) {
      const requested = await openCountingImages(page, path);
      expect(requested, `${path} loads no image file`).toEqual([]);
      for (const image of images) {
        seen.add(image.scene);
        // Named images are found by their words; decorative ones are out of the reading order.
        const drawing = image.alt
          ? page.getByRole("img", { name: image.alt, exact: true })
          : page.locator(`[aria-hidden="true"][data-scene="${image.scene}"]`).first();
        await expect(drawing, `${path}: ${image.scene}`).toBeVisible();
        await expect(drawing).toHaveAttribute("data-scene", image.scene);
        // A drawing, not a lone icon: the scene is made of many shapes inside one frame.
        expect(await drawing.locator("svg *").count(), `${path}: ${image.scene}`).toBeGreaterThan(
          12,
        );
        if (image.scene === "drawing-sheet")
          await expect(drawing.locator("text").filter({ hasText: "FIG. 1" })).toHaveCount(1);
      }
    }
    // The pages do not all show the same picture any more.
    expect(seen.size).toBeGreaterThanOrEqual(5);
  });

  test("on /domains each domain has a drawing of its own, not one sheet repeated", async ({
    page,
  }) => {
    await page.goto("/domains");
    const drawings = new Set<string>();
    const scenes = new Set<string | null>();
    for (const domain of domains.domains) {
      const section = page.getByRole("region", { name: domain.title, exact: true });
      const frame = section.locator("[data-scene]");
      await expect(frame, domain.title).toBeVisible();
      // What a reader sees: the shapes drawn, compared as markup.
      drawings.add(await frame.locator("svg").innerHTML());
      // No two domains are drawn as the same kind of picture either.
      scenes.add(await frame.getAttribute("data-scene"));
    }
    expect(drawings.size).toBe(domains.domains.length);
    expect(scenes.size).toBe(domains.domains.length);
  });

  test("service banners show their deliverable on wide screens and leave phones the words", async ({
    page,
  }) => {
    for (const slug of ["patent-drafting", "sequence-listing", "trademark-search"]) {
      const service = servicePage(slug);
      const scene = service.scene ?? groupOf(service.group).scene;
      await page.setViewportSize(DESKTOP);
      await page.goto(pathOf(slug));
      const drawing = page.locator(`[data-scene="${scene}"]`);
      await expect(drawing, slug).toBeVisible();
      await expect(drawing).toHaveAttribute("aria-hidden", "true");
      const [box, title] = await Promise.all([
        drawing.boundingBox(),
        page.getByRole("heading", { level: 1 }).boundingBox(),
      ]);
      if (!box || !title) throw new Error(`${slug} has no layout box`);
      // Beside the title, not over it, in its fixed 4:3 frame.
      expect(box.x, slug).toBeGreaterThan(title.x + title.width);
      expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(drawing).toBeHidden();
    }
    // How we work draws the way a matter runs beside its title.
    await page.setViewportSize(DESKTOP);
    await page.goto("/how-we-work");
    await expect(page.locator('[data-scene="process"]')).toBeVisible();
  });

  test("each office shows its own city's drawing on the contact page and on who we are", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/who-we-are");
    const offices = page.getByRole("region", { name: whoWeAre.offices.heading });
    for (const office of site.offices) {
      const card = offices.getByRole("listitem").filter({ hasText: office.tab });
      await expect(card.locator(`[data-scene="office-${office.id}"]`)).toBeVisible();
    }
    await page.goto("/contact-us");
    for (const office of site.offices) {
      await page.getByRole("tab", { name: office.tab }).click();
      const panel = page.getByRole("tabpanel", { name: office.tab });
      const drawing = panel.locator(`[data-scene="office-${office.id}"]`);
      await expect(drawing).toBeVisible();
      await expect(drawing).toHaveAttribute("aria-hidden", "true");
      // The others' cities are in their own hidden panels.
      await expect(page.locator('[data-scene^="office-"]:visible')).toHaveCount(1);
    }
  });

  test("at 320 px every drawing fits whole inside its frame and the screen", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/why-us", "/domains", "/to-startups", "/who-we-are", "/contact-us"]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      // Every shape of every drawing lies inside its frame, which lies inside the screen.
      const outside = await page.locator("[data-scene]:visible").evaluateAll((frames) =>
        frames.flatMap((frame) => {
          const box = frame.getBoundingClientRect();
          if (box.left < 0 || box.right > window.innerWidth) return [frame.dataset.scene];
          return [...frame.querySelectorAll("svg > :not(:first-child)")]
            .map((shape) => shape.getBoundingClientRect())
            .filter(
              (r) =>
                r.left < box.left - 1 ||
                r.right > box.right + 1 ||
                r.top < box.top - 1 ||
                r.bottom > box.bottom + 1,
            )
            .map(() => frame.dataset.scene);
        }),
      );
      expect(outside, path).toEqual([]);
    }
  });
});
