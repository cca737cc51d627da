import type { Page } from "@playwright/test";
import { home } from "@/content/home";
import { site } from "@/content/site";
import { audiencePages, pathOf } from "@/lib/content/registry";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";
import { animationsSettled, nextFrames, trackNetwork } from "./support/waits";

const offerings = audiencePages.map((page) => ({ title: page.label, url: pathOf(page.slug) }));
const quotes = home.testimonials.items;

/** Strings only the particle code contains: engine and wrapper error messages, a plugin name. */
const PARTICLE_CODE = /tsParticles version|particlesLinks|ParticlesProvider init/;

/** Every script the page fetches, with its URL and whether its body is particle code. */
function recordScripts(page: Page) {
  const pending: Promise<{ url: string; particles: boolean }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .text()
        .then((body) => ({ url: response.url(), particles: PARTICLE_CODE.test(body) }))
        .catch(() => ({ url: response.url(), particles: false })),
    );
  });
  return () => Promise.all(pending);
}

/** Scrolls to the bottom and back so every reveal-on-scroll runs, then waits for it to settle. */
async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  for (let y = 0; y <= height; y += step / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
  await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
  await animationsSettled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe("home page", () => {
  test("the hero shows the motto as the one h1, the tagline, the contact button and both call links", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText(home.hero.heading);
    await expect(h1).toContainText(home.hero.slogan);
    await expect(page.getByText(home.hero.tagline, { exact: true })).toBeVisible();
    await expect(
      page.getByRole("link", { name: home.hero.cta.label, exact: true }),
    ).toHaveAttribute("href", "/contact-us");

    const calls = page.getByRole("list", { name: home.hero.phoneBanner.label });
    for (const phone of site.phones) {
      const link = calls.getByRole("link", { name: `Call ${phone.label} ${phone.display}` });
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute("href", `tel:${phone.tel}`);
    }
    // The copies that make the loop seamless, added once the browser is idle, are inert: out of
    // the keyboard's reach and hidden from assistive tech.
    const copies = page.locator(`[inert][aria-hidden="true"] a[href="tel:${site.phones[0].tel}"]`);
    await expect.poll(() => copies.count()).toBeGreaterThan(0);
    for (const copy of await copies.all()) {
      await copy.evaluate((a) => a.focus());
      await expect(copy).not.toBeFocused();
    }
  });

  test("sections follow the spec's order", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("main h2")).toHaveText([
      home.serviceStrip.label,
      home.intro.heading,
      home.popularServices.heading,
      home.competition.heading,
      home.coreValues.heading,
      home.solutions.heading,
      home.testimonials.heading,
      "Looking for best IP Solutions?",
    ]);
    // The visible label is the spec's; the accessible name says where the link goes.
    const learnMore = page.getByRole("link", { name: "LEARN MORE about who we are", exact: true });
    await expect(learnMore).toHaveAttribute("href", "/who-we-are");
    await expect(learnMore).toHaveText(/^LEARN MORE/);
    const competition = page.getByRole("region", { name: home.competition.heading });
    await expect(
      competition.getByRole("link", { name: home.competition.cta.label }),
    ).toHaveAttribute("href", "/why-us");
  });

  test("the service strip loops its five tiles with a CSS animation that pauses on hover and stops on focus", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const strip = page.getByRole("list", { name: home.serviceStrip.label });
    await expect(strip.getByRole("link")).toHaveText(home.serviceStrip.tiles.map((t) => t.title));
    const track = strip.locator("xpath=..");
    const animation = () =>
      track.evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, state: style.animationPlayState };
      });
    await expect.poll(animation).toEqual({ name: "marquee", state: "running" });
    // Seamless: the keyframe moves the track by half its width, which must be whole copies,
    // each ending with the same gap that separates its tiles.
    const copies = await track.evaluate((el) =>
      [...el.querySelectorAll(":scope > ul, :scope > [inert] > ul")].map((ul) => {
        const style = getComputedStyle(ul);
        return {
          width: ul.getBoundingClientRect().width,
          gap: style.columnGap,
          end: style.paddingRight,
        };
      }),
    );
    expect(copies.length % 2).toBe(0);
    for (const copy of copies) expect(copy).toEqual({ ...copies[0], width: copy.width });
    for (const copy of copies) expect(copy.width).toBeCloseTo(copies[0]!.width, 1);
    expect(copies[0]!.gap).toBe(copies[0]!.end);

    // The tiles move, so hover the strip's frame (which does not) rather than a tile.
    await track.locator("xpath=..").hover();
    await expect.poll(animation).toEqual({ name: "marquee", state: "paused" });

    await page.mouse.move(0, 0);
    await strip.getByRole("link").first().focus();
    await expect.poll(async () => (await animation()).name).toBe("none");
    await expect(strip.getByRole("link").first()).toBeInViewport();
  });

  test("core values and experience bars carry the spec's titles and figures", async ({ page }) => {
    await page.goto("/");
    for (const value of home.coreValues.items)
      await expect(page.getByRole("heading", { name: value.title, exact: true })).toBeVisible();
    for (const bar of home.experience.bars) {
      const meter = page.getByRole("meter", { name: bar.title });
      await expect(meter).toHaveAttribute("aria-valuenow", String(bar.percent));
    }
    await expect(page.getByRole("meter", { name: "Patent Prosection" })).toHaveCount(1);
  });

  test("wide screens stack the solution cards: a back card comes to the front and the front card opens its page", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const stack = page.getByTestId("solution-cards");
    const [first, second, third] = offerings;
    if (!first || !second || !third) throw new Error("expected seven audience pages");

    // Selected index starts at 0: the first card is the one link, the other six are buttons.
    await expect(stack.getByRole("link")).toHaveCount(1);
    await expect(stack.getByRole("link")).toHaveAttribute("href", first.url);
    await expect(stack.getByRole("button", { name: /^Show / })).toHaveCount(offerings.length - 1);
    // The front card lies over the six behind it, whose spines show to its right.
    const front = (await stack.getByRole("link").boundingBox())!;
    for (const spine of await stack.getByRole("button", { name: /^Show / }).all()) {
      const box = (await spine.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(front.x + front.width - 1);
      expect(box.height).toBeGreaterThan(front.height * 0.6);
    }

    // Mouse: clicking a back card (on its spine, the part in view) brings it to the front.
    const back = stack.getByRole("button", { name: `Show ${third.title}` });
    const backBox = await back.boundingBox();
    if (!backBox) throw new Error("back card has no box");
    await back.click({ position: { x: backBox.width - 20, y: backBox.height / 2 } });
    await expect(stack.getByRole("link")).toHaveAttribute("href", third.url);
    await expect(stack.getByRole("button", { name: `Show ${first.title}` })).toBeVisible();

    // Keyboard: Enter on a back card does the same and leaves focus on the new front link.
    await stack.getByRole("button", { name: `Show ${second.title}` }).focus();
    await page.keyboard.press("Enter");
    const link = stack.getByRole("link");
    await expect(link).toHaveAttribute("href", second.url);
    await expect(link).toBeFocused();

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${second.url}$`));
    await expect(page.locator("h1")).toHaveCount(1);
  });

  test("narrow screens show the solutions as a plain grid of seven links", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/");
    const grid = page.getByTestId("solution-cards");
    await expect(grid).toBeVisible();
    await expect(grid.getByRole("button")).toHaveCount(0);
    const links = grid.getByRole("link");
    await expect(links).toHaveCount(offerings.length);
    for (const [i, offering] of offerings.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", offering.url);
      await expect(links.nth(i)).toContainText(offering.title);
    }
    await links.nth(4).click();
    await expect(page).toHaveURL(new RegExp(`${offerings[4]?.url}$`));
  });

  for (const [name, viewport] of [
    ["1440", DESKTOP],
    ["390", PHONE],
  ] as const) {
    test(`testimonials step and wrap in both directions at ${name} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const current = page.getByTestId("testimonial-current");
      const previous = page.getByTestId("testimonial-previous");
      const next = page.getByTestId("testimonial-next");
      const wide = viewport === DESKTOP;
      const expectShowing = async (index: number) => {
        const at = (i: number) => quotes[(i + quotes.length) % quotes.length]!;
        await expect(current).toContainText(at(index).text);
        await expect(current).toContainText(at(index).by);
        if (wide) {
          await expect(previous).toContainText(at(index - 1).text);
          await expect(next).toContainText(at(index + 1).text);
        } else {
          await expect(previous).toBeHidden();
          await expect(next).toBeHidden();
        }
      };

      await expectShowing(0);
      const back = page.getByRole("button", { name: home.testimonials.previousLabel });
      const forward = page.getByRole("button", { name: home.testimonials.nextLabel });

      await back.click(); // wraps from the first quote to the last
      await expectShowing(quotes.length - 1);
      // A polite live region reads the new quote once.
      const live = page.locator('[aria-live="polite"]').filter({ hasText: quotes.at(-1)!.text });
      await expect(live).toHaveCount(1);
      await expect(live).toContainText(quotes.at(-1)!.by);
      await forward.click(); // wraps from the last quote to the first
      await expectShowing(0);
      await forward.click();
      await expectShowing(1);
      for (let i = 0; i < quotes.length - 1; i++) await forward.click();
      await expectShowing(0);
      await back.click();
      await back.click();
      await expectShowing(quotes.length - 2);
    });
  }

  test("with reduced motion there is no particle canvas, no particle code fetched and nothing moves or hides", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize(DESKTOP);
    const scripts = recordScripts(page);
    const networkQuiet = trackNetwork(page);
    await page.goto("/", { waitUntil: "load" });
    // The engagement that starts the particles under normal motion.
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    // The engagement has been dispatched; under normal motion it starts the particle import.
    await networkQuiet();
    await expect(page.locator("canvas")).toHaveCount(0);
    const fetched = await scripts();
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((s) => s.particles).map((s) => s.url)).toEqual([]);

    const strip = page.getByRole("list", { name: home.serviceStrip.label });
    await expect(strip.locator("xpath=..")).toHaveCSS("animation-name", "none");
    // The copies that loop a moving strip are never added.
    await expect(strip.locator("xpath=following-sibling::*")).toHaveCount(0);

    // Content below the fold is already visible: no reveal hides it.
    await page.mouse.wheel(0, 4000);
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0);
    const lastValue = page.getByRole("heading", { name: home.coreValues.items[5]!.title });
    await expect(lastValue).toBeVisible();
  });

  test("with normal motion a particle canvas appears once the visitor engages after load, from code fetched after load, without layout shift", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const scripts = recordScripts(page);
    const networkQuiet = trackNetwork(page);
    await page.goto("/", { waitUntil: "load" });
    const canvas = page.getByTestId("hero-particles").locator("canvas");
    // A visitor who has not moved, touched, scrolled or typed sees the static backdrop only.
    await networkQuiet();
    await expect(canvas).toHaveCount(0);
    expect((await scripts()).filter((s) => s.particles)).toEqual([]);

    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    await expect(canvas).toBeVisible({ timeout: 15_000 });
    const hero = await page
      .getByRole("region", { name: new RegExp(home.hero.heading) })
      .boundingBox();
    const box = await canvas.boundingBox();
    expect(box?.width).toBeCloseTo(hero?.width ?? 0, 0);
    expect(box?.height).toBeCloseTo(hero?.height ?? 0, 0);

    const particleUrls = (await scripts()).filter((s) => s.particles).map((s) => s.url);
    expect(particleUrls.length, "particle code is fetched").toBeGreaterThan(0);
    // None of it was among the scripts the page needed for its load event.
    const fetchedBeforeLoad = await page.evaluate((urls) => {
      const [nav] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return performance
        .getEntriesByType("resource")
        .filter((r) => urls.includes(r.name) && r.startTime < (nav?.loadEventStart ?? 0))
        .map((r) => r.name);
    }, particleUrls);
    expect(fetchedBeforeLoad).toEqual([]);

    await revealAll(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift, "cumulative layout shift").toBeLessThan(0.01);
  });

  test("every link on the home page resolves", async ({ page, request }) => {
    await page.goto("/");
    const hrefs = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href")!)),
    ]);
    const internal = hrefs.filter((href) => href.startsWith("/"));
    expect(internal.length).toBeGreaterThan(20);
    for (const href of internal) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
    const phones = hrefs.filter((href) => href.startsWith("tel:"));
    expect(phones.sort()).toEqual(site.phones.map((p) => `tel:${p.tel}`).sort());
    for (const href of hrefs.filter((h) => h.startsWith("#")))
      await expect(page.locator(href), href).toHaveCount(1);
    for (const href of hrefs.filter((h) => !/^[/#]/.test(h) && !h.startsWith("tel:")))
      expect(href).toMatch(/^(https:\/\/|mailto:)/);
  });

  for (const [name, viewport] of [
    ["1440", DESKTOP],
    ["390", PHONE],
  ] as const) {
    test(`has no axe violations at ${name} px once every section has been revealed`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await revealAll(page);
      expect(await axeViolations(page), `axe at ${name} px`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `no horizontal scrolling at ${name} px`).toBeLessThanOrEqual(0);
    });
  }
});
