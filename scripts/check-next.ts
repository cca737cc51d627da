// Proves the site on another Next release without touching this checkout:
//   npm run check:next -- 16.3.8        (or `latest`, or any version the registry serves)
//
// In a throwaway copy of the project (scripts/project-copy.ts) it installs that release of `next`
// and `eslint-config-next`, runs `npm run build`, serves the build with `next start` on loopback,
// and runs `npm run check:deploy` against it: every page answers with a strict policy that allows
// its scripts, and /, /contact-us and a service page hydrate in Chromium with no CSP violation.
// It prints which of the build's speed optimisations were on (one whose assumption about Next's
// markup fails steps aside: docs/delivery.md). Exit 0 when the release is safe to take.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkDeploy } from "./check-deploy.ts";
import { copyProject, removeProject, startServer } from "./project-copy.ts";

const ROOT = path.resolve(fileURLToPath(import.meta.url), "../..");
const PORT = Number(process.env.CHECK_NEXT_PORT ?? 3122);
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The environment of an operator's shell, with this checkout's Node 24 first on the PATH. */
function env(): NodeJS.ProcessEnv {
  const out = { ...process.env };
  for (const key of Object.keys(out))
    if (/^(VERCEL|NEXT_ADAPTER|NEXT_ENABLE_ADAPTER|NEXT_PRIVATE|__NEXT|PORT$|npm_)/.test(key))
      delete out[key];
  out.PATH = `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${out.PATH}`;
  return { ...out, NEXT_TELEMETRY_DISABLED: "1", CI: process.env.CI ?? "" };
}

function step(what: string, command: string, args: string[], cwd: string): string {
  console.log(`check:next: ${what}`);
  const result = spawnSync(command, args, {
    cwd,
    env: env(),
    encoding: "utf8",
    timeout: 900_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}\n${result.stderr ?? ""}`;
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} exited ${result.status}:\n${output.slice(-6000)}`,
    );
  return output;
}

const versionOf = (dir: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, "node_modules", "next", "package.json"), "utf8")) as {
      version: string;
    }
  ).version;

async function serve(dir: string): Promise<() => Promise<void>> {
  const next = path.join(dir, "node_modules", ".bin", "next");
  const server = await startServer(
    next,
    ["start", "-H", "127.0.0.1", "-p", `${PORT}`],
    dir,
    env(),
    `${ORIGIN}/`,
  );
  return server.stop;
}

export async function checkNext(version: string, keep = false): Promise<boolean> {
  const dir = copyProject(`next-${version}`);
  let stop: (() => Promise<void>) | undefined;
  try {
    step(
      `installing next@${version} and eslint-config-next@${version} in ${dir}`,
      "npm",
      [
        "install",
        "--save-exact",
        "--no-audit",
        "--no-fund",
        `next@${version}`,
        `eslint-config-next@${version}`,
      ],
      dir,
    );
    const installed = versionOf(dir);
    if (/^\d/.test(version) && installed !== version)
      throw new Error(`npm installed next ${installed}, not ${version}, in ${dir}`);
    const log = step(`npm run build with Next ${installed}`, "npm", ["run", "build"], dir);
    const report = log.slice(log.lastIndexOf("Site build: optimisations"));
    console.log(
      report
        .split("\n")
        .filter((line) => /^(Site build|\s+(on|OFF|PART|off)\b)/.test(line))
        .join("\n"),
    );
    stop = await serve(dir);
    console.log(
      `check:next: serving Next ${installed} at ${ORIGIN}; checking it as check:deploy does`,
    );
    const ok = await checkDeploy(new URL(ORIGIN));
    console.log(`check:next: Next ${installed} ${ok ? "passed" : "FAILED"}`);
    return ok;
  } finally {
    await stop?.();
    if (keep) console.log(`check:next: the copy is kept in ${dir}`);
    else removeProject(dir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [version, flag] = process.argv.slice(2);
  if (!version || !/^(latest|canary|\d+\.\d+\.\d+(-[\w.]+)?)$/.test(version)) {
    console.error("usage: npm run check:next -- <Next version, e.g. 16.3.8 or latest> [--keep]");
    process.exit(2);
  }
  checkNext(version, flag === "--keep").then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(`check:next: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
