// A copy of the project in a temporary folder, for a build that must leave this checkout's `.next`
// alone, and a server started from it: the deployment tests (tests/deploy) and `npm run check:next`.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(fileURLToPath(import.meta.url), "../..");

/** What a copy leaves behind: installed packages (linked in instead), builds and reports. */
const NOT_COPIED = new Set([
  ".git",
  ".next",
  ".vercel",
  ".data",
  "node_modules",
  "test-results",
  "playwright-report",
  "screens",
  "bench/node_modules",
  "bench/.bare",
  "bench/out",
  "tests/vercel/node_modules",
]);

/**
 * A copy of the project in a temporary folder, so that a build there leaves this checkout's
 * `.next` (the one the e2e suite serves) alone. node_modules is hard-linked: no download, and
 * real files (not a symlink out of the project) for the bundler.
 */
export function copyProject(label: string, root = ROOT): string {
  const dir = mkdtempSync(path.join(tmpdir(), `site-${label}-`));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(root, source).split(path.sep).join("/")),
  });
  const sameDisk = statSync(tmpdir()).dev === statSync(root).dev;
  const modules = [path.join(root, "node_modules"), path.join(dir, "node_modules")];
  const copied = spawnSync("cp", [sameDisk ? "-al" : "-a", ...modules], { stdio: "inherit" });
  if (copied.status !== 0) throw new Error("could not copy node_modules");
  // npm rewrites its hidden lock file in place: hard-linked, an install in the copy would change
  // this checkout's too and make the next copy look installed already. Unlinked, npm reads the
  // copy's tree from disk and writes a file of its own.
  rmSync(path.join(dir, "node_modules", ".package-lock.json"), { force: true });
  return dir;
}

export function removeProject(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

export interface Server {
  process: ChildProcess;
  log: () => string;
  stop: () => Promise<void>;
}

/** Starts a server and waits until `url` answers. */
export async function startServer(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  url: string,
): Promise<Server> {
  let log = "";
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${command} exited early:\n${log}`);
    const answered = await fetch(url).then(
      (response) => response.status > 0,
      () => false,
    );
    if (answered) return { process: child, log: () => log, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`${url} did not answer within 120 s:\n${log}`);
}
