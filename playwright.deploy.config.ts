import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The deployment paths (tests/deploy): each builds the site in a copy of the project the way an
 * operator would and serves it itself, so there is no shared web server, and one worker keeps the
 * builds (two cores each) from running at once or beside the browser.
 */
export default defineConfig({
  ...base,
  testDir: "tests/deploy",
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 300_000,
  outputDir: "test-results/deploy",
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/deploy.json" }]]
    : [["list"]],
  use: { ...base.use, baseURL: undefined },
  webServer: undefined,
});
