// Sums the vitest and Playwright JSON reports into one "N passed, N failed" line.
// A runner that did not write its report (it never ran) counts as one failure.
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;

const unitPath = "test-results/unit.json";
if (existsSync(unitPath)) {
  const unit = JSON.parse(readFileSync(unitPath, "utf8"));
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
} else {
  console.log(`missing ${unitPath}: the unit tests did not run`);
  failed += 1;
}

const e2ePath = "test-results/e2e.json";
if (existsSync(e2ePath)) {
  const { stats } = JSON.parse(readFileSync(e2ePath, "utf8"));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
} else {
  console.log(`missing ${e2ePath}: the browser tests did not run`);
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
