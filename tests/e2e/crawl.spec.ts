import { allEntries } from "@/lib/content/registry";
import { DESKTOP, expect, test } from "./fixtures";

/** The rendered links of the current page, as same-origin paths without query or hash. */
function internalPaths(hrefs: string[], origin: string): string[] {
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return [];
    return [url.pathname.replace(/(.)\/$/, "$1")];
  });
}

test("every registered page is reachable by following links from the home page", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const origin = new URL(baseURL ?? "http://127.0.0.1").origin;

  // Breadth-first over rendered <a href> links; tel:, mailto: and other hosts fall away.
  const queue = ["/"];
  const reached = new Set(queue);
  const failures: string[] = [];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const response = await page.goto(path, { waitUntil: "load" });
    if (response?.status() !== 200) {
      failures.push(`${path} answered ${response?.status()}`);
      continue;
    }
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const next of internalPaths(hrefs, origin)) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }

  expect(failures, "every linked internal page answers 200").toEqual([]);
  const unreached = allEntries()
    .map((e) => e.path)
    .filter((path) => !reached.has(path));
  expect(unreached, "registered pages no link leads to").toEqual([]);
});
