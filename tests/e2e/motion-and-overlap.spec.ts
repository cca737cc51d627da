import type { Locator, Page } from "@playwright/test";
import { home } from "@/content/home";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";
import { nextFrames } from "./support/waits";

const NARROW = { width: 320, height: 720 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Viewport boxes of every visible element matching `selector` under `root`, with a label for messages. */
async function boxesOf(root: Locator, selector: string) {
  return root.evaluate((el, sel) => {
    return [...el.querySelectorAll(sel)]
      .map((node) => {
        const r = node.getBoundingClientRect();
        const style = getComputedStyle(node);
        const label = `${node.tagName.toLowerCase()} “${(node.textContent ?? "").trim().slice(0, 40)}”`;
        return {
          label,
          box: { x: r.x, y: r.y, width: r.width, height: r.height },
          shown: r.width > 0 && r.height > 0 && style.visibility !== "hidden",
        };
      })
      .filter((b) => b.shown);
  }, selector);
}

test.describe("the sequence table on narrow screens", () => {
  for (const size of [DESKTOP, PHONE, NARROW]) {
    test(`says it scrolls sideways exactly when it overflows, at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto("/sequence-listing");
      const frame = page.getByRole("region", { name: /ST\.25/ });
      const overflows = await frame.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      const hint = page.getByText("Scroll the table sideways to see every column.");
      if (size.width >= 1024) {
        expect(overflows).toBe(false);
        await expect(hint).toBeHidden();
      } else {
        expect(overflows).toBe(true);
        await expect(hint).toBeVisible();
        // The hint stays above the frame while the table scrolls.
        const hintBox = (await hint.boundingBox())!;
        const frameBox = (await frame.boundingBox())!;
        expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(frameBox.y + 1);
        await frame.focus();
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      }
      await expect(page.getByRole("table").locator("th[scope=col]")).toHaveCount(3);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("the home introduction", () => {
  for (const size of [DESKTOP, { width: 1024, height: 800 }, PHONE, NARROW]) {
    test(`no decoration crosses its text at ${size.width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(size);
      await page.goto("/");
      const section = page.locator("section[aria-labelledby=intro-title]");
      await section.scrollIntoViewIfNeeded();
      const column = page.locator("#intro-title").locator("xpath=..");
      const texts = await boxesOf(column, "p, h2, a");
      expect(texts.length).toBeGreaterThanOrEqual(4);
      const sectionBox = (await section.boundingBox())!;
      const marks = (
        await boxesOf(section, "div[aria-hidden=true] > svg :is(circle, path, line, text)")
      ).filter((m) => overlaps(m.box, sectionBox));
      const crossings = marks.flatMap((mark) =>
        texts.filter((t) => overlaps(mark.box, t.box)).map((t) => `${mark.label} over ${t.label}`),
      );
      expect(crossings).toEqual([]);
    });
  }
});

/** The text (each line of it) and the controls the chat button overlaps, at this scroll position. */
async function underChatButton(page: Page) {
  return page.evaluate(() => {
    const button = [...document.querySelectorAll("a")]
      .filter((a) => /chat/i.test(a.getAttribute("aria-label") ?? ""))
      .pop();
    if (!button) return ["no chat button"];
    const b = button.getBoundingClientRect();
    /** The part of `rect` that `from` and its ancestors let show when they clip (a scrolling strip). */
    const clipped = (from: Element | null, rect: DOMRect) => {
      let { left, top, right, bottom } = rect;
      for (let a = from; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const c = a.getBoundingClientRect();
        left = Math.max(left, c.left);
        top = Math.max(top, c.top);
        right = Math.min(right, c.right);
        bottom = Math.min(bottom, c.bottom);
      }
      return { left, top, right, bottom };
    };
    const hits = (from: Element | null, rect: DOMRect) => {
      const r = clipped(from, rect);
      return (
        r.right > r.left &&
        r.bottom > r.top &&
        r.left < b.right &&
        b.left < r.right &&
        r.top < b.bottom &&
        b.top < r.bottom
      );
    };
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== "hidden" && style.opacity !== "0";
    };
    const found: string[] = [];
    const controls = "a, button, input, select, textarea, label, summary, iframe";
    for (const el of document.querySelectorAll(controls)) {
      if (el === button || el.contains(button) || !shown(el)) continue;
      if (hits(el.parentElement, el.getBoundingClientRect()))
        found.push(`${el.tagName.toLowerCase()} “${(el.textContent ?? "").trim().slice(0, 40)}”`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      // Text drawn inside an image (an SVG figure's numerals) is decoration, not content.
      if (!text || !parent || button.contains(parent) || parent.closest("svg") || !shown(parent))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((rect) => hits(parent, rect)))
        found.push(`text “${text.slice(0, 40)}”`);
    }
    return found;
  });
}

test.describe("the chat button", () => {
  for (const size of [PHONE, NARROW, DESKTOP]) {
    for (const rootText of ["100%", "200%"]) {
      test(`covers no content or control at ${size.width} px with ${rootText} text`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.setViewportSize(size);
        for (const path of ["/", "/contact-us"]) {
          await page.goto(path);
          await page.addStyleTag({ content: `html { font-size: ${rootText} }` });
          const chat = page.getByRole("link", { name: /chat/i }).last();
          await expect(chat).toHaveAttribute("href", /^https:/);
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const positions = [0];
          for (let y = size.height / 2; y < height; y += size.height / 2) positions.push(y);
          if (path === "/contact-us") {
            const select = page.getByRole("combobox", { name: "Service", exact: true });
            await select.evaluate((el) => el.scrollIntoView({ block: "end" }));
            expect(
              await underChatButton(page),
              `${path} with the Service select at the bottom`,
            ).toEqual([]);
          }
          for (const y of positions) {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            expect(await underChatButton(page), `${path} scrolled to ${y}`).toEqual([]);
          }
          // It can still be reached: at the bottom of the page it is on screen.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expect(chat).toBeInViewport();
        }
      });
    }
  }
});

test.describe("the one control that stops the home page's motion", () => {
  const strips = [home.hero.phoneBanner.label, home.serviceStrip.label];
  const control = (page: Page) =>
    page.getByRole("button", { name: home.hero.motionLabel, exact: true });
  const trackOf = (page: Page, label: string) =>
    page.getByRole("list", { name: label, exact: true }).locator("xpath=..");
  const offset = (track: Locator) =>
    track.evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
  const canvas = (page: Page) => page.getByTestId("hero-particles").locator("canvas");
  /** What the particle canvas shows now. */
  const frame = (page: Page) => canvas(page).evaluate((c: HTMLCanvasElement) => c.toDataURL());
  const engage = async (page: Page) => {
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
  };

  for (const size of [DESKTOP, PHONE, NARROW]) {
    test(`stops the particles and both strips from the keyboard, for the visit, at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto("/", { waitUntil: "load" });
      await engage(page);
      await expect(canvas(page)).toBeVisible({ timeout: 15_000 });
      for (const label of strips)
        await expect(trackOf(page, label)).toHaveCSS("animation-play-state", "running");
      // The particles move: two frames apart in time differ.
      const before = await frame(page);
      await expect.poll(() => frame(page)).not.toBe(before);

      // One visible control, at least 24 px square, on screen.
      const button = control(page);
      await expect(button).toHaveCount(1);
      await expect(button).toHaveAttribute("aria-pressed", "false");
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-pressed", "true");

      await button.blur();
      await page.mouse.move(0, 0);
      for (const label of strips) {
        const track = trackOf(page, label);
        await expect(track).toHaveCSS("animation-play-state", "paused");
        const still = await offset(track);
        await nextFrames(page, 30);
        expect(await offset(track)).toBe(still);
      }
      const stopped = await frame(page);
      await nextFrames(page, 30);
      expect(await frame(page), "the particles stand still").toBe(stopped);

      // The next page of the visit (here the same one again) starts still, and never fetches
      // the particles however the visitor moves.
      await page.reload({ waitUntil: "load" });
      await expect(control(page)).toHaveAttribute("aria-pressed", "true");
      await engage(page);
      for (const label of strips)
        await expect(trackOf(page, label)).not.toHaveCSS("animation-play-state", "running");
      await nextFrames(page, 30);
      await expect(canvas(page)).toHaveCount(0);

      // Pressed again, everything moves again.
      await control(page).click();
      await expect(control(page)).toHaveAttribute("aria-pressed", "false");
      await engage(page);
      await expect(canvas(page)).toBeVisible({ timeout: 15_000 });
      for (const label of strips) {
        const track = trackOf(page, label);
        await expect(track).toHaveCSS("animation-play-state", "running");
        const moving = await offset(track);
        await expect
          .poll(() => offset(track), { message: "the strip moves again" })
          .not.toBe(moving);
      }
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("with reduced motion nothing moves and no control is offered", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(PHONE);
    await page.goto("/");
    for (const label of strips)
      await expect(trackOf(page, label)).toHaveCSS("animation-name", "none");
    await expect(control(page)).toBeHidden();
  });
});

test.describe("the home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("nothing moves, every tile and phone number is in view, and no control is offered", async ({
    page,
  }) => {
    await page.setViewportSize(NARROW);
    await page.goto("/");
    for (const label of [home.hero.phoneBanner.label, home.serviceStrip.label]) {
      const list = page.getByRole("list", { name: label, exact: true });
      await expect(list.locator("xpath=..")).toHaveCSS("animation-name", "none");
      for (const link of await list.getByRole("link").all()) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
      }
    }
    await expect(page.getByRole("button", { name: home.hero.motionLabel })).toBeHidden();
  });
});
