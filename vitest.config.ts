import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // CI sums this report with Playwright's into one closing line (.ci/summarize.mjs).
    reporters: process.env.CI
      ? ["default", ["json", { outputFile: "test-results/unit.json" }]]
      : ["default"],
  },
});
