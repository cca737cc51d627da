// Helpers shared by the benchmark (bench/run.ts) and the load test (bench/load.ts):
// running commands, starting `next start` on loopback, and small statistics.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const OUT = path.join(ROOT, "bench", "out");
export const HOST = "127.0.0.1";
export const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  process.env.CHROME_PATH ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const baseEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

export function log(line: string): void {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
}

/** Runs a command to completion with inherited output; throws on a non-zero exit. */
export function run(
  command: string,
  args: string[],
  { cwd = ROOT, env = {} }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: "inherit", env: { ...baseEnv, ...env } });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} exited with ${code ?? signal}`)),
    );
  });
}

/**
 * Starts a Node script in its own process (so it never shares the caller's event loop), its
 * output in bench/out/<name>.log, and waits until `ready()` resolves true.
 */
export async function startProcess({
  name,
  args,
  cwd = ROOT,
  env = {},
  ready,
  timeoutMs,
}: {
  name: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  ready: () => Promise<boolean>;
  timeoutMs: number;
}): Promise<{ logFile: string; stop: () => Promise<void> }> {
  mkdirSync(OUT, { recursive: true });
  const logFile = path.join(OUT, `${name}.log`);
  const output = createWriteStream(logFile);
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...baseEnv, ...env },
  });
  child.stdout.pipe(output);
  child.stderr.pipe(output);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited early (code ${child.exitCode}); see ${logFile}`);
    if (await ready().catch(() => false)) return { logFile, stop: () => stopChild(child) };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stopChild(child);
  throw new Error(`${name} did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}

/** Starts `next start` for the project in `cwd` on 127.0.0.1:port; its output goes to a log file. */
export async function startNext({
  cwd = ROOT,
  port,
  env = {},
  name,
}: {
  cwd?: string;
  port: number;
  env?: Record<string, string>;
  name: string;
}): Promise<{ origin: string; logFile: string; stop: () => Promise<void> }> {
  const origin = `http://${HOST}:${port}`;
  const server = await startProcess({
    name: `${name}-server`,
    args: [NEXT_BIN, "start", "-H", HOST, "-p", String(port)],
    cwd,
    env,
    timeoutMs: 60_000,
    ready: async () => {
      const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      return response.status < 500;
    },
  });
  return { origin, ...server };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export function median(values: unknown[]): number | null {
  const sorted = values
    .filter((v): v is number => typeof v === "number" && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const kb = (bytes: number | null | undefined): number | null =>
  bytes == null ? null : Math.round((bytes / 1024) * 10) / 10;

/** The installed version of a package: bench/node_modules (bench/package.json) first, then the site's. */
export function packageVersion(name: string): string {
  const own = path.join(ROOT, "bench", "node_modules", name, "package.json");
  const manifest = existsSync(own) ? own : path.join(ROOT, "node_modules", name, "package.json");
  return JSON.parse(readFileSync(manifest, "utf8")).version;
}

/** The commit measured, and whether the working tree held changes not yet committed. */
export function gitState(): { commit: string | null; uncommittedFiles: number | null } {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT })
      .toString()
      .trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      cwd: ROOT,
    })
      .toString()
      .trim()
      .split("\n")
      .filter(Boolean).length;
    return { commit, uncommittedFiles: dirty };
  } catch {
    return { commit: null, uncommittedFiles: null };
  }
}

export function chromiumVersion(): string | null {
  if (!CHROMIUM) return null;
  try {
    return execFileSync(CHROMIUM, ["--version"], { timeout: 10_000 }).toString().trim();
  } catch {
    return null;
  }
}

/** A Markdown table from a header row and rows of cells. */
export function table(head: unknown[], rows: unknown[][]): string {
  const line = (cells: unknown[]) => `| ${cells.map((c) => String(c ?? "—")).join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}

/** The routes the bench audits, the seven. */
export const KEY_ROUTES = [
  "/",
  "/patent-drafting",
  "/sequence-listing",
  "/contact-us",
  "/domains",
  "/to-startups",
  "/why-us",
];

/** Waits (at most two minutes) for the 1-minute load average to fall below 1; returns it. */
export async function settle(): Promise<number> {
  const deadline = Date.now() + 120_000;
  while (os.loadavg()[0]! >= 1 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  return os.loadavg()[0]!;
}
