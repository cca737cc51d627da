import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** The system Chromium when there is one (CI installs Debian's), else Playwright's own. */
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

const port = Number(process.env.E2E_PORT ?? 3107);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two everywhere: `next start` and the fake provider share the machine with the browsers, and
  // more workers on a two-core runner (or this shared machine) only make timings flaky.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: "test-results/playwright",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]]
    : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: ["--disable-background-networking", "--disable-component-update", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    // Tests run against the production build: `npm run test:e2e` expects `next build` first.
    command: `node tests/e2e/support/start-server.ts`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port) },
  },
});
