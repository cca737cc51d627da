import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(fileURLToPath(import.meta.url), "../../../..");
export {
  copyProject,
  removeProject,
  startServer,
  type Server,
} from "../../../scripts/project-copy.ts";

/** The environment of an operator's shell: nothing of this test run's platform variables. */
export function operatorEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (/^(VERCEL|NEXT_ADAPTER|NEXT_ENABLE_ADAPTER|NEXT_PRIVATE|__NEXT|PORT$)/.test(key))
      delete env[key];
  env.PATH = `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${env.PATH}`;
  return { ...env, NEXT_TELEMETRY_DISABLED: "1", VERCEL_TELEMETRY_DISABLED: "1", ...extra };
}

/** Runs a command to its end; its output is returned and the test fails if it fails. */
export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: 300_000 });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(" ")} exited ${result.status}:\n${output.slice(-4000)}`,
    );
  return output;
}
