// When does a page become interactive, and how fast does it answer? Measured under Lighthouse's
// mobile conditions applied for real through the DevTools protocol (4x CPU slowdown, 150 ms round
// trip, 1.6 Mbps down, 750 Kbps up), in headless Chromium, a new context per load:
//  - hydration: when <body> carries React's fiber (React adopts the body last of the page's
//    elements it hydrates), against the first paint of the same load;
//  - interactions: each of a route's controls used as a visitor would, the Event Timing API
//    timing every event of it (input delay + processing + until the next paint, as INP counts);
//    an interaction's figure is the longest event of its interactionId.
import type { Browser, Page } from "@playwright/test";
import { FLOOR_LINKS } from "./bare.ts";
import { median } from "./lib.ts";

export const CONDITIONS = { cpuSlowdown: 4, latencyMs: 150, downKbps: 1638.4, upKbps: 750 };
/** The target: hydrated (under CONDITIONS) within this much of the bare page. */
export const HYDRATION_OVER_BARE_MS = 300;
/** A phone slower than the bench's: the hydration rounds run at this CPU slowdown too. */
export const SLOWER_CPU = 6;
/**
 * Slower still: 8x here is about 6x on a machine 1.4 times slower than the bench's (issue 65),
 * where the home page's gap once grew twice as fast as the CPU slowed. Same allowance.
 */
export const SLOWEST_CPU = 8;
/**
 * How much later than the bare page a route may hydrate: 300 ms, or a fifth of the bare page's
 * own time where that is more (on a slower CPU every page's work grows with it).
 */
export const hydrationAllowance = (bareMs: number) =>
  Math.max(HYDRATION_OVER_BARE_MS, Math.round(bareMs * 0.2));
/** Rounds of measureHydrationRounds: each page's hydration is the median of this many loads. */
export const HYDRATION_ROUNDS = 10;
type Viewport = { width: number; height: number };
type BenchWindow = Window & {
  __bench: {
    paint: number;
    hydrated: number;
    events: { id: number; type: string; duration: number }[];
  };
};

export interface Interaction {
  name: string;
  viewport: Viewport;
  /** Only on these routes; absent: every route. */
  routes?: string[];
  run: (page: Page) => Promise<unknown>;
}

export const PHONE: Viewport = { width: 412, height: 823 };
const DESKTOP: Viewport = { width: 1350, height: 940 };

/** A link to emulate (round trip, download speed); `null` leaves loopback as it is. */
export type Link = { latencyMs: number; downKbps: number } | null;

/**
 * A new context's page at `viewport` and CONDITIONS' CPU slowdown, over `link` (CONDITIONS' own
 * by default), that records its first paint, its interactions and when it hydrated.
 */
export async function throttledPage(
  browser: Browser,
  viewport: Viewport,
  link: Link = CONDITIONS,
  cpuSlowdown = CONDITIONS.cpuSlowdown,
) {
  const context = await browser.newContext({ viewport, hasTouch: viewport === PHONE });
  const page = await context.newPage();
  // Only loopback is reachable; fail anything else at once rather than wait for it.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (link)
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: link.latencyMs,
      downloadThroughput: (link.downKbps * 1024) / 8,
      uploadThroughput: (CONDITIONS.upKbps * 1024) / 8,
    });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.addInitScript(() => {
    const w = window as unknown as BenchWindow;
    w.__bench = { paint: 0, hydrated: 0, events: [] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === "first-paint") w.__bench.paint = e.startTime;
    }).observe({ type: "paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const event = e as PerformanceEntry & { interactionId?: number };
        if (event.interactionId)
          w.__bench.events.push({ id: event.interactionId, type: e.name, duration: e.duration });
      }
    }).observe({
      type: "event",
      durationThreshold: 16,
      buffered: true,
    } as PerformanceObserverInit);
    const adopted = () =>
      document.body && Object.keys(document.body).some((k) => k.startsWith("__reactFiber$"));
    const poll = () => {
      if (adopted()) w.__bench.hydrated = performance.now();
      else setTimeout(poll, 10);
    };
    poll();
  });
  return { context, page, cdp };
}

/** Loads `url` in a page from throttledPage: its first paint and hydration, in ms from navigation. */
export async function loadAndHydrate(
  page: Page,
  url: string,
): Promise<{ paint: number; hydrated: number }> {
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.hydrated > 0, null, {
    timeout: 60_000,
    polling: 100,
  });
  return page.evaluate(() => {
    const { paint, hydrated } = (window as unknown as BenchWindow).__bench;
    return { paint, hydrated };
  });
}

/** One throttled load at phone size: its first paint and hydration, in ms from navigation. */
async function hydrateOnce(browser: Browser, url: string, cpuSlowdown: number) {
  const { context, page } = await throttledPage(browser, PHONE, CONDITIONS, cpuSlowdown);
  try {
    return await loadAndHydrate(page, url);
  } finally {
    await context.close();
  }
}

/**
 * Hydration of several pages measured side by side: each round loads every URL once, starting
 * one further along than the last round, so that whatever drifts on the machine during the run
 * falls on all of them alike. By URL: the medians of its `runs` loads (first paint and hydration, in ms from navigation) and every
 * load's hydration.
 */
export async function measureHydrationRounds(
  browser: Browser,
  urls: string[],
  runs = HYDRATION_ROUNDS,
  cpuSlowdown = CONDITIONS.cpuSlowdown,
) {
  const loads = new Map(
    urls.map((url): [string, { paint: number; hydrated: number }[]] => [url, []]),
  );
  for (let round = 0; round < runs; round++)
    for (let i = 0; i < urls.length; i++) {
      const url = urls[(round + i) % urls.length]!;
      loads.get(url)!.push(await hydrateOnce(browser, url, cpuSlowdown));
    }
  return new Map(
    [...loads].map(([url, rows]) => [
      url,
      {
        runs: rows.length,
        firstPaintMs: Math.round(median(rows.map((r) => r.paint)) ?? 0),
        hydratedMs: Math.round(median(rows.map((r) => r.hydrated)) ?? 0),
        loadsMs: rows.map((r) => Math.round(r.hydrated)),
      },
    ]),
  );
}

/** The controls of the list, by the viewport they are used at and the routes they are on. */
const INTERACTIONS: Interaction[] = [
  {
    name: "phone drawer: open",
    viewport: PHONE,
    run: (page) => page.getByRole("button", { name: "Open menu" }).click(),
  },
  {
    name: "phone drawer: close",
    viewport: PHONE,
    run: (page) => page.getByRole("dialog", { name: "Menu" }).getByLabel("Close menu").click(),
  },
  {
    name: "IP Services panel: open",
    viewport: DESKTOP,
    run: (page) => page.getByRole("button", { name: "IP Services" }).click(),
  },
  {
    name: "IP Services panel: close",
    viewport: DESKTOP,
    run: (page) => page.keyboard.press("Escape"),
  },
  {
    name: "search suggestions (typing 'pat')",
    viewport: DESKTOP,
    run: (page) =>
      page
        .getByRole("search", { name: "Site search" })
        .getByRole("combobox")
        .pressSequentially("pat", { delay: 150 }),
  },
  {
    name: "testimonial carousel: next",
    viewport: PHONE,
    routes: ["/"],
    run: (page) => page.getByRole("button", { name: "Next testimonial" }).click(),
  },
  {
    name: "office tabs: switch",
    viewport: PHONE,
    routes: ["/contact-us"],
    run: (page) =>
      page.getByRole("tablist", { name: "Our offices" }).getByRole("tab").nth(1).click(),
  },
  {
    name: "contact form: typing",
    viewport: PHONE,
    routes: ["/contact-us"],
    run: (page) =>
      page
        .getByRole("form", { name: "Contact form" })
        .getByRole("textbox", { name: "Name", exact: true })
        .pressSequentially("Ada", { delay: 150 }),
  },
  {
    // Incomplete on purpose: the client-side checks answer, and no enquiry is sent.
    name: "contact form: submit",
    viewport: PHONE,
    routes: ["/contact-us"],
    run: (page) =>
      page
        .getByRole("form", { name: "Contact form" })
        .getByRole("button", { name: "Send enquiry" })
        .click(),
  },
  {
    name: "deadline calculator: submit",
    viewport: PHONE,
    routes: ["/ip-deadline-calculator"],
    run: async (page) => {
      const form = page.getByRole("form", { name: "Calculate deadlines" });
      await form.getByRole("combobox", { name: "Event" }).selectOption({ index: 1 });
      await form.getByLabel("Date", { exact: true }).fill("2024-01-31");
      await form.getByRole("button", { name: "Show deadlines" }).click();
    },
  },
];

/** Where the bare app (bench/bare.ts) keeps the interactions' floor. */
export const FLOOR_ROUTE = "/floor";

/**
 * The floor of the two costliest kinds of interaction on the site, on a page with no script of
 * its own: what the browser alone takes on this machine to draw a panel of as many links as the
 * IP Services panel, and to answer a submit with an empty required field by focusing it,
 * scrolled up into view (the contact form's client-side checks do the same).
 */
export const FLOOR_INTERACTIONS: Interaction[] = [
  {
    name: `a panel of ${FLOOR_LINKS} links: open (<details>)`,
    viewport: DESKTOP,
    run: (page) => page.getByText("Open the panel").click(),
  },
  {
    name: "a form's submit, a required field empty (native checks)",
    viewport: PHONE,
    run: (page) =>
      page
        .getByRole("form", { name: "Floor form" })
        .getByRole("button", { name: "Submit" })
        .click(),
  },
];

/** Loads per interaction: a median of five, as every other figure of the bench. */
export const INTERACTION_RUNS = 5;

/** The slowest event of each interaction since the last call, in ms. */
async function takeInteractions(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const bench = (window as unknown as BenchWindow).__bench;
    const worst = new Map<number, number>();
    for (const e of bench.events) worst.set(e.id, Math.max(worst.get(e.id) ?? 0, e.duration));
    bench.events = [];
    return [...worst.values()];
  });
}

/**
 * Each interaction on `route` (of the list, or `list`), `runs` times on a freshly loaded,
 * hydrated page: per interaction the median over runs of its slowest event, and the route's
 * worst interaction.
 */
export async function measureInteractions(
  browser: Browser,
  origin: string,
  route: string,
  runs = INTERACTION_RUNS,
  list: Interaction[] = INTERACTIONS,
) {
  const mine = list.filter((i) => !i.routes || i.routes.includes(route));
  const byViewport = Map.groupBy(mine, (i) => i.viewport);
  const samples = new Map(mine.map((i): [string, number[]] => [i.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const [viewport, interactions] of byViewport) {
      const { context, page } = await throttledPage(browser, viewport);
      try {
        await loadAndHydrate(page, origin + route);
        await page.waitForTimeout(1_000); // the chunks started after hydration settle
        await takeInteractions(page);
        for (const interaction of interactions) {
          await interaction.run(page);
          await page.waitForTimeout(600); // the next paint, at 4x slowdown
          const durations = await takeInteractions(page);
          samples.get(interaction.name)!.push(durations.length ? Math.max(...durations) : 0);
        }
      } finally {
        await context.close();
      }
    }
  }
  const interactions = mine.map((i) => ({
    name: i.name,
    durationMs: Math.round(median(samples.get(i.name)!) ?? 0),
  }));
  const worst = interactions.reduce((a, b) => (b.durationMs > a.durationMs ? b : a));
  return { runs, interactions, worst };
}
