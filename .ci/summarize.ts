// Sums the vitest and both Playwright JSON reports into one "N passed, N failed" line.
// A runner that did not write its report (it never ran) counts as one failure.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;

const unitPath = "test-results/unit.json";
if (existsSync(unitPath)) {
  const unit = JSON.parse(readFileSync(unitPath, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else {
  console.log(`missing ${unitPath}: the unit tests did not run`);
  failed += 1;
}

// The browser tests on `npm run build` + `next start`, then the other ways of deploying.
const reports: [string, string][] = [
  ["test-results/e2e.json", "the browser tests"],
  ["test-results/deploy.json", "the deployment-path tests"],
];
for (const [report, what] of reports) {
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, "utf8")) as {
      stats: { expected: number; flaky: number; unexpected: number };
    };
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  } else {
    console.log(`missing ${report}: ${what} did not run`);
    failed += 1;
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
