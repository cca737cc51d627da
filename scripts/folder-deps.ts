// Installs a folder's own dependencies (its package.json and package-lock.json) into its
// node_modules when they are missing or not at the locked versions, so that the site's `npm ci`
// (CI's included) never downloads them:
//   node scripts/folder-deps.ts bench          Lighthouse and autocannon, for `npm run bench`
//   node scripts/folder-deps.ts tests/vercel   the Vercel CLI, for `npm run test:deploy`
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Manifest;

/** Names of the folder's dependencies that its node_modules lacks or holds at another version. */
export function missingDependencies(folder: string): string[] {
  const { devDependencies = {}, dependencies = {} } = readJson(path.join(folder, "package.json"));
  return Object.entries({ ...dependencies, ...devDependencies })
    .filter(([name, version]) => {
      const manifest = path.join(folder, "node_modules", name, "package.json");
      return !existsSync(manifest) || readJson(manifest).version !== version;
    })
    .map(([name]) => name);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = path.resolve(process.argv[2] ?? "");
  if (!existsSync(path.join(folder, "package.json"))) {
    console.error(`usage: node scripts/folder-deps.ts <folder with a package.json>`);
    process.exit(2);
  }
  const missing = missingDependencies(folder);
  if (missing.length > 0) {
    const name = path.relative(process.cwd(), folder);
    console.log(`[${name}] installing ${name}/package.json's dependencies (${missing.join(", ")})`);
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    // `npm install` from the lock file, not `npm ci`: the Vercel CLI's optional platform packages
    // (@vercel/vc-native-darwin-*, -win32-*) are missing from the registry here, so its lock file
    // cannot list them and `npm ci`'s strict check refuses it; `npm install` installs the locked
    // versions and skips what is optional and absent.
    const result = spawnSync(
      npm,
      ["install", "--prefix", folder, "--no-audit", "--no-fund", "--loglevel=error"],
      { stdio: "inherit" },
    );
    if (result.status !== 0) {
      console.error(`[${name}] npm install --prefix ${name} failed`);
      process.exit(result.status ?? 1);
    }
  }
}
