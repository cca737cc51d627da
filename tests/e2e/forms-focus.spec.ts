import type { Locator } from "@playwright/test";
import { DESKTOP, expect, PHONE, test } from "./fixtures";
import { asClient, contactFields, stubCaptcha } from "./support/forms";

// Where a focused field sits and how its focus shows (WCAG 2.4.7, 2.4.11), in every state.

/** Relative luminance of an sRGB colour given as 'rgb(r, g, b)' (WCAG 2.x). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The focused field's outline, and the background colour of the card around it. */
async function focusRing(field: Locator) {
  return field.evaluate((element) => {
    const style = getComputedStyle(element);
    let parent = element.parentElement;
    let background = "rgb(255, 255, 255)";
    while (parent) {
      const colour = getComputedStyle(parent).backgroundColor;
      if (colour !== "rgba(0, 0, 0, 0)") {
        background = colour;
        break;
      }
      parent = parent.parentElement;
    }
    return {
      focused: document.activeElement === element,
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      colour: style.outlineColor,
      background,
    };
  });
}

async function expectClearRing(field: Locator) {
  const ring = await focusRing(field);
  expect(ring.focused).toBe(true);
  expect(ring.style).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.offset).toBeGreaterThanOrEqual(1);
  expect(contrast(ring.colour, ring.background)).toBeGreaterThanOrEqual(3);
}

test.describe("contact form focus", () => {
  test.beforeEach(async ({ page }) => {
    await asClient(page);
    await stubCaptcha(page);
  });

  test("an invalid field, focused after a failed submit, shows a 2 px ring that contrasts", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/contact-us");
    const f = contactFields(page);
    await f.submit.click();
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toBeFocused();
    await expectClearRing(f.name);
    // Keyboard onwards to the next invalid field, and the select.
    await page.keyboard.press("Tab");
    await expect(f.email).toHaveAttribute("aria-invalid", "true");
    await expectClearRing(f.email);
    await f.service.focus();
    await expectClearRing(f.service);
  });

  test("focus reaches the first refused field with its message already attached, to be read with it", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/contact-us");
    const f = contactFields(page);
    await f.name.fill("Ada Lovelace");
    // What a screen reader is given at the moment focus arrives: the field's state and the text
    // of what describes it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { focusSeen: string[] }).focusSeen = seen;
      document.addEventListener("focusin", (event) => {
        const field = event.target as HTMLElement;
        const described = (field.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ");
        seen.push(
          `${field.getAttribute("name")} ${field.getAttribute("aria-invalid")} ${described}`,
        );
      });
    });
    await f.submit.click();
    await expect(f.email).toBeFocused();
    const seen = await page.evaluate(
      () => (window as unknown as { focusSeen: string[] }).focusSeen,
    );
    // The last focus is the field's own (the click focused the button before it).
    expect(seen.at(-1)).toMatch(/^email true .*Please enter a valid email\./);
  });

  test("a valid field clicked with the mouse shows the same ring", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/contact-us");
    const f = contactFields(page);
    await f.email.fill("ada@example.com");
    await f.message.click();
    await expectClearRing(f.message);
    await f.email.click();
    await expectClearRing(f.email);
  });

  test("a field reached with the keyboard is not left under the sticky header", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/contact-us");
    const f = contactFields(page);
    const header = page.locator("header").first();
    const headerBottom = (await header.boundingBox())!.height;
    // Scroll so the Name field sits under the header while the Email field below it is in view.
    await f.email.click();
    const top = await f.name.evaluate((element) => element.getBoundingClientRect().top);
    await page.evaluate((by) => window.scrollBy(0, by), top - 10);
    await expect
      .poll(() => f.name.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(headerBottom);
    await page.keyboard.press("Shift+Tab");
    await expect(f.name).toBeFocused();
    await expect
      .poll(() => f.name.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom);
  });
});

// Issue 63, L7: Enter pressed on the submit button while the page was still scrolling to it
// left Name, focused by the refusal, under the sticky header (at 390 px wholly above the
// screen): the smooth scroll to the button ran on past the field's own. A field reached by its
// fragment lands below the header too.
for (const viewport of [DESKTOP, PHONE])
  test(`at ${viewport.width} px a refused submit's first field lands below the sticky header, even mid-scroll`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const f = contactFields(page);
    const header = page.locator("header").first();
    const nameTop = () => f.name.evaluate((element) => element.getBoundingClientRect().top);
    const settled = async () => {
      // Until the page stops moving.
      let last = NaN;
      await expect
        .poll(async () => {
          const now = await page.evaluate(() => scrollY);
          const still = now === last;
          last = now;
          return still;
        })
        .toBe(true);
    };

    await page.goto("/contact-us");
    await f.submit.focus();
    await page.keyboard.press("Enter");
    await expect(f.name).toBeFocused();
    await settled();
    const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
    expect(await nameTop()).toBeGreaterThanOrEqual(headerBottom);
    expect(await nameTop()).toBeLessThan(viewport.height);

    await page.goto("/contact-us#contact-name");
    await settled();
    expect(await nameTop()).toBeGreaterThanOrEqual(headerBottom);
    expect(await nameTop()).toBeLessThan(viewport.height);
  });
