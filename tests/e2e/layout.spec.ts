import { menuGroups, serviceGroups } from "@/lib/content/registry";
import { DESKTOP, expect, PHONE, test } from "./fixtures";
import { dragDown } from "./support/drawer";
import { animationsSettled, trackNetwork } from "./support/waits";

test.describe("global layout", () => {
  test("the IP Services mega menu opens and closes with the keyboard and lists seven IP groups", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/patent-drafting");
    const trigger = page.getByRole("button", { name: "IP Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const group of menuGroups("ip"))
      await expect(nav.getByText(group.title, { exact: true })).toBeVisible();
    expect(menuGroups("ip")).toHaveLength(7);

    // Tab moves into the panel; Enter follows the focused link.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Patent Drafting" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Trademark Search" }).click();
    await expect(page).toHaveURL(/\/trademark-search$/);
    await expect(page.locator("h1")).toHaveText("Trademark Search");
  });

  test("Solutions and About Us menus open from the keyboard", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Solutions" }).focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Startups" })).toBeVisible();
    await page.keyboard.press("Escape");
    await nav.getByRole("button", { name: "About Us" }).focus();
    await page.keyboard.press("Enter");
    for (const name of ["Who We Are", "Our Team", "Why Us", "Careers"])
      await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(page.getByText("ENG", { exact: true }).first()).toBeVisible();
  });

  test("the phone drawer opens, lists the five entries and closes", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/why-us");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // The spec's five entries come first, in its order and words, with Solutions beside IP
    // Services (issue 63, M4; each leads to its list further down); every section follows.
    const links = drawer.getByRole("navigation", { name: "Mobile" }).getByRole("link");
    const [first] = await links.evaluateAll((as) => [as.slice(0, 6).map((a) => a.textContent)]);
    expect(first).toEqual([
      "Home",
      "IP Services",
      "Solutions",
      "About Us",
      "Domains",
      "Contact Us",
    ]);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "Domains" }).click();
    await expect(page).toHaveURL(/\/domains$/);
    await expect(drawer).toBeHidden();
  });

  test("the phone drawer stays open after a short drag and closes past a quarter of its height", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const drawer = page.getByRole("dialog", { name: "Menu" });

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await animationsSettled(page, drawer); // the slide-in, before dragging
    await dragDown(page, drawer, 0.1);
    // Released short of the threshold, the drawer slides back up rather than down and out.
    await animationsSettled(page, drawer);
    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveCSS("transform", /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);

    await dragDown(page, drawer, 0.4);
    await expect(drawer).toBeHidden();
  });

  test("the footer links its columns, and the copyright year follows the visitor's clock", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2031-01-01T00:05:00"));
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.getByTestId("copyright-year")).toHaveText("2031");
    const expertise = footer.getByRole("navigation", { name: "Expertise" }).getByRole("link");
    await expect(expertise).toHaveText([
      "Aerospace",
      "Biotechnology",
      "Software",
      "Life Science & Chemistry",
      "Engineering",
    ]);
    // Each leads to its own section of /domains.
    expect(
      await expertise.evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual([
      "/domains#aerospace",
      "/domains#biotechnology",
      "/domains#software",
      "/domains#life-science-chemistry",
      "/domains#engineering",
    ]);
    const quick = footer.getByRole("navigation", { name: "Quick links" }).getByRole("link");
    await expect(quick).toHaveText([
      "Why Us",
      "Our Team",
      "Who We Are",
      "Contact Us",
      "Request a Quote",
      "Insights",
      "Confidentiality",
      "How We Work",
      "What You Receive",
      "IP Deadline Calculator",
      "Site Map",
    ]);
    const services = footer.getByRole("navigation", { name: "Services" }).getByRole("link");
    await expect(services).toHaveText(["Patent", "Trademark", "Copyrights", "Legal Support"]);
    await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    const chat = page.getByRole("link", { name: /chat with us/i }).last();
    await expect(chat).toHaveCSS("border-radius", /px|%/);
    // It floats in the margin beside the content where there is one; elsewhere it ends the page.
    await page.setViewportSize(DESKTOP);
    await expect(chat).toHaveCSS("position", "fixed");
    await page.setViewportSize(PHONE);
    await expect(chat).toHaveCSS("position", "static");
  });

  // Written out for three pages rather than computed with otherServicesFor(), the function the
  // list is built with: its group's other pages in menu order, then work offered on request.
  const otherServices: [string, [string, string | null][]][] = [
    [
      "/ids-management",
      [
        ["Patent Proofreading", "/patent-proofreading"],
        ["Remote Patent Docketing", "/remote-patent-docketing"],
        ["Patent Translations", "/patent-translations"],
        ["File History Analysis", "/file-history-analysis"],
        ["Patent Data Verification", "/data-verification"],
        ["Prosecution Support", "/prosecution-support"],
        ["Annuity and maintenance-fee reminders", null],
      ],
    ],
    [
      "/patent-drafting",
      [
        ["Office Action Response", "/office-action-response"],
        ["Patent Filing Services", "/patent-filing-services"],
        ["Design Patent Drawings", "/design-patent-drawings"],
        ["Formal Patent Drawings", "/formal-patent-drawings"],
        ["Sequence Listing (WIPO ST.26)", "/sequence-listing"],
      ],
    ],
    [
      "/copyright-registration",
      [
        ["Design Registration", "/design-registration"],
        ["Copyright assignment and license drafting", null],
      ],
    ],
  ];

  for (const [path, expected] of otherServices) {
    test(`'Other Services' on ${path} lists its siblings in order, not itself, and on-request work unlinked`, async ({
      page,
    }) => {
      await page.goto(path);
      const list = page.getByRole("navigation", { name: "Other Services" });
      const items = list.getByRole("listitem");
      // Work on request is plain text with an "On request" note; the titles hold no regex syntax.
      await expect(items).toHaveText(
        expected.map(([title, href]) => (href ? title : new RegExp(`^${title}\\s*On request$`))),
      );
      await expect(list.locator(`a[href="${path}"]`)).toHaveCount(0);
      for (const [title, href] of expected) {
        const link = list.getByRole("link", { name: title, exact: true });
        if (href) await expect(link).toHaveAttribute("href", href);
        else {
          await expect(list.getByText(title)).toBeVisible();
          await expect(link).toHaveCount(0);
        }
      }
    });
  }

  test("a page fetches no other route while the visitor reads, and readies one when its link is hovered", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const routeFetches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has("_rsc")) routeFetches.push(url.pathname);
    });
    const networkQuiet = trackNetwork(page);
    await page.goto("/patent-drafting", { waitUntil: "load" });
    // Next would prefetch the links in view once idle after hydration: let it have the chance.
    await networkQuiet();
    expect(routeFetches, "no route is fetched before any intent").toEqual([]);

    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Contact Us" }).hover();
    await expect.poll(() => routeFetches).toContain("/contact-us");

    // The click is a client-side navigation: the window (and this marker) survives it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await header.getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  });

  test("an unknown path answers 404 inside the site layout with ways on", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
    for (const group of serviceGroups)
      await expect(page.locator("main").getByRole("link", { name: group.title })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact-us",
    );
    await expect(page.locator("footer")).toBeVisible();
  });
});

// Issue 63, L9: calls to action in one casing, Title Case as the spec's 'Get a Quote'; the
// language label ENG says what it is and is no control.
test("the calls to action on a page read in one casing, and ENG is a label, not a switch", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/why-us");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Request a Quote", exact: true })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Get a Quote", exact: true }).first()).toBeVisible();
  const eng = header.getByText("ENG", { exact: true });
  await expect(eng).toBeVisible();
  await expect(header.getByRole("button", { name: /ENG/ })).toHaveCount(0);
  await expect(header.getByRole("link", { name: /ENG/ })).toHaveCount(0);
  await expect(eng.locator("..")).toHaveAttribute("title", "This site is in English only");
  await expect(eng.locator("..")).toHaveText("Site language: ENG");
});
