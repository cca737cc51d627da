import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { operatorEnv, ROOT } from "./support/processes";

// A Next release other than the pinned one builds, serves and hydrates under the strict policy:
// `npm run check:next` on 16.3.8, an older minor whose entry chunk tag carries an id the chunk
// loader does not reproduce, so that optimisation must step aside, and say so, rather than stop
// the build.
const OTHER_RELEASE = "16.3.8";

test(`Next ${OTHER_RELEASE}: builds, names what stepped aside, and pages hydrate under a strict policy`, () => {
  test.setTimeout(1_200_000);
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, "scripts", "check-next.ts"), OTHER_RELEASE],
    { cwd: ROOT, env: operatorEnv(), encoding: "utf8", timeout: 1_150_000 },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  expect(result.status, output.slice(-6000)).toBe(0);
  expect(output).toContain(`npm run build with Next ${OTHER_RELEASE}`);
  // The build's report: the loader off on every page, with the assumption and what was found.
  expect(output).toMatch(
    /OFF scripts started after the first paint: 0 of \d+ pages[\s\S]*"chunk script tag" does not hold: a chunk script carries id="_R_"/,
  );
  expect(output).toMatch(/on {2}styles inlined in the page: (\d+) of \1 pages/);
  // check:deploy against the served build: no page refused, nothing blocked, three pages hydrated.
  expect(output).toMatch(
    /check:deploy http:\/\/127\.0\.0\.1:\d+: \d+ answers checked, 0 problem\(s\)/,
  );
  expect(output).toContain(`check:next: Next ${OTHER_RELEASE} passed`);
});
