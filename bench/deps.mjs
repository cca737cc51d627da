// Installs the benchmark's own dependencies (bench/package.json: Lighthouse, autocannon) into
// bench/node_modules when they are missing or not at the locked versions, so that the site's
// `npm ci` (CI's included) never downloads them. Run by `npm run bench` and `npm run bench:load`.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const BENCH = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** Names of bench dependencies that bench/node_modules lacks or holds at another version. */
export function missingDependencies() {
  const { devDependencies = {}, dependencies = {} } = readJson(path.join(BENCH, "package.json"));
  return Object.entries({ ...dependencies, ...devDependencies })
    .filter(([name, version]) => {
      const manifest = path.join(BENCH, "node_modules", name, "package.json");
      return !existsSync(manifest) || readJson(manifest).version !== version;
    })
    .map(([name]) => name);
}

const missing = missingDependencies();
if (missing.length > 0) {
  console.log(`[bench] installing bench/package.json's dependencies (${missing.join(", ")})`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(
    npm,
    ["ci", "--prefix", BENCH, "--no-audit", "--no-fund", "--loglevel=error"],
    { stdio: "inherit" },
  );
  if (result.status !== 0) {
    console.error("[bench] npm ci --prefix bench failed");
    process.exit(result.status ?? 1);
  }
}
