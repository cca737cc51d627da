// npm run check:launch [-- --strict | --summary]
// Lists every placeholder still in place: the fictional brand, example.com addresses, fictional
// phone numbers, sample team and testimonials, unbacked trust wording, the spec's own strings
// that hold the firm out as practising, the patent-drafting pages to confirm with Indian
// counsel, the default governing law, unset turnaround and fee figures on /how-we-work, and an
// unset SITE_URL, form provider or
// captcha (lib/build/launch-check.ts decides).
//   (no flag)  the full list; exits 0.
//   --strict   the full list; exits 1 while anything remains (for a CI gate before launch).
//   --summary  one line per placeholder; exits 0 even if the check itself fails (`npm run build`).
// The environment is read as `next build` reads it: process.env, then .env*.local and .env*.
import nextEnv from "@next/env";
import { createJiti } from "jiti";
import { fileURLToPath } from "node:url";
import type * as Env from "../lib/server/env.ts";
import type * as LaunchCheck from "../lib/build/launch-check.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = new Set(process.argv.slice(2));
const summary = args.has("--summary");
const strict = args.has("--strict");

try {
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error }, true);
  // TypeScript modules of the app, with its "@/" alias (jiti ships with Tailwind, which builds need).
  // "server-only" (lib/server/env.ts) throws outside React's server condition: plain Node gets its empty module.
  const jiti = createJiti(import.meta.url, {
    alias: {
      "@": root.replace(/\/$/, ""),
      "server-only": fileURLToPath(
        new URL("../node_modules/server-only/empty.js", import.meta.url),
      ),
    },
  });
  const { parseEnv } = await jiti.import<typeof Env>("../lib/server/env.ts");
  const check = await jiti.import<typeof LaunchCheck>("../lib/build/launch-check.ts");
  const found = check.findPlaceholders(check.currentLaunchInput(parseEnv(process.env)));
  console.log(summary ? check.formatSummary(found) : check.formatReport(found));
  if (strict && found.length) {
    console.error(`\n--strict: ${found.length} placeholder(s) remain; not ready to launch.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Launch check could not run: ${error instanceof Error ? error.message : error}`);
  process.exitCode = summary ? 0 : 2;
}
