import { weighHtml } from "../../bench/page-weight.ts";
import { expect, test } from "./fixtures";

// The home page is the one visitors land on, and the heaviest (issue 65): its weight as served
// is what a slow phone parses and hydrates before the page answers. These budgets hold it at
// about half of what it once was (349 KB of HTML, 174 KB of inline payload, 1,204 elements).
// The issue asks for "about 220 KB" of HTML: 2% over it fails, so the weight cannot creep back.
const BUDGET = { htmlKB: 224, payloadKB: 100, elements: 700 };

test("the home page as served stays within its weight budget", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const weight = weighHtml(await response.text());
  const htmlKB = weight.htmlBytes / 1024;
  const payloadKB = weight.payloadBytes / 1024;
  // The measure itself must see the page: a header, the sections, React's payload.
  expect(weight.elements).toBeGreaterThan(200);
  expect(payloadKB).toBeGreaterThan(10);
  expect(htmlKB, "HTML").toBeLessThanOrEqual(BUDGET.htmlKB);
  expect(payloadKB, "inline React payload").toBeLessThanOrEqual(BUDGET.payloadKB);
  expect(weight.elements, "elements").toBeLessThanOrEqual(BUDGET.elements);
});

test("the home page's icons come from one sprite file that draws each of them", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const used = new Set([...html.matchAll(/<use href="([^"#]+)#([^"]+)"/g)].map((m) => m[2]));
  const files = new Set([...html.matchAll(/<use href="([^"#]+)#/g)].map((m) => m[1]));
  expect(used.size).toBeGreaterThan(10);
  expect([...files]).toEqual(["/home-icons.svg"]);
  const sprite = await request.get("/home-icons.svg");
  expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
  const body = await sprite.text();
  for (const id of used) expect(body, id).toContain(`<symbol id="${id}"`);
});
