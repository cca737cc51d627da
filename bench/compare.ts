// `npm run bench:compare -- --other DIR`: this checkout's routes beside another built checkout's
// (an older commit, a variant), loaded in the same hydration rounds with the bare page, so that a
// regression can be told from a slower machine. Both must be built (`npm run build` in each). Run
// it alone, as the bench.
//
//   npm run bench:compare -- --other ../old [-- --routes /,/contact-us] [-- --runs 5] [-- --cpu 4,6]
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { BARE_DIR, buildBare } from "./bare.ts";
import { CONDITIONS, measureHydrationRounds } from "./interactivity.ts";
import { launchBrowser } from "./js-weight.ts";
import { log, settle, startNext, table } from "./lib.ts";

const { values: options } = parseArgs({
  options: {
    other: { type: "string" },
    routes: { type: "string", default: "/,/contact-us" },
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "3371" },
    cpu: { type: "string", default: String(CONDITIONS.cpuSlowdown) },
  },
});
if (!options.other) throw new Error("--other DIR: a built checkout to compare with");

await buildBare();
const port = Number(options.port);
const site = await startNext({ port, name: "site" });
const other = await startNext({ cwd: path.resolve(options.other), port: port + 1, name: "other" });
const bare = await startNext({ cwd: BARE_DIR, port: port + 2, name: "bare" });
try {
  const routes = options.routes.split(",").filter(Boolean);
  const bareUrl = `${bare.origin}/`;
  for (const cpu of options.cpu.split(",").map(Number)) {
    const loadBefore = await settle();
    const browser = await launchBrowser();
    const urls = [bareUrl, ...routes.flatMap((r) => [site.origin + r, other.origin + r])];
    let results: Awaited<ReturnType<typeof measureHydrationRounds>>;
    try {
      results = await measureHydrationRounds(browser, urls, Number(options.runs), cpu);
    } finally {
      await browser.close();
    }
    const floor = results.get(bareUrl)!.hydratedMs;
    const row = (label: string, url: string) => {
      const { firstPaintMs, hydratedMs, loadsMs } = results.get(url)!;
      return [label, firstPaintMs, hydratedMs, `+${hydratedMs - floor}`, loadsMs.join(", ")];
    };
    console.log(
      [
        `${cpu}x CPU, load ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after`,
        "",
        table(
          ["page", "first paint (ms)", "hydrated (ms)", "over bare", "loads"],
          [
            row("bare page", bareUrl),
            ...routes.flatMap((r) => [
              row(`\`${r}\` here`, site.origin + r),
              row(`\`${r}\` other`, other.origin + r),
            ]),
          ],
        ),
        "",
      ].join("\n"),
    );
  }
} finally {
  log("stopping servers");
  await Promise.all([site.stop(), other.stop(), bare.stop()]);
}
