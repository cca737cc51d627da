// Starts the fake form provider on 127.0.0.1 and `next start` pointed at it, for the e2e suite.
// Each test reads what the provider received from the provider's own /__received endpoint.
import { spawn } from "node:child_process";
import { startFakeProvider } from "./fake-provider.mjs";

const port = process.env.PORT ?? "3107";
const providerPort = Number(process.env.FAKE_PROVIDER_PORT ?? 3199);
await startFakeProvider(providerPort);

const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", port], {
  stdio: "inherit",
  env: {
    ...process.env,
    FORM_ENDPOINT: process.env.FORM_ENDPOINT ?? `http://127.0.0.1:${providerPort}/f/contact`,
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
