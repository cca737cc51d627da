// `npm run bench:hydration`: the hydration half of `npm run bench` on its own, for checking a
// change quickly: how much later than the bare page each key route
// hydrates, the bare page loaded in the same rounds as the routes (measureHydrationRounds).
// Each round loads the bare page and every route once, starting one further along each time,
// under the bench's conditions (4x CPU, 150 ms round trip, 1.6 Mbps, phone viewport); the
// figures are medians of 10 rounds. Run it alone, as the bench: nothing else may compete for
// the two cores.
//
//   npm run bench:hydration [-- --skip-build] [-- --routes /,/contact-us] [-- --runs 10]
import os from "node:os";
import { parseArgs } from "node:util";
import { BARE_DIR, buildBare } from "./bare.ts";
import {
  HYDRATION_OVER_BARE_MS,
  HYDRATION_ROUNDS,
  measureHydrationRounds,
} from "./interactivity.ts";
import { launchBrowser } from "./js-weight.ts";
import { KEY_ROUTES, log, run, settle, startNext, table } from "./lib.ts";

const { values: options } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    routes: { type: "string", default: KEY_ROUTES.join(",") },
    runs: { type: "string", default: String(HYDRATION_ROUNDS) },
    port: { type: "string", default: "3321" },
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
  const loadBefore = await settle();
  const browser = await launchBrowser();
  let results: Awaited<ReturnType<typeof measureHydrationRounds>>;
  try {
    results = await measureHydrationRounds(
      browser,
      [bareUrl, ...routes.map((route) => site.origin + route)],
      Number(options.runs),
    );
  } finally {
    await browser.close();
  }
  const loadAfter = os.loadavg()[0]!;
  const floor = results.get(bareUrl)!.hydratedMs;
  const rows = [
    ["*bare page (floor)*", floor, "+0", results.get(bareUrl)!.loadsMs.join(", ")],
    ...routes.map((route) => {
      const { hydratedMs, loadsMs } = results.get(site.origin + route)!;
      const gap = hydratedMs - floor;
      return [
        `\`${route}\``,
        hydratedMs,
        gap > HYDRATION_OVER_BARE_MS ? `**+${gap}**` : `${gap >= 0 ? "+" : ""}${gap}`,
        loadsMs.join(", "),
      ];
    }),
  ];
  console.log(
    [
      `Hydration beside the bare page, medians of ${options.runs} rounds (ms; a gap in bold misses the target of +${HYDRATION_OVER_BARE_MS}).`,
      `Load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after (the run's own Chromium counts).`,
      "",
      table(["Route", "Hydrated", "− bare", "Every load"], rows),
    ].join("\n"),
  );
} finally {
  await bare.stop();
  await site.stop();
}
