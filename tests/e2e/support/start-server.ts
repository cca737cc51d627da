// Starts the fake form provider on 127.0.0.1 and `next start` pointed at it, for the e2e suite.
// Each test reads what the provider received from the provider's own /__received endpoint.
//
// The server runs as in production with every form feature on: reCAPTCHA keys are set (the
// browser's grecaptcha is stubbed by tests/e2e/fixtures.ts, the server verifies tokens against
// the fake provider's siteverify), and 127.0.0.1 is named as a trusted proxy so each test can
// act as its own client address through X-Forwarded-For and keep its own rate-limit count.
// The site key reaches the browser at request time, so a build made without any of these
// variables serves them.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeProvider } from "./fake-provider.ts";

const port = process.env.PORT ?? "3107";
const providerPort = Number(process.env.FAKE_PROVIDER_PORT ?? 3199);
const provider = `http://127.0.0.1:${providerPort}`;
await startFakeProvider(providerPort);

// Next's own entry point rather than npx, so a SIGTERM reaches the server itself.
const nextBin = fileURLToPath(import.meta.resolve("next/dist/bin/next"));
/** A fresh enquiry store (and no old outbox to import) in a new temporary folder. */
function freshStore(): { SQLITE_PATH: string; OUTBOX_PATH: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-enquiries-"));
  return {
    SQLITE_PATH: path.join(dir, "enquiries.sqlite"),
    OUTBOX_PATH: path.join(dir, "outbox.jsonl"),
  };
}

const server = spawn(process.execPath, [nextBin, "start", "-H", "127.0.0.1", "-p", port], {
  stdio: "inherit",
  env: {
    ...process.env,
    FORM_ENDPOINT: process.env.FORM_ENDPOINT ?? `${provider}/f/contact`,
    CAREERS_FORM_ENDPOINT: process.env.CAREERS_FORM_ENDPOINT ?? `${provider}/f/careers`,
    FORM_TIMEOUT_MS: "2500",
    RECAPTCHA_SITE_KEY: "e2e-site-key",
    RECAPTCHA_SECRET_KEY: "e2e-secret-key",
    RECAPTCHA_VERIFY_URL: `${provider}/recaptcha/api/siteverify`,
    // The fake siteverify says each token was solved on 127.0.0.1, where the pages are served.
    RECAPTCHA_HOSTNAMES: "127.0.0.1",
    TRUSTED_PROXY: "127.0.0.1",
    // Enquiries queued while the fake provider fails, in a fresh store for each run.
    ...freshStore(),
    RATE_LIMIT_PER_MINUTE: "5",
  },
});
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
