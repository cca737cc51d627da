import { legalPages } from "@/content/legal";
import { site } from "@/content/site";
import { allEntries } from "@/lib/content/registry";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";

const legal = legalPages.map((p) => ({ path: `/${p.slug}`, title: p.title, updated: p.updated }));

test.describe("legal pages", () => {
  for (const page of legal) {
    test(`${page.path} answers 200 with its title, date and no axe violations at 1440 and 390 px`, async ({
      page: tab,
    }) => {
      await tab.setViewportSize(DESKTOP);
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab.locator("h1")).toHaveText(page.title);
      await expect(tab.locator(`time[datetime="${page.updated}"]`).first()).toBeVisible();
      // A dated history of the page's versions closes it.
      const history = tab.getByRole("region", { name: "Version history" });
      await expect(history.locator(`time[datetime="${page.updated}"]`)).toBeVisible();
      await expect(
        tab.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem"),
      ).toHaveText(["Home", /Legal/, new RegExp(page.title)]);
      expect(await axeViolations(tab), "axe at 1440 px").toEqual([]);
      await tab.setViewportSize(PHONE);
      expect(await axeViolations(tab), "axe at 390 px").toEqual([]);
      await tab.setViewportSize({ width: 320, height: 700 });
      const overflow = await tab.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, "no horizontal scrolling at 320 px").toBeLessThanOrEqual(0);
    });
  }

  test("the privacy notice names the privacy contact as a mail link", async ({ page }) => {
    await page.goto("/privacy-notice");
    await expect(page.locator(`main a[href="mailto:${site.privacyEmail}"]`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Cookies" })).toBeVisible();
  });
});

test("every page's footer ends with a row linking the three legal pages, without JavaScript", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const paths = [...allEntries().map((e) => e.path), "/no-such-page"];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const footer = html.slice(html.lastIndexOf("<footer"));
    const row = footer.match(/<nav aria-label="Legal">([\s\S]*?)<\/nav>/)?.[1];
    expect(row, `${path} has the legal row`).toBeTruthy();
    const hrefs = [...row!.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs, path).toEqual(legal.map((p) => p.path));
  }
});

test("the footer links the responsible-disclosure policy and the accessibility statement", async ({
  page,
}) => {
  await page.goto("/");
  const row = page.locator("footer").getByRole("navigation", { name: "Legal" });
  await row.getByRole("link", { name: "Responsible Disclosure Policy" }).click();
  await expect(page).toHaveURL(/\/responsible-disclosure$/);
  await expect(page.getByRole("heading", { name: "Safe harbour" })).toBeVisible();
  await page
    .locator("footer")
    .getByRole("navigation", { name: "Legal" })
    .getByRole("link", { name: "Accessibility Statement" })
    .click();
  await expect(page).toHaveURL(/\/accessibility-statement$/);
  await expect(page.getByRole("heading", { name: "Report a barrier" })).toBeVisible();
});

test("the new legal pages are on the site map page and in the sitemap", async ({ request }) => {
  const siteMap = await (await request.get("/site-map")).text();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/responsible-disclosure", "/accessibility-statement"]) {
    expect(siteMap, path).toContain(`href="${path}"`);
    expect(sitemap, path).toContain(`${path}</loc>`);
  }
});

test("the footer's legal row is visible and leads to each page", async ({ page }) => {
  await page.goto("/why-us");
  const row = page.locator("footer").getByRole("navigation", { name: "Legal" });
  await expect(row.getByRole("link")).toHaveText(legal.map((p) => p.title));
  await row.getByRole("link", { name: "Disclaimer" }).click();
  await expect(page).toHaveURL(/\/disclaimer$/);
  await expect(page.locator("h1")).toHaveText("Disclaimer");
});

for (const [path, formName, submit, note] of [
  ["/contact-us", "Contact form", "Send enquiry", /We use these details only to answer you/],
  [
    "/careers",
    "Careers application form",
    "Submit application",
    /We use these details only to consider your application/,
  ],
] as const) {
  test(`${path}: the form shows its own privacy line just above its submit button, linking the notice`, async ({
    page,
  }) => {
    await page.goto(path);
    const form = page.getByRole("form", { name: formName });
    const line = form.getByText(note);
    await expect(line).toBeVisible();
    await expect(line.getByRole("link", { name: /privacy notice/ })).toHaveAttribute(
      "href",
      "/privacy-notice",
    );
    // Above the button, within a couple of lines, so it is read before sending.
    const button = await form.getByRole("button", { name: submit }).boundingBox();
    const box = await line.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(button!.y);
    expect(button!.y - (box!.y + box!.height)).toBeLessThan(120);
    // With the badge hidden, Google's wording sits in the same form.
    await expect(form.getByText(/This site is protected by reCAPTCHA/)).toBeVisible();
  });
}

test("the careers line counts retention from the date of application", async ({ page }) => {
  await page.goto("/careers");
  await expect(page.getByRole("form", { name: "Careers application form" })).toContainText(
    "6 months after the date you apply, or 12 months after that date if you ask us above to keep it for future openings",
  );
});

test("the privacy lines are in the server-rendered forms too, above their submit buttons", async ({
  request,
}) => {
  for (const [path, line, submit] of [
    [
      "/contact-us",
      /We use these details only to answer you[\s\S]{0,200}href="\/privacy-notice"/,
      ">Send enquiry<",
    ],
    [
      "/careers",
      /We use these details only to consider your application[\s\S]{0,400}href="\/privacy-notice"/,
      ">Submit application<",
    ],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(line);
    expect(html.indexOf(submit), path).toBeGreaterThan(0);
    expect(html.search(line), path).toBeLessThan(html.indexOf(submit));
  }
});
