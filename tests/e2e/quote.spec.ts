import { expect, test } from "./fixtures";
import {
  asClient,
  contactFields,
  expectSuccess,
  receivedFor,
  stubCaptcha,
  uniqueName,
} from "./support/forms";

test.describe("a quote that starts from the page the visitor is on", () => {
  test("Get a Quote on /design-patent-drawings preselects Patent Illustration and the enquiry names the page", async ({
    page,
    request,
  }) => {
    await asClient(page);
    await stubCaptcha(page);
    await page.goto("/design-patent-drawings");
    const banner = page.getByRole("region", { name: "Looking for best IP Solutions?" });
    await expect(banner.getByRole("link", { name: "Get a Quote" })).toHaveAttribute(
      "href",
      "/contact-us?service=Patent+Illustration&page=%2Fdesign-patent-drawings",
    );

    // The link near the top of the page.
    await page.getByRole("link", { name: "Get a Quote" }).first().click();
    await expect(page).toHaveURL(
      "/contact-us?service=Patent+Illustration&page=%2Fdesign-patent-drawings",
    );
    const f = contactFields(page);
    await expect(f.service).toHaveValue("Patent Illustration");

    const name = uniqueName();
    await f.name.fill(name);
    await f.email.fill("ada@example.com");
    await f.phone.fill("0123456789");
    await f.submit.click();
    await expectSuccess(page, contactFields(page).form);
    const received = await receivedFor(request, name);
    expect(received).toHaveLength(1);
    expect(received[0]!.body).toMatchObject({
      service: "Patent Illustration",
      page: "/design-patent-drawings",
    });
  });

  test("the visitor can change the preselected option; the page still travels with it", async ({
    page,
    request,
  }) => {
    await asClient(page);
    await stubCaptcha(page);
    await page.goto("/contact-us?service=Trademark&page=%2Ftrademark-renewal");
    const f = contactFields(page);
    await expect(f.service).toHaveValue("Trademark");
    await f.service.selectOption("Design");
    const name = uniqueName();
    await f.name.fill(name);
    await f.email.fill("ada@example.com");
    await f.phone.fill("0123456789");
    await f.submit.click();
    await expectSuccess(page, contactFields(page).form);
    expect((await receivedFor(request, name))[0]!.body).toMatchObject({
      service: "Design",
      page: "/trademark-renewal",
    });
  });

  test("an unknown service selects nothing", async ({ page }) => {
    await page.goto("/contact-us?service=Rocket%20Science&page=%2Fno-such-page");
    const f = contactFields(page);
    await expect(f.service).toHaveValue("");
    // Once hydrated, an empty submit is checked in the browser: the service is still unchosen.
    await expect(async () => {
      await f.submit.click();
      await expect(f.service).toHaveAccessibleDescription("Please select a service", {
        timeout: 500,
      });
    }).toPass({ timeout: 10_000 });
  });

  test("each page's links lead to its own option, also without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const expected: [string, string][] = [
      [
        "/patentability-search",
        "/contact-us?service=Invention+Search&page=%2Fpatentability-search",
      ],
      [
        "/chemical-structure-search",
        "/contact-us?service=Chemical+Structure+or+Gene+Sequence&page=%2Fchemical-structure-search",
      ],
      ["/design-registration", "/contact-us?service=Design&page=%2Fdesign-registration"],
      ["/to-startups", "/contact-us?service=Others&page=%2Fto-startups"],
      ["/why-us", "/contact-us"],
    ];
    for (const [path, href] of expected) {
      await page.goto(path);
      const links = page.getByRole("link", { name: "Get a Quote" });
      await expect(links, path).toHaveCount(path === "/why-us" ? 1 : 2);
      for (const link of await links.all()) await expect(link, path).toHaveAttribute("href", href);
    }
    await context.close();
  });
});
