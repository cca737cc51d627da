// Full-page screenshots of paths at desktop and phone widths, for looking at what we build.
// Usage: npm run screenshot -- http://127.0.0.1:3000 / /patent-drafting
// Writes screens/<path>-<width>.png. Options via env: WIDTHS=1440,390  ACTION=menu|drawer
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "1440,390").split(",").map(Number);
mkdirSync("screens", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
});
for (const path of paths) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await page.goto(base + path, { waitUntil: "networkidle" });
    if (process.env.ACTION === "menu") {
      await page.getByRole("button", { name: "IP Services" }).click();
      await page.waitForTimeout(400);
    } else if (process.env.ACTION === "drawer") {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.waitForTimeout(600);
    }
    // Sections that fade in when scrolled into view (core values, the introduction) would be
    // blank in a full-page shot taken from the top: pass over the page once, then go back up.
    if (!process.env.ACTION) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(800);
    }
    const name =
      (path === "/" ? "home" : path.slice(1).replace(/\//g, "_")) +
      (process.env.ACTION ? `-${process.env.ACTION}` : "");
    await page.screenshot({ path: `screens/${name}-${width}.png`, fullPage: !process.env.ACTION });
    await page.close();
  }
}
await browser.close();
