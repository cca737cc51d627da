import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Server modules import "server-only" so the build refuses them in client code; its default
      // export throws outside React's server condition, so the tests (plain Node) get the empty one.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts"],
    environment: "node",
    // CI sums this report with Playwright's into one closing line (.ci/summarize.ts).
    reporters: process.env.CI
      ? ["default", ["json", { outputFile: "test-results/unit.json" }]]
      : ["default"],
  },
});
