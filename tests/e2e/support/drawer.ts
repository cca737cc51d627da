import type { Locator, Page } from "@playwright/test";

/** Drags the phone drawer down by `fraction` of its height, in ten steps, as a finger would. */
export async function dragDown(page: Page, drawer: Locator, fraction: number) {
  const box = await drawer.boundingBox();
  if (!box) throw new Error("drawer has no box");
  const x = box.x + box.width / 2;
  const y = box.y + 10;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(x, y + (box.height * fraction * step) / 10);
  await page.mouse.up();
}
