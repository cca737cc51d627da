// `npm run audit`: fails when `npm audit --omit=dev` reports a high or critical vulnerability in
// what the site ships. When the registry cannot answer (an offline mirror, a proxy that refuses
// the advisory endpoint), it says so and passes: nothing was checked, and the log shows it.
import { spawnSync } from "node:child_process";

const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
interface Vulnerability {
  name: string;
  severity: string;
  range: string;
  via: (string | { title: string; url: string })[];
}
interface AuditReport {
  metadata?: { vulnerabilities: Record<"critical" | "high" | "moderate" | "low", number> };
  vulnerabilities?: Record<string, Vulnerability>;
  message?: string;
  error?: { summary?: string };
}

let report: AuditReport;
try {
  report = JSON.parse(result.stdout) as AuditReport;
} catch {
  console.error(`npm audit gave no JSON (exit ${result.status}):\n${result.stderr}`);
  process.exit(1);
}

if (!report.metadata) {
  const reason = report.message ?? report.error?.summary ?? "no advisory data";
  console.warn(`npm audit: NOT CHECKED, the registry did not answer the audit (${reason}).`);
  process.exit(0);
}

const counts = report.metadata.vulnerabilities;
const serious = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  ["high", "critical"].includes(v.severity),
);
console.log(
  `npm audit --omit=dev: ${counts.critical} critical, ${counts.high} high, ` +
    `${counts.moderate} moderate, ${counts.low} low`,
);
for (const v of serious) {
  const via = v.via.map((x) => (typeof x === "string" ? x : `${x.title} (${x.url})`)).join("; ");
  console.error(`  ${v.severity}: ${v.name} ${v.range}: ${via}`);
}
process.exit(serious.length > 0 ? 1 : 0);
