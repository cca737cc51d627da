import { site } from "@/content/site";
import { axeViolations, DESKTOP, expect, PHONE, test } from "./fixtures";

const NARROW = { width: 320, height: 720 };

test.describe("contact page offices without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const size of [DESKTOP, PHONE, NARROW]) {
    test(`every office's address, phone and e-mails are on the page at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto("/contact-us");
      const offices = page.getByRole("region", { name: "Our offices" });
      for (const office of site.offices) {
        await expect(offices.getByRole("heading", { name: office.tab })).toBeVisible();
        const address = offices.locator("address").filter({ hasText: office.address[0] });
        for (const line of office.address)
          await expect(address.getByText(line, { exact: true })).toBeVisible();
        const call = offices.getByRole("link", {
          name: `Call the ${office.tab}: ${office.phone.display}`,
        });
        await expect(call).toBeVisible();
        await expect(call).toHaveAttribute("href", `tel:${office.phone.tel}`);
        for (const email of office.emails)
          await expect(offices.locator(`a[href="mailto:${email}"]`).first()).toBeVisible();
        await expect(
          offices.getByRole("link", {
            name: new RegExp(`Open in Google Maps\\s*: ${office.mapQuery}`),
          }),
        ).toBeVisible();
      }
      // Tabs that cannot switch without JavaScript are not offered, nor is a button that could
      // not load a map: no frame from Google, a link out to Google Maps instead.
      await expect(page.getByRole("tab")).toHaveCount(0);
      await expect(offices.locator("iframe")).toHaveCount(0);
      await expect(offices.getByRole("button", { name: /Show the map/ })).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(size.width);
    });
  }
});

test.describe("contact page offices with JavaScript", () => {
  test("tabs show one office at a time and load a map only when it is asked for", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/contact-us");
    const offices = page.getByRole("region", { name: "Our offices" });
    const [india, california] = site.offices;
    await expect(offices.getByText(india!.address[0], { exact: true })).toBeVisible();
    await expect(offices.getByText(california!.address[0], { exact: true })).toBeHidden();
    await expect(offices.locator("iframe")).toHaveCount(0);
    await expect(offices.getByText(india!.address.join(", "))).toBeVisible();

    await page.getByRole("tab", { name: california!.tab }).click();
    await expect(offices.getByText(california!.address[0], { exact: true })).toBeVisible();
    await expect(offices.getByText(india!.address[0], { exact: true })).toBeHidden();
    await expect(offices.locator("iframe")).toHaveCount(0);
    expect(await axeViolations(page), "axe with the placeholder").toEqual([]);
    await offices
      .getByRole("button", { name: new RegExp(`Show the map\\s*: ${california!.tab}`) })
      .click();
    await expect(offices.locator("iframe")).toHaveCount(1);
    await expect(offices.locator("iframe")).toHaveAttribute(
      "title",
      new RegExp(california!.mapQuery),
    );
    // The button is gone; the keyboard focus moves to the map it loaded.
    await expect(offices.locator("iframe")).toBeFocused();
    await expect(
      offices.getByRole("link", {
        name: new RegExp(`Open in Google Maps\\s*: ${california!.mapQuery}`),
      }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
