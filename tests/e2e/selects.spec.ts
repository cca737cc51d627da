import type { Locator } from "@playwright/test";
import { expect, PHONE, test } from "./fixtures";

// On a phone Chromium draws selects in CSS (appearance: base-select, app/globals.css): the arrow
// sits beside the chosen text, so a choice that fits keeps the 44 px box the select has on every
// other screen, and a long choice wraps between its words without pushing the arrow under it.

const NARROW = { width: 320, height: 720 };
const SELECTS = [
  { path: "/contact-us", name: "Service" },
  { path: "/ip-deadline-calculator", name: "Event" },
];

for (const viewport of [PHONE, NARROW])
  for (const { path, name } of SELECTS)
    test(`${path}: at ${viewport.width} px the ${name} select is one 44 px line while its choice fits`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const select = page.getByRole("combobox", { name, exact: true });
      await expect(select).toBeVisible();
      // The placeholder fits on one line at both widths; the arrow must not add a second.
      expect((await select.boundingBox())!.height).toBeCloseTo(44, 0);
    });

// Issue 63, L5: at 390 px the longest service had wrapped the select to two lines.
test("at 390 px the longest service stays on the select's one 44 px line", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/contact-us");
  const select = page.getByRole("combobox", { name: "Service", exact: true });
  await select.selectOption("Chemical Structure or Gene Sequence");
  expect((await select.boundingBox())!.height).toBeCloseTo(44, 0);
});

test("at 320 px a long choice wraps beside the arrow: two lines of text make a box two lines high", async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  await page.goto("/contact-us");
  const select = page.getByRole("combobox", { name: "Service", exact: true });
  await select.selectOption("Chemical Structure or Gene Sequence");
  const { height } = (await select.boundingBox())!;
  const lineHeight = await select.evaluate((s) => parseFloat(getComputedStyle(s).lineHeight));
  // Two lines of 24 px with the box's padding and border (at most 70 px); a third line for the
  // arrow would make it 90.
  expect(height).toBeGreaterThan(44 + lineHeight / 2);
  expect(height).toBeLessThanOrEqual(44 + lineHeight + 2);
});

/** The width of `select`'s chosen text in its own font, and the room its box leaves for it. */
async function chosenTextFits(select: Locator) {
  return select.evaluate((s: HTMLSelectElement) => {
    const style = getComputedStyle(s);
    const probe = document.createElement("span");
    probe.style.font = style.font;
    probe.style.position = "absolute";
    probe.style.whiteSpace = "nowrap";
    probe.textContent = s.options[s.selectedIndex]!.text;
    document.body.append(probe);
    const text = probe.getBoundingClientRect().width;
    probe.remove();
    const room = s.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: Math.ceil(text), room: Math.floor(room) };
  });
}

// Issue 63, L4: in a third of the form's row the event select cut "US non-final Office action
// mail[ed]" and longer labels.
test("at 1440 px the calculator's event select shows its longest label whole", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/ip-deadline-calculator");
  const select = page.getByRole("combobox", { name: "Event", exact: true });
  const labels = await select.locator("option").allTextContents();
  const longest = labels.reduce((a, b) => (b.length > a.length ? b : a));
  await select.selectOption({ label: longest });
  const { text, room } = await chosenTextFits(select);
  expect(text, `"${longest}" within ${room} px`).toBeLessThanOrEqual(room);
});
