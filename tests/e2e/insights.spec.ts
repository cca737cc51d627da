import type { Page } from "@playwright/test";
import Parser from "rss-parser";
import { domains } from "@/content/company/domains";
import { team } from "@/content/company/team";
import {
  bylineOf,
  insightsNewestFirst,
  insightsTagged,
  relatedInsights,
} from "@/lib/content/insights";
import { insightPath, servicePage } from "@/lib/content/registry";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";

const newest = insightsNewestFirst();
const article = newest[0]!;
const tag = article.tags[0]!;
const tagged = insightsTagged(tag);

/** The article titles listed on the current page, in order. */
const listedTitles = (page: Page) =>
  page
    .getByRole("region", { name: /articles/i })
    .getByRole("heading", { level: 3 })
    .allTextContents();

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test.describe(`insights ${mode}`, () => {
    test.use({ javaScriptEnabled });

    test("the list shows every article newest first, and a tag filters it on the server", async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto("/insights");
      expect(await listedTitles(page)).toEqual(newest.map((i) => i.title));

      const filter = page.getByRole("navigation", { name: "Filter by topic" });
      await filter.getByRole("link", { name: servicePage(tag).title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/insights\\?tag=${tag}$`));
      await expect(
        filter.getByRole("link", { name: servicePage(tag).title, exact: true }),
      ).toHaveAttribute("aria-current", "page");
      expect(await listedTitles(page)).toEqual(tagged.map((i) => i.title));

      await filter.getByRole("link", { name: "All topics" }).click();
      await expect(page).toHaveURL(/\/insights$/);
      expect(await listedTitles(page)).toHaveLength(newest.length);
    });

    test("the team filters by domain and by service on the server, and the URL can be shared", async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto("/our-team?domain=biotechnology");
      const members = page.getByRole("region", { name: "Meet the team" });
      const expected = team.members.filter((m) =>
        (m.domains as readonly string[]).includes("biotechnology"),
      );
      await expect(members.getByRole("article")).toHaveCount(expected.length);
      for (const m of expected)
        await expect(members.getByRole("heading", { name: m.name })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "By technology domain" }).getByRole("link", {
          name: "Biotechnology",
        }),
      ).toHaveAttribute("aria-current", "page");

      const service = "trademark-search";
      await page
        .getByRole("navigation", { name: "By service" })
        .getByRole("link", { name: servicePage(service).title, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/our-team\\?service=${service}(#team-results)?$`));
      const byService = team.members.filter((m) => m.services.includes(service));
      await expect(members.getByRole("article")).toHaveCount(byService.length);
      expect(byService.length).toBeLessThan(team.members.length);
    });
  });
}

test("an article has a byline to its author (the firm by default), dates, reading time, tags and related insights", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(insightPath(article.slug));
  await expect(page.locator("h1")).toHaveText(article.title);
  const author = bylineOf(article);
  await expect(page.locator(`time[datetime="${article.published}"]`).first()).toBeVisible();
  await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
  for (const t of article.tags)
    await expect(
      page
        .locator("main ul[aria-label='Topics']")
        .first()
        .getByRole("link", { name: servicePage(t).title }),
    ).toHaveAttribute("href", `/${t}`);

  const related = page.getByRole("region", { name: "Related insights" });
  const relatedTitles = relatedInsights(article).map((i) => i.title);
  await expect(related.getByRole("heading", { level: 3 })).toHaveText(relatedTitles);

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .allTextContents()
    .then((texts) => texts.map((t) => JSON.parse(t) as { "@type"?: string }));
  expect(jsonLd.find((d) => d["@type"] === "Article")).toMatchObject({
    headline: article.title,
    datePublished: article.published,
    author: { name: author.name },
  });

  await page.locator('main a[rel="author"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${author.url}$`));
  if (author.person)
    await expect(page.getByRole("article", { name: author.name })).toBeInViewport();
  else await expect(page.locator("h1")).toHaveText("Who We Are");
});

test("every byline on the insights page leads to a page or profile that exists", async ({
  page,
}) => {
  await page.goto("/insights");
  const hrefs = await page
    .locator('a[rel="author"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs).toHaveLength(newest.length);
  await page.goto("/our-team");
  expect(hrefs).toEqual(newest.map((i) => bylineOf(i).url));
  for (const href of new Set(hrefs.filter((h) => h.includes("#")))) {
    const id = href.split("#")[1] ?? "";
    await expect(page.locator(`article[id="${id}"]`)).toHaveCount(1);
  }
});

test("a service page lists the insights tagged with it", async ({ page }) => {
  await page.goto(`/${tag}`);
  const section = page.getByRole("region", { name: "Insights on this service" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(tagged.map((i) => i.title));
});

test("the feed is linked from the head and the insights page, and parses as RSS with every article", async ({
  page,
  request,
}) => {
  await page.goto("/insights");
  const headLink = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(headLink).toHaveAttribute("href", /\/insights\/feed\.xml$/);
  await expect(page.getByRole("link", { name: /RSS feed/ })).toHaveAttribute(
    "href",
    "/insights/feed.xml",
  );

  const response = await request.get("/insights/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const feed = await new Parser().parseString(await response.text());
  expect(feed.items.map((i) => i.title)).toEqual(newest.map((i) => i.title));
  for (const item of feed.items)
    expect(new URL(item.link ?? "").pathname).toMatch(/^\/insights\/[a-z0-9-]+$/);
});

test("each domain section on /domains links to its people", async ({ page }) => {
  await page.goto("/domains");
  for (const domain of domains.domains) {
    const people = team.members.filter((m) => (m.domains as readonly string[]).includes(domain.id));
    const link = page
      .getByRole("region", { name: domain.title, exact: true })
      .getByRole("link", { name: /Meet our/ });
    if (people.length === 0) await expect(link).toHaveCount(0);
    else await expect(link).toHaveAttribute("href", `/our-team?domain=${domain.id}`);
  }
});

test("/confidentiality is linked from the footer, Contact Us and the audience pages that promise it", async ({
  page,
}) => {
  for (const path of [
    "/contact-us",
    "/to-ip-lawfirms",
    "/to-ip-consulting-firms",
    "/to-researchers",
  ]) {
    await page.goto(path);
    await expect(page.locator('main a[href="/confidentiality"]').first()).toBeVisible();
    await expect(page.locator('footer a[href="/confidentiality"]')).toHaveCount(1);
  }
  await page.goto("/confidentiality");
  for (const words of ["non-disclosure agreement", "EAR", "ITAR", "US persons", "Conflict checks"])
    await expect(page.getByRole("main")).toContainText(words);
});

test("a shared filter link is answered by a prerendered page under a hash policy, and hydrates", async ({
  page,
  request,
}) => {
  const response = await request.get("/insights?tag=" + tag);
  const scriptSrc = /script-src [^;]*/.exec(
    response.headers()["content-security-policy"] ?? "",
  )?.[0];
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toMatch(/'nonce-|'unsafe-inline'/);

  await page.setViewportSize(PHONE);
  await page.goto("/insights?tag=" + tag);
  expect(await listedTitles(page)).toEqual(tagged.map((i) => i.title));
  // Hydrated: the drawer opens in place rather than the menu link leading to /site-map.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page).toHaveURL(new RegExp(`/insights\\?tag=${tag}$`));
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
});

test("a topic no article carries answers 404 with the site's not-found page", async ({ page }) => {
  const response = await page.goto("/insights?tag=no-such-topic");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
  await expect(page.locator("main").getByRole("link", { name: "Contact us" })).toBeVisible();
});

test("the filtered pages fit 320 px and text at 200% without horizontal scrolling", async ({
  page,
}) => {
  for (const path of [
    "/insights?tag=" + tag,
    insightPath(article.slug),
    "/our-team?domain=biotechnology",
    "/confidentiality",
  ]) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    await page.evaluate(() => (document.documentElement.style.fontSize = "200%"));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} at 320 px and 200% text`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(PHONE);
  await page.goto("/our-team?service=trademark-search");
  expect(await axeViolations(page), "axe on a filtered team page").toEqual([]);
  await page.goto("/insights?tag=" + tag);
  expect(await axeViolations(page), "axe on a filtered insights page").toEqual([]);
});

test("the site map lists the insights page and every article", async ({ page }) => {
  await page.goto("/site-map");
  const section = page.getByRole("region", { name: "Insights" });
  await expect(section.getByRole("link")).toHaveText([
    "All insights",
    ...newest.map((i) => i.title),
  ]);
});
