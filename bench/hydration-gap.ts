// `npm run bench:hydration`: the hydration half of `npm run bench` on its own, for checking a
// change quickly: how much later than the bare page each key route
// hydrates, the bare page loaded in the same rounds as the routes (measureHydrationRounds).
// Each round loads the bare page and every route once, starting one further along each time,
// under the bench's conditions (150 ms round trip, 1.6 Mbps, phone viewport) at each CPU
// slowdown asked for (4x, the bench's; 6x and 8x, slower phones); the figures are medians of 10
// rounds. Each gap is given in ms and as a share of the bare page's time; the target is
// max(300 ms, 20% of the bare page). Run it alone, as the bench: nothing else may compete for
// the two cores. First it reports what each route weighs as served (HTML, inline React payload,
// elements), which is what a slow phone parses and hydrates.
//
//   npm run bench:hydration [-- --skip-build] [-- --routes /,/contact-us] [-- --runs 10] [-- --cpu 4,6,8]
import os from "node:os";
import { parseArgs } from "node:util";
import { BARE_DIR, buildBare } from "./bare.ts";
import {
  CONDITIONS,
  HYDRATION_ROUNDS,
  hydrationAllowance,
  measureHydrationRounds,
  SLOWER_CPU,
  SLOWEST_CPU,
} from "./interactivity.ts";
import { launchBrowser } from "./js-weight.ts";
import { KEY_ROUTES, log, run, settle, startNext, table } from "./lib.ts";
import { WEIGHT_HEADERS, weighRoutes, weightRows } from "./page-weight.ts";

const { values: options } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    routes: { type: "string", default: KEY_ROUTES.join(",") },
    runs: { type: "string", default: String(HYDRATION_ROUNDS) },
    port: { type: "string", default: "3321" },
    cpu: { type: "string", default: `${CONDITIONS.cpuSlowdown},${SLOWER_CPU},${SLOWEST_CPU}` },
  },
});

if (!options["skip-build"]) {
  log("building the site (npm run build)");
  await run("npm", ["run", "build"]);
}
await buildBare();
const port = Number(options.port);
const site = await startNext({ port, name: "site" });
const bare = await startNext({ cwd: BARE_DIR, port: port + 1, name: "bare" });
try {
  const routes = options.routes.split(",").filter(Boolean);
  const bareUrl = `${bare.origin}/`;
  const weights = [
    ...(await weighRoutes(bare.origin, ["/"])).map((w) => ({ ...w, path: "bare page" })),
    ...(await weighRoutes(site.origin, routes)),
  ];
  console.log(
    ["Each page as served:", "", table(WEIGHT_HEADERS, weightRows(weights)), ""].join("\n"),
  );
  for (const cpu of options.cpu.split(",").map(Number)) {
    const loadBefore = await settle();
    const browser = await launchBrowser();
    let results: Awaited<ReturnType<typeof measureHydrationRounds>>;
    try {
      results = await measureHydrationRounds(
        browser,
        [bareUrl, ...routes.map((route) => site.origin + route)],
        Number(options.runs),
        cpu,
      );
    } finally {
      await browser.close();
    }
    const loadAfter = os.loadavg()[0]!;
    const floor = results.get(bareUrl)!.hydratedMs;
    const allowance = hydrationAllowance(floor);
    const rows = [
      ["*bare page (floor)*", floor, "+0", "0%", results.get(bareUrl)!.loadsMs.join(", ")],
      ...routes.map((route) => {
        const { hydratedMs, loadsMs } = results.get(site.origin + route)!;
        const gap = hydratedMs - floor;
        const text = `${gap >= 0 ? "+" : ""}${gap}`;
        return [
          `\`${route}\``,
          hydratedMs,
          gap > allowance ? `**${text}**` : text,
          `${Math.round((gap / floor) * 100)}%`,
          loadsMs.join(", "),
        ];
      }),
    ];
    console.log(
      [
        `${cpu}x CPU: hydration beside the bare page, medians of ${options.runs} rounds (ms; a gap in bold misses the target of +${allowance}, max(300 ms, 20% of the bare page)).`,
        `Load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (the run's own Chromium counts).`,
        "",
        table(["Route", "Hydrated", "− bare", "share of bare", "Every load"], rows),
        "",
      ].join("\n"),
    );
  }
} finally {
  await bare.stop();
  await site.stop();
}
