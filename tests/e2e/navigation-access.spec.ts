import type { Locator, Route } from "@playwright/test";
import { aboutLinks, buyerLinks, drawerLinks } from "@/content/navigation";
import { allEntries, menuGroups, solutionLinks } from "@/lib/content/registry";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";
import { dragDown } from "./support/drawer";
import { animationsSettled } from "./support/waits";

/** Whether focus is inside `container`. */
const focusWithin = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

test.describe("the phone drawer holds focus while open", () => {
  test("focus moves into the drawer, cannot leave it, and the page behind is inert", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
    for (const region of ["header", "main", "footer"])
      await expect(page.locator(region).first()).toHaveAttribute("inert", "");

    // Forwards and backwards, Tab stays among the drawer's own controls.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await focusWithin(drawer), `after Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusWithin(drawer), `after Shift+Tab ${i + 1}`).toBe(true);
    }
    expect(await axeViolations(page), "axe with the drawer open").toEqual([]);

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator("main")).not.toHaveAttribute("inert");
  });

  test("focus returns to the menu button after the close button, a drag and a link", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/why-us");
    const opener = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });

    await opener.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(drawer).toBeVisible();
    await animationsSettled(page, drawer); // the slide-in, before dragging
    await dragDown(page, drawer, 0.5);
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    const domains = drawer.getByRole("link", { name: "Domains" });
    await domains.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/domains$/);
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator("main")).not.toHaveAttribute("inert");
  });
});

/** Radix's NavigationMenu arrives 2 s late; every other script on time. */
async function holdMenuCode(route: Route) {
  try {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes("NavigationMenuTrigger"))
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fulfill({ response, body });
  } catch {
    // The test ended with a chunk still on its way.
  }
}

test.describe("the phone drawer reaches every section", () => {
  test("at 390 px every menu destination is a link in the drawer, the groups open in place", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/why-us");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const nav = drawer.getByRole("navigation", { name: "Mobile" });
    await expect(nav).toBeVisible();
    const hrefs = async (scope: Locator) =>
      scope.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));

    // Solutions, the About pages and the rest are listed under their headings, one tap away.
    const sections: [string, { title: string; url: string }[]][] = [
      ["Solutions", solutionLinks()],
      ["About Us", [...aboutLinks, ...buyerLinks]],
      [
        "More",
        [
          { title: "Insights", url: "/insights" },
          { title: "IP Deadline Calculator", url: "/ip-deadline-calculator" },
          { title: "Site Map", url: "/site-map" },
        ],
      ],
    ];
    for (const [name, links] of sections) {
      const section = nav.getByRole("region", { name });
      await expect(section.getByRole("link")).toHaveText(links.map((l) => l.title));
      expect(await hrefs(section)).toEqual(links.map((l) => l.url));
      const last = section.getByRole("link").last();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
    }

    // Each service group is a closed disclosure that opens on a tap and lists its pages.
    for (const [name, groups] of [
      ["IP Services", menuGroups("ip")],
      ["Legal Support", menuGroups("legal")],
    ] as const) {
      const section = nav.getByRole("region", { name });
      for (const group of groups) {
        const pages = group.content.map((c) => c.url);
        const first = section.getByRole("link", { name: group.content[0]!.subTitle, exact: true });
        await expect(first).toBeHidden();
        await section.getByText(group.title, { exact: true }).click();
        await expect(first).toBeVisible();
        const listed = await hrefs(section);
        for (const url of pages) expect(listed, `${group.title}: ${url}`).toContain(url);
      }
    }

    // A page deep in a group opens from the drawer, which closes.
    const group = menuGroups("ip")[1]!;
    const target = group.content.at(-1)!;
    await nav.getByRole("link", { name: target.subTitle, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.url}$`));
    await expect(drawer).toBeHidden();
    await expect(page.locator("h1")).toBeVisible();
  });
});

test.describe("the desktop menus follow focus and the columns", () => {
  test("a closed panel cannot be seen, reached by Tab or by a screen reader, or clicked", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/patent-drafting");
    const nav = page.getByRole("navigation", { name: "Main" });
    const ip = nav.getByRole("button", { name: "IP Services" });
    // Opened and closed once, so the panel's columns are surely there.
    await ip.click();
    await expect(nav.getByRole("link", { name: "Trademark Search" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(ip).toHaveAttribute("aria-expanded", "false");

    const panel = page.locator(`[id="${await ip.getAttribute("aria-controls")}"]`);
    await expect(panel.getByText("Trademark Search", { exact: true })).toHaveCount(1);
    const unseen = await panel.evaluate((element) => {
      const style = getComputedStyle(element);
      return (
        style.display === "none" || style.visibility === "hidden" || Number(style.opacity) < 0.01
      );
    });
    expect(unseen, "the closed panel cannot be seen").toBe(true);
    await expect(nav.getByRole("link", { name: "Trademark Search" })).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("button", { name: "Solutions" })).toBeFocused();
    // What lies under the closed panel answers the pointer: here the page's own heading.
    const heading = page.getByRole("heading", { level: 1 });
    const box = (await heading.boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(box.y, "the heading lies under the panel").toBeLessThan(panelBox.y + panelBox.height);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("h1, nav")?.tagName ?? null,
      [box.x + 4, box.y + box.height / 2],
    );
    expect(hit).toBe("H1");
  });

  test("a panel closes when focus tabs out of it", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("button", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    for (const link of [...aboutLinks, ...buyerLinks]) {
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: link.title })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Domains" })).toBeFocused();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Careers" })).toBeHidden();

    // Shift+Tab from a closed panel's trigger onwards closes an open one behind it too.
    const solutions = nav.getByRole("button", { name: "Solutions" });
    await solutions.focus();
    await page.keyboard.press("Enter");
    await expect(solutions).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Shift+Tab");
    await expect(solutions).toHaveAttribute("aria-expanded", "false");
  });

  test("in the IP Services panel the arrow keys move along rows and down columns", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "IP Services" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Patent Drafting" })).toBeFocused();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        return { text: element.textContent, left: box.left, top: box.top };
      });
    // Focus moves once the arrow-key code, fetched as the panel opened, has arrived.
    const press = async (key: string) => {
      const before = (await focused()).text;
      await page.keyboard.press(key);
      await expect.poll(async () => (await focused()).text, `${key} moves focus`).not.toBe(before);
      return focused();
    };

    // Right along the top row, one column at a time, then back: the panel has four or more.
    let here = await focused();
    const row = [here];
    for (let i = 0; i < 3; i++) {
      const next = await press("ArrowRight");
      expect(next.left, `ArrowRight ${i + 1} moves to the next column`).toBeGreaterThan(
        here.left + 100,
      );
      expect(Math.abs(next.top - here.top), `ArrowRight ${i + 1} keeps the row`).toBeLessThan(40);
      row.push(next);
      here = next;
    }
    expect((await press("ArrowLeft")).text).toBe(row[2]!.text);

    // Down and up stay in the column.
    here = await focused();
    const below = await press("ArrowDown");
    expect(below.left).toBe(here.left);
    expect(below.top).toBeGreaterThan(here.top);
    expect(below.top - here.top, "the next link down, not one further").toBeLessThan(80);
    expect((await press("ArrowUp")).text).toBe(here.text);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  test("until the menu's code arrives the bar is links; a menu clicked meanwhile opens when it does", async ({
    page,
  }) => {
    await page.route("**/_next/static/chunks/**", holdMenuCode);
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const ipLink = nav.getByRole("link", { name: "IP Services" });
    await expect(ipLink).toHaveAttribute("href", "/site-map#menu-ip-services");
    await ipLink.click();
    const ip = nav.getByRole("button", { name: "IP Services" });
    await expect(ip).toHaveAttribute("aria-expanded", "true", { timeout: 10_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Patent Drafting" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(ip).toHaveAttribute("aria-expanded", "false");
  });

  test("focus on a link of the bar when the menu's code arrives stays on that item", async ({
    page,
  }) => {
    await page.route("**/_next/static/chunks/**", holdMenuCode);
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Solutions" }).focus();
    const solutions = nav.getByRole("button", { name: "Solutions" });
    await expect(solutions).toBeVisible({ timeout: 10_000 });
    await expect(solutions).toBeFocused();
  });
});

test.describe("the desktop menu panels' links", () => {
  test("a link navigates within the app, closes its panel and marks the current page", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/patent-drafting");
    const nav = page.getByRole("navigation", { name: "Main" });
    const trigger = nav.getByRole("button", { name: "IP Services" });
    await trigger.click();
    await expect(nav.getByRole("link", { name: "Patent Drafting" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Trademark Search" })).not.toHaveAttribute(
      "aria-current",
    );
    // A mark on the window survives only a navigation within the app, not a page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await nav.getByRole("link", { name: "Trademark Search" }).click();
    await expect(page).toHaveURL(/\/trademark-search$/);
    await expect(page.locator("h1")).toHaveText("Trademark Search");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true);
  });

  test("Home, End and the arrows move along a row panel's links", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "About Us" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const first = aboutLinks[0]!.title;
    const last = buyerLinks.at(-1)!.title;
    await expect(nav.getByRole("link", { name: first })).toBeFocused();
    await page.keyboard.press("End");
    await expect(nav.getByRole("link", { name: last })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(nav.getByRole("link", { name: first })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("link", { name: aboutLinks[1]!.title })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(nav.getByRole("link", { name: first })).toBeFocused();
  });
});

test.describe("the desktop menus answer the pointer and the menu bar's keys", () => {
  test("resting the pointer on a menu opens its panel; moving on to another switches, away closes", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/patent-drafting");
    const nav = page.getByRole("navigation", { name: "Main" });
    const ip = nav.getByRole("button", { name: "IP Services" });
    const about = nav.getByRole("button", { name: "About Us" });
    await ip.hover();
    await expect(ip).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Trademark Search" })).toBeVisible();

    // From the trigger down into its panel, across the header's edge, the panel stays.
    await nav.getByRole("link", { name: "Trademark Search" }).hover();
    await page.waitForTimeout(400);
    await expect(ip).toHaveAttribute("aria-expanded", "true");

    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(ip).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Careers" })).toBeVisible();

    await page.mouse.move(700, 700);
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Careers" })).toBeHidden();
  });

  test("a click just after the pointer opened a panel keeps it open; a later one or a press outside closes it", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const ip = nav.getByRole("button", { name: "IP Services" });
    // The visitor who rests on the menu and then clicks it meant to open it: a watcher clicks
    // in the frame after the pointer's rest has opened the panel.
    type Watched = Window & { afterClick?: Promise<string | null> };
    await ip.evaluate((button: HTMLElement) => {
      const frame = () => new Promise((done) => requestAnimationFrame(done));
      (window as Watched).afterClick = (async () => {
        while (button.getAttribute("aria-expanded") !== "true") await frame();
        button.click();
        await frame();
        await frame();
        return button.getAttribute("aria-expanded");
      })();
    });
    await ip.hover();
    const afterClick = await page.evaluate(() => (window as Watched).afterClick);
    expect(afterClick, "a click just after the pointer opened the panel").toBe("true");
    await page.waitForTimeout(600);
    await ip.click();
    await expect(ip).toHaveAttribute("aria-expanded", "false");

    await ip.click();
    await expect(ip).toHaveAttribute("aria-expanded", "true");
    // A press on plain text beside the menu bar: focus moves nowhere, the panel closes.
    await page.getByRole("banner").getByText("ENG", { exact: true }).click();
    await expect(ip).toHaveAttribute("aria-expanded", "false");
  });

  test("a click a second after the pointer opened a panel keeps it open; the next click closes it", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const ip = nav.getByRole("button", { name: "IP Services" });
    await ip.hover();
    await expect(ip).toHaveAttribute("aria-expanded", "true");
    await page.waitForTimeout(1_000);
    await ip.click();
    await page.waitForTimeout(300);
    await expect(ip).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Patent Drafting" })).toBeVisible();
    await ip.click();
    await expect(ip).toHaveAttribute("aria-expanded", "false");
  });

  test("Escape closes any open panel and puts focus back on its trigger", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/patent-drafting");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["IP Services", "Solutions", "About Us"]) {
      const trigger = nav.getByRole("button", { name });
      await trigger.focus();
      await page.keyboard.press("ArrowDown");
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      await expect(nav.locator("a:focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(trigger, `${name} closes`).toHaveAttribute("aria-expanded", "false");
      await expect(trigger).toBeFocused();
    }
  });

  test("Left, Right, Home and End move along the menu bar; Down opens a panel at its first link", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const home = nav.getByRole("link", { name: "Home", exact: true });
    await expect(nav.getByRole("button", { name: "IP Services" })).toBeVisible();
    await home.focus();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("button", { name: "IP Services" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("button", { name: "Solutions" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(nav.getByRole("link", { name: "Contact Us" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(nav.getByRole("link", { name: "Domains" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(home).toBeFocused();

    const about = nav.getByRole("button", { name: "About Us" });
    await about.focus();
    await page.keyboard.press("ArrowDown");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: aboutLinks[0]!.title })).toBeFocused();
  });
});

test.describe("without JavaScript every menu destination is reachable", () => {
  test.use({ javaScriptEnabled: false });

  test("IP Services, Solutions and About Us lead to lists of their destinations", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/patent-drafting");
    const header = page.getByRole("banner");
    const menu = page.getByRole("navigation", { name: "Site map", exact: true });

    const sections: [string, { title: string; url: string }[]][] = [
      [
        "IP Services",
        [...menuGroups("ip"), ...menuGroups("legal")].flatMap((g) =>
          g.content.map((c) => ({ title: c.subTitle, url: c.url })),
        ),
      ],
      ["Solutions", solutionLinks()],
      ["About Us", [...aboutLinks]],
    ];
    for (const [name, links] of sections) {
      await header.getByRole("link", { name }).click();
      await expect(page).toHaveURL(/\/site-map#menu-/);
      const section = menu.getByRole("region", { name });
      await expect(section).toBeInViewport();
      const listed = section.getByRole("link");
      await expect(listed).toHaveText(links.map((l) => l.title));
      expect(await listed.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
        links.map((l) => l.url),
      );
    }
    await header.getByRole("link", { name: "Solutions" }).click();
    await menu.getByRole("link", { name: solutionLinks()[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`${solutionLinks()[0]!.url}$`));
    await expect(page.locator("h1")).toBeVisible();
  });

  test("on a phone the menu button leads to the navigation and its search", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/why-us");
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(page).toHaveURL(/\/site-map$/);
    await expect(page.locator("h1")).toHaveText("Site map");
    const menu = page.getByRole("navigation", { name: "Site map", exact: true });
    const hrefs = await menu
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    // The drawer's IP Services and Solutions lead to its own lists; the site map has its own.
    for (const link of drawerLinks.filter((l) => !("section" in l)))
      expect(hrefs, link.title).toContain(link.url);

    const search = menu.getByRole("search");
    await search.getByLabel("Search from the menu").fill("trademark renewal");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=trademark\+renewal$/);
    await expect(page.getByRole("link", { name: "Trademark Renewal" }).first()).toBeVisible();
  });
});

test("the site map those links lead to is a page of its own and passes axe", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/why-us");
  const menu = page.getByRole("navigation", { name: "Site map", exact: true });
  // Not a hidden copy on every page: it would weigh on each page's HTML and hydration.
  await expect(menu).toHaveCount(0);
  await page.goto("/site-map");
  await expect(menu).toBeVisible();
  expect(await axeViolations(page), "axe at 390 px").toEqual([]);
  await page.setViewportSize(DESKTOP);
  expect(await axeViolations(page), "axe at 1440 px").toEqual([]);
});

test.describe("enlarged text and narrow desktops", () => {
  const BIG_TEXT = "html { font-size: 200% }";

  test("with text at 200% no registered route scrolls sideways at 320 px", async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 320, height: 700 });
    const wide: string[] = [];
    const entries = allEntries();
    expect(entries.length).toBeGreaterThan(60);
    for (const entry of entries) {
      await page.goto(entry.path);
      await page.addStyleTag({ content: BIG_TEXT });
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (scroll > client) wide.push(`${entry.path}: ${scroll} px`);
    }
    expect(wide, "routes wider than the 320 px screen").toEqual([]);
  });

  test("with text at 200% a 1440 px screen gets the compact header, not a wrapped menu bar", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/patent-drafting");
    await page.addStyleTag({ content: BIG_TEXT });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const opener = page.getByRole("button", { name: "Open menu" });
    await expect(opener).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await opener.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await axeViolations(page), "axe at 200% with the drawer open").toEqual([]);
  });

  test("at 1024 px the header labels keep to one line and the IP Services panel fits the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/patent-drafting");
    const nav = page.getByRole("navigation", { name: "Main" });
    // Measured once the Radix bar has taken the server's links' place (at idle).
    await expect(nav.getByRole("button", { name: "IP Services" })).toBeVisible();
    // Each label's text lies on a single line box.
    const lines = await nav.evaluate((element) =>
      [...element.querySelectorAll("a, button")].map((item) => {
        const tops = new Set<number>();
        const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(walker.currentNode);
          for (const rect of range.getClientRects())
            if (rect.width > 0) tops.add(Math.round(rect.top));
        }
        return `${item.textContent?.trim()}: ${tops.size}`;
      }),
    );
    for (const label of ["Home", "IP Services", "Solutions", "About Us", "Domains", "Contact Us"])
      expect(lines).toContain(`${label}: 1`);

    await nav.getByRole("button", { name: "IP Services" }).click();
    const legal = nav.getByText("Legal Support", { exact: true });
    await expect(legal).toBeInViewport({ ratio: 1 });
    // Every link of the panel is on screen and is what a click at its middle reaches.
    const panelLinks = nav.getByRole("listitem").filter({ has: page.locator("[data-state=open]") });
    await expect(panelLinks.getByRole("link")).toHaveCount(
      [...menuGroups("ip"), ...menuGroups("legal")].flatMap((g) => g.content).length,
    );
    const hidden = await panelLinks.getByRole("link").evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          const hit = y < window.innerHeight ? document.elementFromPoint(x, y) : null;
          return box.bottom > window.innerHeight || !hit || !link.contains(hit);
        })
        .map((link) => link.textContent),
    );
    expect(hidden, "panel links below the fold or covered").toEqual([]);
    expect(await axeViolations(page), "axe with the panel open at 1024 px").toEqual([]);
  });
});

// Issue 63, M4: the drawer's top IP Services entry had led to one service, /patent-drafting.
test("the drawer's IP Services and Solutions lead to their lists, and the drawer stays open", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/why-us");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  const nav = drawer.getByRole("navigation", { name: "Mobile" });
  const top = nav.getByRole("list").first().getByRole("link");
  await expect(top).toHaveText([
    "Home",
    "IP Services",
    "Solutions",
    "About Us",
    "Domains",
    "Contact Us",
  ]);

  for (const [name, first] of [
    ["IP Services", menuGroups("ip")[0]!.title],
    ["Solutions", solutionLinks()[0]!.title],
  ] as const) {
    await nav.getByRole("list").first().getByRole("link", { name }).focus();
    await page.keyboard.press("Enter");
    const heading = nav.getByRole("heading", { name, exact: true });
    await expect(heading).toBeFocused();
    await expect(page).toHaveURL(/\/why-us$/);
    await expect(drawer).toBeVisible();
    // The list itself is on screen: its first entry, below the heading.
    const section = nav.getByRole("region", { name });
    await expect(section.getByText(first, { exact: true })).toBeInViewport();
    // The next Tab goes on into that list.
    await page.keyboard.press("Tab");
    expect(await focusWithin(section)).toBe(true);
  }
});

// Issue 63, M5: a footer link survives the navigation; focus must not stay on it.
for (const viewport of [PHONE, DESKTOP])
  test(`at ${viewport.width} px Enter on a footer link moves focus to the new page's start`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/why-us");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "How We Work", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/how-we-work$/);
    await expect(page.locator("h1")).toHaveText("How we work and price");
    await expect.poll(() => focusWithin(footer), "focus left the footer").toBe(false);
    // The next Tab reaches the new page's first control, at the top, not the next footer link.
    await page.keyboard.press("Tab");
    expect(await focusWithin(page.getByRole("main")), "Tab goes into the new page").toBe(true);
    expect(await page.evaluate(() => scrollY), "still near the top").toBeLessThan(viewport.height);
  });

// Issue 63, L1: Radix's focus proxy beside an open panel's trigger was aria-hidden and tabbable.
test("with the IP Services panel open axe finds nothing, and Tab goes from the trigger into the panel", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/why-us");
  const nav = page.getByRole("navigation", { name: "Main" });
  const trigger = nav.getByRole("button", { name: "IP Services" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  await trigger.focus();
  await page.keyboard.press("Tab");
  await expect(
    nav.getByRole("link", { name: menuGroups("ip")[0]!.content[0]!.subTitle, exact: true }),
  ).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(trigger).toBeFocused();
});
