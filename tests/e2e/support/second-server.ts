import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { PROVIDER } from "./forms";

/**
 * A second `next start` of the same build, on its own port, with the configuration a test
 * needs that the suite's server (start-server.ts) does not have: here, captcha off, so a form
 * posted without JavaScript can go through. It delivers to the same fake provider.
 * `output()` is what the server has logged so far; `kill()` ends it at once, as a crash would.
 */
export async function startServer(port: number, env: Record<string, string> = {}) {
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const storeDir = mkdtempSync(path.join(tmpdir(), "e2e-enquiries-"));
  const server: ChildProcess = spawn(
    process.execPath,
    [nextBin, "start", "-H", "127.0.0.1", "-p", String(port)],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        FORM_ENDPOINT: `${PROVIDER}/f/contact`,
        CAREERS_FORM_ENDPOINT: `${PROVIDER}/f/careers`,
        FORM_TIMEOUT_MS: "2500",
        TRUSTED_PROXY: "127.0.0.1",
        SQLITE_PATH: path.join(storeDir, "enquiries.sqlite"),
        OUTBOX_PATH: path.join(storeDir, "outbox.jsonl"),
        RATE_LIMIT_PER_MINUTE: "5",
        ...env,
      },
    },
  );
  let output = "";
  for (const stream of [server.stdout, server.stderr])
    stream?.on("data", (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start on ${port} exited`);
    try {
      if ((await fetch(`${baseURL}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill("SIGTERM");
      throw new Error(`next start on ${port} did not answer within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    output: () => output,
    kill: () => server.kill("SIGKILL"),
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}
