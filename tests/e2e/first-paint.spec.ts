import type { Response } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";

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

  test("the web font loads after the first paint and changes the text only at a navigation", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/patent-drafting");
    const font = () =>
      page.evaluate(() => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]!.startTime;
        const file = performance
          .getEntriesByType("resource")
          .find((entry) => entry.name.endsWith(".woff2"));
        return {
          requestedAfterPaint: file ? file.startTime > fcp : null,
          faces: [...document.fonts]
            .filter((face) => face.family === "inter")
            .map((face) => `${face.display} ${face.status}`),
        };
      });
    // Downloaded after the first paint, but the page being read keeps its fallback text.
    await expect.poll(async () => (await font()).requestedAfterPaint).toBe(true);
    expect((await font()).faces, "faces the document uses").toEqual([]);

    // A client-side navigation brings it in, with the new page.
    await page
      .getByRole("main")
      .getByRole("link", { name: "Formal Patent Drawings" })
      .first()
      .click();
    await expect(page).toHaveURL("/formal-patent-drawings");
    await expect.poll(async () => (await font()).faces).toEqual(["swap loaded"]);

    // A reload finds it in the cache and declares it in the head, before any script runs.
    await page.reload();
    expect((await font()).faces).toContain("optional loaded");
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
    await expect(page.locator("h1")).toHaveCSS("font-weight", "700");
    await context.close();
  });
});
