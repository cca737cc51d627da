import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Hosts the site may call in a browser; every other non-local request is a test failure. */
const THIRD_PARTY_STUBS: { pattern: RegExp; body: string; contentType: string }[] = [
  {
    // reCAPTCHA v3: a stub grecaptcha that hands out a fixed token.
    pattern: /^https:\/\/www\.(google|gstatic)\.com\/recaptcha\//,
    contentType: "application/javascript",
    body: `window.grecaptcha = { ready: (cb) => cb(), execute: () => Promise.resolve("e2e-recaptcha-token"), render: () => 0, reset: () => {} };`,
  },
  {
    // Map embeds: a blank frame.
    pattern: /^https:\/\/(www\.)?google\.com\/maps/,
    contentType: "text/html",
    body: "<!doctype html><title>Map</title><p>Map</p>",
  },
];

/**
 * Waits until React has hydrated the page: prerendered pages start their scripts only after the
 * first paint, so a page can be on screen, and its load event over, before its menus and forms
 * respond. Hydration leaves React's fiber on every element it adopts; the header, the last block
 * of <main> and the footer span the whole tree.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() =>
    [
      document.querySelector("header"),
      document.querySelector("main")?.lastElementChild,
      document.querySelector("footer"),
    ].every(
      (element) => element && Object.keys(element).some((k) => k.startsWith("__reactFiber$")),
    ),
  );
}

export const test = base.extend<{ externalRequests: string[]; cspViolations: string[] }>({
  // Every navigation in a test with JavaScript waits for hydration, as a visitor's first click
  // in practice comes after it; tests of what happens before it use their own context, and
  // tests that turn JavaScript off (test.use) navigate without waiting.
  page: [
    async ({ page, javaScriptEnabled }, use) => {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        const html = (response?.headers()["content-type"] ?? "").startsWith("text/html");
        if (javaScriptEnabled && response?.ok() && html) await hydrated(page);
        return response;
      };
      await use(page);
    },
    { scope: "test" },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("console", (message) => {
        if (
          /Content.Security.Policy|Refused to (execute|load|apply|frame|connect)/i.test(
            message.text(),
          )
        )
          violations.push(`${page.url()}: ${message.text()}`);
      });
      await use(violations);
      expect(violations, "CSP violations in the console").toEqual([]);
    },
    { auto: true },
  ],
  externalRequests: [
    async ({ page }, use) => {
      const external: string[] = [];
      await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, async (route) => {
        const url = route.request().url();
        const stub = THIRD_PARTY_STUBS.find((s) => s.pattern.test(url));
        if (stub)
          return route.fulfill({ status: 200, contentType: stub.contentType, body: stub.body });
        external.push(url);
        return route.abort();
      });
      await use(external);
      expect(external, "requests to unexpected hosts").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Brings every slide-in (components/home/reveal.tsx) to its final state, as a visitor who has
 * scrolled down the page sees it: content still below the fold once the page hydrated is hidden
 * (opacity 0, which axe skips), and a slide-in caught mid-fade (say, one a scroll set going)
 * would be checked against a blend of colours nobody reads. Scrolls back to where it was.
 */
async function revealAll(page: Page) {
  const top = await page.evaluate(() => window.scrollY);
  const hidden = page.locator('[data-reveal="hidden"]');
  await expect(async () => {
    // Each in view in turn; a reveal sets off its fade once its observer reports it in view.
    await page.evaluate(async () => {
      for (const element of document.querySelectorAll('[data-reveal="hidden"]')) {
        element.scrollIntoView({ block: "center", behavior: "instant" });
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      }
    });
    await expect(hidden).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition cut short by another one settles the same.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Runs axe with the WCAG 2.x A and AA rules (2.2 included) on the page as it reads once every
 * slide-in has arrived; returns the violations.
 */
export async function axeViolations(page: Page) {
  await revealAll(page);
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  return result.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
