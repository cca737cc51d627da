import { DESKTOP, expect, PHONE, test } from "./fixtures";

// A buyer finds the pages read before sending work (how we work and price, samples,
// confidentiality, the quote brief) where a buyer looks: beside the About Us entries in the
// desktop menu and the phone drawer, and as "Request a quote" in the header on wide screens.
// The spec's About Us entries stay as they are, first and word for word.

const SPEC_ABOUT = ["Who We Are", "Our Team", "Why Us", "Careers"];
const BUYING = [
  ["How We Work and Price", "/how-we-work"],
  ["What You Receive", "/what-you-receive"],
  ["Confidentiality", "/confidentiality"],
  ["Request a Quote", "/request-a-quote"],
] as const;

test("the desktop About Us panel keeps the spec's entries and adds a column for buyers", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const trigger = nav.getByRole("button", { name: "About Us" });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`[id="${await trigger.getAttribute("aria-controls")}"]`);
  const links = panel.getByRole("link");
  await expect(links.first()).toBeVisible();
  const titles = await links.evaluateAll((as) =>
    as.map((a) => a.querySelector("span")?.textContent ?? a.textContent),
  );
  expect(titles.slice(0, 4)).toEqual(SPEC_ABOUT);
  expect(titles.slice(4)).toEqual(BUYING.map(([title]) => title));
  await expect(panel.getByText("Working with us", { exact: true })).toBeVisible();
  for (const [title, url] of BUYING) {
    const link = panel.getByRole("link", { name: new RegExp(`^${title}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", url);
  }
  // The buyers' column sits beside the spec's entries, not under them.
  const first = (await panel.getByRole("link", { name: /^Who We Are/ }).boundingBox())!;
  const buying = (await panel.getByRole("link", { name: /^How We Work and Price/ }).boundingBox())!;
  expect(buying.x).toBeGreaterThan(first.x + first.width);
  expect(Math.abs(buying.y - first.y)).toBeLessThan(first.height);
});

test("the header offers 'Request a quote' on a wide screen, clear of the menu and search", async ({
  page,
}) => {
  for (const width of [1216, DESKTOP.width]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/patent-drafting");
    const header = page.getByRole("banner");
    const quote = header.getByRole("link", { name: "Request a Quote", exact: true });
    await expect(quote).toBeVisible();
    await expect(quote).toHaveAttribute("href", "/request-a-quote");
    const box = (await quote.boundingBox())!;
    const search = (await header.getByRole("search").first().boundingBox())!;
    const contact = (await header.getByRole("link", { name: "Contact Us" }).boundingBox())!;
    expect(box.x, `${width}px`).toBeGreaterThanOrEqual(search.x + search.width);
    expect(search.x, `${width}px`).toBeGreaterThan(contact.x + contact.width);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await quote.click();
    await expect(page).toHaveURL(/\/request-a-quote$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  }
});

test("the phone drawer's About Us section lists the buyers' pages after the spec's four", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const about = page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("region", { name: "About Us" });
  await expect(about.getByRole("link")).toHaveText([
    ...SPEC_ABOUT,
    ...BUYING.map(([title]) => title),
  ]);
  await expect(about.getByRole("link", { name: "Confidentiality" })).toHaveAttribute(
    "href",
    "/confidentiality",
  );
});
