// Measures the JavaScript a route transfers on a first visit in Chromium (empty cache, phone
// viewport): the compressed bytes of every script response, as the browser received them.
// Two figures per route: scripts requested before the visitor engages (what the page loads on its
// own to show and hydrate, including the chunks its loader starts after the first paint, which
// may be after the load event) and everything requested until the network goes quiet once the
// visitor has engaged (a scroll): code that waits for engagement, such as the home page's
// particles and the phone drawer, included.
import { chromium, devices, type Browser, type Request } from "@playwright/test";
import { CHROMIUM } from "./lib.ts";

/** Library names found by strings that survive minification, to say what a chunk holds. */
const MARKERS: [string, RegExp][] = [
  ["tsparticles", /tsparticles/],
  ["zod", /invalid_type/],
  ["react-hook-form", /shouldUnregister/],
  ["radix navigation menu", /NavigationMenu/],
  ["radix tabs", /TabsContent|"Tabs"/],
  ["vaul", /vaul-drawer/],
  ["sonner", /data-sonner-toaster|sonner-toast/],
  ["reCAPTCHA v3 client", /grecaptcha|recaptcha/i],
  ["lucide icons", /lucide-/],
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}

export interface ScriptLoad {
  url: string;
  bytes: number;
  encoding: string;
  firstLoad: boolean;
  holds?: string[];
}

export async function measureScripts(
  browser: Browser,
  url: string,
  { withMarkers = false }: { withMarkers?: boolean } = {},
) {
  const context = await browser.newContext({ ...devices["Moto G4"] });
  const page = await context.newPage();
  // Only loopback is reachable; anything else would hang or fail, so fail it at once.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  const finished: Request[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") finished.push(request);
  });
  const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
  // Let requestIdleCallback work (lazy islands) run, then wait for its requests to settle.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 3000 }),
      ),
  );
  // The visitor's first engagement, a scroll (the pointer stays in the corner, over no link,
  // so no route is prefetched): what waits for it (particles, the drawer) loads now.
  const engagedAt = await page.evaluate(() => performance.now());
  await page.mouse.wheel(0, 200);
  await page.waitForTimeout(300);
  await page.waitForLoadState("networkidle");
  // Resource Timing and performance.now() share the page's clock.
  const started = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((e): [string, number] => [e.name, e.startTime]),
  );
  const startedAt = new Map(started);

  const scripts: ScriptLoad[] = [];
  for (const request of finished) {
    const sizes = await request.sizes();
    const res = await request.response();
    const headers: Record<string, string> = res ? await res.allHeaders() : {};
    const entry: ScriptLoad = {
      url: new URL(request.url()).pathname,
      bytes: sizes.responseBodySize,
      encoding: headers["content-encoding"] ?? "identity",
      firstLoad: (startedAt.get(request.url()) ?? Infinity) <= engagedAt,
    };
    if (withMarkers && res) {
      const text = (await res.body().catch(() => Buffer.alloc(0))).toString("utf8");
      entry.holds = MARKERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
    }
    scripts.push(entry);
  }
  await context.close();
  const sum = (list: ScriptLoad[]) => list.reduce((total, s) => total + s.bytes, 0);
  return {
    status: response?.status() ?? null,
    atLoad: sum(scripts.filter((s) => s.firstLoad)),
    total: sum(scripts),
    count: scripts.length,
    encodings: [...new Set(scripts.map((s) => s.encoding))],
    scripts: scripts.sort((a, b) => b.bytes - a.bytes),
  };
}
