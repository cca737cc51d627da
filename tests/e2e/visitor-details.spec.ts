import type { Locator, Page } from "@playwright/test";
import { DESKTOP, expect, PHONE, test } from "./fixtures";
import { asClient, contactFields, stubCaptcha } from "./support/forms";

// Details a visitor notices: a focus ring drawn whole on the moving strips, a refused field's
// label clear of the sticky header, and the contact form's card as tall as its form.

/**
 * How many pixels of `link`'s focus ring (its outline, width plus offset outside its box) fall
 * outside the nearest ancestor that clips what overflows it; 0 when the ring is drawn whole.
 */
async function ringClipped(link: Locator): Promise<number> {
  return link.evaluate((element) => {
    const style = getComputedStyle(element);
    const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    let clip = element.parentElement;
    while (clip && getComputedStyle(clip).overflowX === "visible") clip = clip.parentElement;
    if (!clip) return 0;
    const area = clip.getBoundingClientRect();
    return Math.max(
      0,
      area.top - (box.top - reach),
      box.bottom + reach - area.bottom,
      area.left - (box.left - reach),
    );
  });
}

async function tabTo(page: Page, link: Locator) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press("Tab");
    if (await link.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("not reached with Tab");
}

for (const viewport of [DESKTOP, PHONE])
  test(`at ${viewport.width} px the moving strips draw a focused link's ring whole`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    for (const name of ["Call our offices", "Our services"]) {
      const first = page.getByRole("list", { name }).getByRole("link").first();
      await tabTo(page, first);
      await expect(first).toBeFocused();
      expect(await first.evaluate((e) => getComputedStyle(e).outlineStyle), name).toBe("solid");
      expect(await ringClipped(first), name).toBe(0);
    }
  });

test("after a refused submit the focused field's label is below the sticky header", async ({
  page,
}) => {
  await asClient(page);
  await stubCaptcha(page);
  await page.setViewportSize(PHONE);
  await page.goto("/contact-us");
  const f = contactFields(page);
  await f.name.fill("Ada Lovelace");
  // The submit is far below the Email field: the refusal brings the field back up to view.
  await f.submit.scrollIntoViewIfNeeded();
  await f.submit.click();
  await expect(f.email).toBeFocused();
  const headerBottom = (await page.locator("header").first().boundingBox())!.height;
  const label = f.form.locator(`label[for="${await f.email.getAttribute("id")}"]`);
  await expect
    .poll(async () => (await label.boundingBox())!.y, { message: "label top" })
    .toBeGreaterThanOrEqual(headerBottom);
  await expect(f.email).toBeInViewport();
});

test("without JavaScript the enquiry card is as tall as its form, not the offices beside it", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/contact-us");
  const card = page.getByRole("region", { name: "Send us an enquiry" });
  const form = contactFields(page).form;
  const cardBox = (await card.boundingBox())!;
  const formBox = (await form.boundingBox())!;
  // The card's own padding (2rem) and no more below the form.
  expect(cardBox.y + cardBox.height - (formBox.y + formBox.height)).toBeLessThanOrEqual(40);
  await context.close();
});
