import { spawn } from "node:child_process";

/** `npm run outbox -- <args>` as an operator runs it, with `env` as the server's settings. */
export function outboxCommand(env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", "outbox", "--", ...args], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}
