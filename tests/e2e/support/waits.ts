import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Condition waits shared by the specs, for the moments a fixed timeout used to cover. Each
 * waits for what a test depends on, so it holds on a slow machine and ends early on a fast one.
 */

/**
 * Follows the page's requests; the returned function waits until none has been in flight for
 * 500 ms and the page's main thread has been idle once. Use it before asserting that something
 * was *not* fetched: what the page would start on its own, or on an input already dispatched,
 * has started by then. (Playwright's "networkidle" load state fires once per document, so it
 * cannot be awaited again after an interaction.) Call it before the navigation.
 */
export function trackNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on("request", () => {
    inFlight++;
    lastActivity = Date.now();
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return async () => {
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => done(undefined), { timeout: 5_000 })),
    );
    await expect
      .poll(() => inFlight <= 0 && Date.now() - lastActivity >= 500, { message: "network quiet" })
      .toBe(true);
  };
}

/**
 * Resolves after `count` animation frames (two by default: the IntersectionObserver callbacks of
 * a scroll have run). A running CSS animation advances on every one of them.
 */
export const nextFrames = (page: Page, count = 2) =>
  page.evaluate(
    (frames) =>
      new Promise((done) => {
        const step = (left: number) =>
          left === 0 ? done(undefined) : requestAnimationFrame(() => step(left - 1));
        step(frames);
      }),
    count,
  );

/**
 * Waits until every animation and transition with an end has finished (endless loops such as
 * the marquee aside), on the page or, given a locator, on that element and its descendants.
 */
export async function animationsSettled(page: Page, scope?: Locator) {
  await nextFrames(page);
  const target = scope ? await scope.elementHandle() : null;
  await page.evaluate(async (element) => {
    const animations = element
      ? element.getAnimations({ subtree: true })
      : document.getAnimations();
    await Promise.all(
      animations
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  }, target);
  await target?.dispose();
}
