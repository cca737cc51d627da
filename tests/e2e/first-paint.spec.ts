import type { Browser, Page, Response } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";

/**
 * A page at phone size whose network runs at `speed` (navigator.connection's estimate follows
 * it); `setSpeed` changes it, `null` lifts it. Its requests are not routed, since Playwright's
 * routing turns the HTTP cache off and delays each request: what a font test needs is the
 * browser's own timing. Requests beyond this machine are blocked in the browser instead.
 */
async function pageAtSpeed(browser: Browser, speed: { latency: number; kbps: number } | null) {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setBlockedURLs", { urls: ["https://*", "http://*:*@*"] });
  const set = async (to: { latency: number; kbps: number } | null) => {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: to?.latency ?? 0,
      downloadThroughput: to ? (to.kbps * 1000) / 8 : -1,
      uploadThroughput: to ? (to.kbps * 1000) / 8 : -1,
    });
  };
  await set(speed);
  return { page, setSpeed: set, close: () => context.close() };
}

/** Whether the first element matching `selector` is drawn in Inter (not the fallback face). */
async function usesFace(page: Page, selector: string, family: RegExp) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.some((font) => family.test(font.familyName));
}

/** Whether the first element matching `selector` is drawn in Inter, the text face. */
const usesInter = (page: Page, selector: string) => usesFace(page, selector, /^inter/i);
/** Whether it is drawn in Newsreader, the headings' face. */
const usesNewsreader = (page: Page, selector: string) => usesFace(page, selector, /^newsreader/i);

// The routes issue 13 measures: each must paint from its HTML alone, then load its scripts.
const ROUTES = ["/", "/patent-drafting", "/contact-us", "/to-startups"];

test.describe("a page paints before it loads its scripts", () => {
  for (const route of ROUTES) {
    test(`${route} fetches no stylesheet and requests its chunks only after the first paint`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      const stylesheets: string[] = [];
      const failed: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
      });
      page.on("response", (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(route);
      // Hydrated: the menu button (a link to /site-map until then) opens the phone menu. One
      // click: clicking again while the drawer's code arrives would land on the opening drawer.
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();

      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        chunks: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
          .map((entry) => ({ url: entry.name, start: entry.startTime })),
      }));
      expect(timing.fcp, "the page painted").not.toBeNull();
      expect(timing.chunks.length, "chunks were loaded").toBeGreaterThan(3);
      const early = timing.chunks.filter((chunk) => chunk.start < timing.fcp!);
      expect(early, "chunks requested before the first contentful paint").toEqual([]);
      expect(stylesheets, "stylesheets fetched").toEqual([]);
      expect(failed, "failed requests").toEqual([]);
    });
  }

  test("every chunk the home page loads asks V8 to compile it eagerly, off the main thread", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const firstLines: Promise<string>[] = [];
    const onChunk = (response: Response) => {
      if (/\/_next\/static\/chunks\/.+\.js$/.test(response.url()))
        firstLines.push(
          response.text().then((body) => `${body.split("\n", 1)[0]} ${response.url()}`),
        );
    };
    page.on("response", onChunk);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    // Stop collecting before reading, so no body is still being read when the test ends.
    page.off("response", onChunk);
    const lines = await Promise.all(firstLines);
    expect(lines.length, "chunks were loaded").toBeGreaterThan(3);
    expect(lines.filter((line) => !line.startsWith("//# allFunctionsCalledOnLoad "))).toEqual([]);
  });

  // A prerendered page, and one rendered per request: the same font, the same way.
  for (const route of ["/patent-drafting", "/search?q=drawings"])
    test(`on a slow link ${route}'s web font waits for the scripts and changes the text only at a navigation`, async ({
      browser,
    }) => {
      const { page, setSpeed, close } = await pageAtSpeed(browser, { latency: 150, kbps: 1_600 });
      await page.goto(route);
      const font = () =>
        page.evaluate(() => {
          const fcp =
            performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
          const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
          const file = resources.find((entry) => entry.name.endsWith(".woff2"));
          const chunks = resources.filter((entry) => /\/chunks\/.+\.js$/.test(entry.name));
          return {
            requestedAfterPaint: file ? file.startTime > fcp : null,
            afterEveryChunk: file
              ? chunks.every((chunk) => chunk.responseEnd <= file.startTime)
              : null,
            faces: [...document.fonts]
              .filter((face) => face.family === "Inter")
              .map((face) => `${face.display} ${face.status}`),
          };
        });
      // Downloaded once the chunks are in, but the page being read keeps its fallback text.
      await expect
        .poll(async () => (await font()).requestedAfterPaint, { timeout: 20_000 })
        .toBe(true);
      expect((await font()).afterEveryChunk, "font requested after every chunk arrived").toBe(true);
      expect((await font()).faces, "faces the document uses").toEqual([]);
      expect(await usesInter(page, "main p")).toBe(false);

      // A client-side navigation brings it in, with the new page.
      await page
        .getByRole("main")
        .getByRole("link", { name: "Formal Patent Drawings" })
        .first()
        .click();
      await expect(page).toHaveURL("/formal-patent-drawings");
      await expect.poll(async () => (await font()).faces).toEqual(["swap loaded"]);
      await expect.poll(() => usesInter(page, "main p")).toBe(true);

      // A reload finds it in the cache and declares it in the head, before any script runs, with
      // no preload. (The emulated link delays even cache hits, so it is lifted first.)
      await setSpeed(null);
      await page.reload();
      expect((await font()).faces).toContain("optional loaded");
      expect(await page.locator('head link[rel="preload"][as="font"]').count()).toBe(0);
      expect(await usesInter(page, "main p")).toBe(true);
      await close();
    });

  // The hero's constellation was a background image, the page's largest paint: a file that
  // arrives a round trip after the HTML, 1.3 s under Lighthouse's applied throttling, and on a
  // slow link the header painted alone first, the motto frames later (bench/changes.json).
  for (const [link, speed] of [
    ["a slow link", { latency: 150, kbps: 1_600 }],
    ["a fast link", null],
  ] as const)
    test(`on ${link} the home page's first paint shows the motto, its largest paint, over the constellation`, async ({
      browser,
    }) => {
      const { page, close } = await pageAtSpeed(browser, speed);
      await page.goto("/");
      const paint = await page.evaluate(
        () =>
          new Promise<{ fcp: number; lcp: { at: number; motto: boolean }[] }>((resolve) => {
            const lcp: { at: number; motto: boolean }[] = [];
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as LargestContentfulPaint[])
                lcp.push({
                  at: entry.startTime,
                  motto: !!entry.element?.matches("#hero-title .text-display"),
                });
            }).observe({ type: "largest-contentful-paint", buffered: true });
            setTimeout(() => {
              const [fcp] = performance.getEntriesByName("first-contentful-paint");
              resolve({ fcp: fcp?.startTime ?? Number.NaN, lcp });
            }, 500);
          }),
      );
      expect(paint.lcp.at(-1)?.motto, "the motto is the largest paint").toBe(true);
      expect(paint.lcp.at(-1)?.at, "and it is in the first paint").toBe(paint.fcp);
      // The constellation still draws: a mask of the same file over the hero.
      const mask = await page
        .locator("#main section")
        .first()
        .evaluate((hero) =>
          [...hero.querySelectorAll("div")].map((div) => getComputedStyle(div).maskImage).join(),
        );
      expect(mask).toContain("/home/hero-constellation.svg");
      const svg = await page.request.get("/home/hero-constellation.svg");
      expect(svg.headers()["content-type"]).toContain("image/svg+xml");
      await close();
    });

  test("on a slow link the home page fetches its chunks while it parses, each once, and hydrates", async ({
    browser,
  }) => {
    const { page, close } = await pageAtSpeed(browser, { latency: 150, kbps: 1_600 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const { preloaded, fetched } = await page.evaluate(() => ({
      preloaded: [
        ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
      ].map((link) => link.href),
      fetched: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(entry.name))
        .map((entry) => entry.name),
    }));
    // The loader's chunks: the preloads start them, and the loader's script elements reuse them.
    expect(preloaded.length, "chunks preloaded").toBeGreaterThan(3);
    expect(fetched.slice(0, preloaded.length).toSorted()).toEqual(preloaded.toSorted());
    expect(
      fetched.filter((url, i) => fetched.indexOf(url) !== i),
      "chunks fetched twice",
    ).toEqual([]);
    await close();
  });

  // Unthrottled, the browser reports its estimate for a link it has not measured (loopback here,
  // like any private network): a round trip of 100 ms and about 1.4 Mbps.
  const links = [
    ["a fast link", { latency: 5, kbps: 50_000 }],
    ["an unmeasured link", null],
  ] as const;
  for (const [link, speed] of links)
    for (const route of ["/patent-drafting", "/", "/search?q=patent"])
      test(`on ${link} a first visit to ${route} preloads both faces and is set in them every time`, async ({
        browser,
      }) => {
        // Whether the file lands inside Chromium's 100 ms block period is a race the browser
        // runs, and a busy test server can lose it (in CI the other worker's tests share it, and
        // a font response has taken over 600 ms); a face that lands later is swapped in
        // (`fallback`). So each of three first visits (each a new context, nothing cached) must
        // preload each face once and be set in them: its text in Inter, its heading in
        // Newsreader.
        for (let visit = 0; visit < 3; visit++) {
          const { page, close } = await pageAtSpeed(browser, speed);
          const fonts: string[] = [];
          page.on("request", (request) => {
            if (request.resourceType() === "font") fonts.push(request.url());
          });
          await page.goto(route);
          expect(await page.locator('head link[rel="preload"][as="font"]').count()).toBe(2);
          await expect.poll(() => usesNewsreader(page, "h1"), { timeout: 3_000 }).toBe(true);
          await expect.poll(() => usesInter(page, "main p"), { timeout: 3_000 }).toBe(true);
          expect(fonts, "font files requested").toHaveLength(2);
          await close();
        }
      });

  // A busy server (issue 63, M3): every answer, the HTML first and then each face, comes 300 ms
  // late, well past Chromium's 100 ms window, on an otherwise fast link. The delay is made at the
  // network boundary, in the test's router, not in the app. An `optional` face missed there is
  // never used on that page; the visitor must still see the brand's faces, without the page
  // moving under them (the fallbacks are metric-matched).
  for (const route of ["/what-you-receive", "/request-a-quote"])
    test(`a first visit to ${route} answered slowly by a busy server is set in both faces`, async ({
      browser,
    }) => {
      const { page, close } = await pageAtSpeed(browser, { latency: 5, kbps: 50_000 });
      const origin = new URL(test.info().project.use.baseURL!).origin;
      await page.route(
        (url) => url.origin === origin,
        async (answer) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          await answer.continue();
        },
      );
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            w.__shift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(route);
      expect(await page.locator('head link[rel="preload"][as="font"]').count()).toBe(2);
      await expect.poll(() => usesNewsreader(page, "h1"), { timeout: 5_000 }).toBe(true);
      await expect.poll(() => usesInter(page, "main p"), { timeout: 5_000 }).toBe(true);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, "layout shift while the faces came in").toBeLessThan(0.05);
      await close();
    });

  test("the contact page asks Google for nothing until the visitor asks for a map or starts a form", async ({
    page,
  }) => {
    const google: string[] = [];
    page.on("request", (request) => {
      if (/^https:\/\/([a-z]+\.)?(google|gstatic)\.com\//.test(request.url()))
        google.push(request.url());
    });
    await page.setViewportSize(PHONE);
    await page.goto("/contact-us");
    const panel = page.getByRole("tabpanel", { name: "India Office" });
    // The placeholder holds the map's place: our drawing, the address and a link out.
    await panel.getByRole("button", { name: /Show the map/ }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await page.waitForLoadState("networkidle");
    expect(google, "requests to Google before the visitor asked").toEqual([]);
    await expect(panel.locator("iframe")).toHaveCount(0);
    await expect(panel.getByRole("link", { name: /Open in Google Maps/ })).toBeVisible();

    await panel.getByRole("button", { name: /Show the map/ }).click();
    await expect(panel.locator("iframe")).toHaveAttribute(
      "src",
      /^https:\/\/www\.google\.com\/maps\?q=/,
    );
    await expect.poll(() => google.filter((url) => /google\.com\/maps/.test(url)).length).toBe(1);
    // The frame keeps the browser's default referrer policy: Google gets the origin only.
    await expect(panel.locator("iframe")).not.toHaveAttribute("referrerpolicy", /.*/);
    expect(google.filter((url) => /recaptcha/.test(url))).toEqual([]);

    // reCAPTCHA loads on the first touch of a form, not before.
    await page
      .getByRole("form", { name: "Contact form" })
      .getByRole("textbox", { name: "Name", exact: true })
      .focus();
    await expect.poll(() => google.filter((url) => /recaptcha\/api\.js/.test(url)).length).toBe(1);
  });

  test("with JavaScript off the inlined styles still lay the page out", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/patent-drafting");
    const header = page.locator("header").first();
    await expect(header).toHaveCSS("position", "sticky");
    // The title step's weight, and the headings' serif, from the inlined stylesheet.
    await expect(page.locator("h1")).toHaveCSS("font-weight", "600");
    await expect(page.locator("h1")).toHaveCSS(
      "font-family",
      /^Newsreader, "Newsreader Metric Fallback"/,
    );
    await context.close();
  });
});
