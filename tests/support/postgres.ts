// A throwaway PostgreSQL cluster for the tests: initdb into a temporary folder, a postgres
// server on a loopback port with trust authentication, stopped and deleted afterwards. Debian's
// server binaries (`apt-get install postgresql`, which .ci/run does when they are missing) or
// POSTGRES_BIN. As root (CI containers) the server runs as the `postgres` user the package
// creates, since postgres refuses to run as root.
import { execFileSync, spawn, type ExecFileSyncOptions } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The folder of initdb, pg_ctl and postgres: POSTGRES_BIN, else the newest Debian one. */
export function postgresBin(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error(
      "PostgreSQL's server binaries were not found: apt-get install postgresql, or set POSTGRES_BIN",
    );
  return path.join(root, versions[0]!, "bin");
}

/**
 * Starts a fresh cluster on 127.0.0.1:`port` and answers its connection URL and a stop().
 */
export async function startPostgres({
  port,
}: {
  port: number;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "pg-test-"));
  const data = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[], options: ExecFileSyncOptions = {}) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], options)
      : execFileSync(path.join(bin, command), args, options);
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"], {
    stdio: "ignore",
  });
  const server = asRoot
    ? spawn(
        "runuser",
        ["-u", "postgres", "--", path.join(bin, "postgres"), ...serverArgs(data, port, dir)],
        { stdio: "ignore" },
      )
    : spawn(path.join(bin, "postgres"), serverArgs(data, port, dir), { stdio: "ignore" });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      execFileSync(path.join(bin, "pg_isready"), ["-h", "127.0.0.1", "-p", String(port)], {
        stdio: "ignore",
      });
      break;
    } catch {
      if (server.exitCode !== null || Date.now() > deadline) {
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`postgres on 127.0.0.1:${port} did not start`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (server.exitCode === null) {
        // pg_ctl's fast shutdown: runuser does not pass a signal on to the server.
        run("pg_ctl", ["stop", "-D", data, "-m", "fast", "-w"], { stdio: "ignore" });
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function serverArgs(data: string, port: number, dir: string): string[] {
  return [
    "-D",
    data,
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "-k",
    dir,
    // A test cluster: no need to survive a power cut, many short connections.
    "-c",
    "fsync=off",
    "-c",
    "max_connections=60",
  ];
}
