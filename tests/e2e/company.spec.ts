import type { Page } from "@playwright/test";
import { careers } from "@/content/company/careers";
import { domains } from "@/content/company/domains";
import { team } from "@/content/company/team";
import { whoWeAre } from "@/content/company/who-we-are";
import { whyUs } from "@/content/company/why-us";
import { site } from "@/content/site";
import { POSITION_OPTIONS } from "@/lib/forms/careers-schema";
import { audiencePages, companyPages, pathOf } from "@/lib/content/registry";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const titleOf = (path: string) => companyPages.find((p) => p.path === path)?.title ?? "";

/** The page answers 200 under its registry title, and axe finds nothing at either width. */
async function openAndAudit(page: Page, path: string, check: () => Promise<void>) {
  await page.setViewportSize(DESKTOP);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(path));
  await check();
  expect(await axeViolations(page), "axe at 1440 px").toEqual([]);
  await page.setViewportSize(PHONE);
  expect(await axeViolations(page), "axe at 390 px").toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, "no horizontal scrolling at 390 px").toBeLessThanOrEqual(0);
}

async function expectHomeBreadcrumb(page: Page, current: string) {
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(current);
}

test.describe("company pages", () => {
  test("why us gives five value points, six situations, six reasons and two images", async ({
    page,
  }) => {
    await openAndAudit(page, "/why-us", async () => {
      await expectHomeBreadcrumb(page, "Why Us");
      const values = page.getByRole("region", { name: whyUs.values.heading });
      await expect(values.getByRole("heading", { level: 3 })).toHaveText(
        whyUs.values.items.map((v) => v.title),
      );
      const situations = page.getByRole("region", { name: whyUs.situations.heading });
      await expect(situations.getByRole("heading", { level: 3 })).toHaveText(
        whyUs.situations.items.map((s) => s.title),
      );
      const reasons = page.getByRole("region", { name: whyUs.reasons.heading });
      await expect(reasons.getByRole("listitem")).toHaveCount(6);
      for (const image of whyUs.images)
        await expect(page.getByRole("img", { name: image.alt })).toBeVisible();
      await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
      await expect(page).toHaveURL(/\/contact-us$/);
      await page.goBack();
    });
  });

  test("who we are tells the story, links every audience page and shows three offices", async ({
    page,
  }) => {
    await openAndAudit(page, "/who-we-are", async () => {
      await expectHomeBreadcrumb(page, "Who We Are");
      const main = page.getByRole("main");
      await expect(
        main.getByText(/techno-legal company offering IP support/).first(),
      ).toBeVisible();
      await expect(
        main.getByRole("complementary", { name: "International Trade Council" }),
      ).toContainText("certified by it for quality business");
      const clients = page.getByRole("region", { name: whoWeAre.clients.heading });
      await expect(clients.getByRole("listitem")).toHaveCount(5);
      const audiences = page.getByRole("region", { name: whoWeAre.audiences.heading });
      for (const audience of audiencePages)
        await expect(
          audiences.getByRole("link", { name: new RegExp(`^${escapeRegExp(audience.label)}`) }),
        ).toHaveAttribute("href", pathOf(audience.slug));
      const offices = page.getByRole("region", { name: whoWeAre.offices.heading });
      await expect(offices.getByRole("heading", { level: 3 })).toHaveText(
        site.offices.map((o) => o.tab),
      );
      for (const office of site.offices) {
        await expect(offices.getByText(office.city, { exact: false }).first()).toBeVisible();
        await expect(offices.locator(`a[href="tel:${office.phone.tel}"]`)).toBeVisible();
      }
    });
  });

  test("our team shows every member with an initials avatar that has a text alternative", async ({
    page,
  }) => {
    await openAndAudit(page, "/our-team", async () => {
      const members = page.getByRole("region", { name: "Meet the team" });
      await expect(members.getByRole("article")).toHaveCount(team.members.length);
      for (const member of team.members) {
        const card = members.getByRole("article").filter({ hasText: member.name });
        const avatar = card.getByRole("img", { name: `Avatar of ${member.name}` });
        await expect(avatar).toBeVisible();
        await expect(avatar).toHaveText(member.image.initials);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(member.name);
        await expect(card).toContainText(member.designation);
        if (member.email)
          await expect(card.getByRole("link", { name: member.email })).toHaveAttribute(
            "href",
            `mailto:${member.email}`,
          );
      }
      // Avatars are drawn, never photos.
      await expect(page.locator("main img")).toHaveCount(0);
      await expect(
        page.getByRole("main").getByRole("link", { name: "See careers" }),
      ).toHaveAttribute("href", "/careers");
    });
  });

  test("careers describes the four positions and offers the application form", async ({ page }) => {
    await openAndAudit(page, "/careers", async () => {
      const positions = page.getByRole("region", { name: careers.positions.heading });
      await expect(positions.getByRole("heading", { level: 3 })).toHaveText([
        "Patent Analytics",
        "Patent Researcher",
        "Trademark",
        "Others",
      ]);
      const apply = page.locator("section#apply");
      await expect(apply.getByRole("heading", { level: 2 })).toHaveText(careers.apply.heading);
      await expect(apply.locator("ol > li p")).toHaveText(careers.apply.steps);
      const form = apply.getByRole("form", { name: "Careers application form" });
      await expect(form).toBeVisible();
      await expect(form.getByLabel("Position").locator("option:not([value=''])")).toHaveText([
        ...POSITION_OPTIONS,
      ]);
    });
  });

  test("domains shows seven sections whose images alternate sides on wide screens", async ({
    page,
  }) => {
    await openAndAudit(page, "/domains", async () => {
      const sections = page.locator("main section[id]");
      await expect(sections).toHaveCount(7);
      for (const [i, domain] of domains.domains.entries()) {
        const section = page.locator(`section#${domain.id}`);
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(domain.title);
        await expect(section.getByRole("listitem")).toHaveCount(domain.items.length);
        const image = await section.getByRole("img", { name: domain.image.alt }).boundingBox();
        const text = await section.getByRole("heading", { level: 2 }).boundingBox();
        if (!image || !text) throw new Error(`${domain.id} has no layout box`);
        // Even sections put the image on the right, odd ones on the left.
        if (i % 2 === 0) expect(image.x, domain.id).toBeGreaterThan(text.x + text.width / 2);
        else expect(image.x + image.width, domain.id).toBeLessThanOrEqual(text.x);
      }
    });
  });

  test("domains stack image above text at 390 px, and the page links jump to each section", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/domains");
    for (const domain of domains.domains) {
      const section = page.locator(`section#${domain.id}`);
      const image = await section.getByRole("img", { name: domain.image.alt }).boundingBox();
      const text = await section.getByRole("heading", { level: 2 }).boundingBox();
      if (!image || !text) throw new Error(`${domain.id} has no layout box`);
      expect(image.y + image.height, domain.id).toBeLessThanOrEqual(text.y);
      expect(image.x + image.width, domain.id).toBeGreaterThan(text.x);
      expect(image.width, domain.id).toBeGreaterThan(PHONE.width * 0.7);
    }
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Medical Devices" })
      .click();
    await expect(page).toHaveURL(/\/domains#medical-devices$/);
    await expect(page.getByRole("heading", { name: "Medical Devices", level: 2 })).toBeInViewport();
  });
});
