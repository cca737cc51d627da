// `npm run outbox`: lists the enquiries in the outbox (OUTBOX_PATH, default .data/outbox.jsonl)
// with their state: queued (the provider failed; the server's worker is retrying), delivered,
// dead (refused by the provider, or still failing a day later) and stored (kept because no
// provider was configured). What visitors wrote is not printed; read the file for that.
//
// `npm run outbox -- --replay`: sends every entry not delivered (queued, dead, stored) to the
// provider configured now (FORM_ENDPOINT / CAREERS_FORM_ENDPOINT), one at a time, with its
// request id as the idempotency key, and records each outcome in the file. Run it while the
// server is stopped, or the server's worker may send a queued entry at the same moment.
//
// Reads the environment, then .env.production.local, .env.local, .env.production and .env
// (as `next start` does; variables already set win).
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { forward, readOutbox } from "../lib/forms/outbox-store.mjs";

const { values: options } = parseArgs({
  options: { replay: { type: "boolean", default: false } },
});

for (const file of [".env.production.local", ".env.local", ".env.production", ".env"])
  if (existsSync(file)) process.loadEnvFile(file);

const blank = (value) => (value === undefined || value === "" ? undefined : value);
const outboxPath = blank(process.env.OUTBOX_PATH) ?? ".data/outbox.jsonl";
const timeoutMs = Number(blank(process.env.FORM_TIMEOUT_MS) ?? 10_000);
const endpoints = {
  contact: blank(process.env.FORM_ENDPOINT),
  careers: blank(process.env.CAREERS_FORM_ENDPOINT) ?? blank(process.env.FORM_ENDPOINT),
};

const entries = await readOutbox(outboxPath);
const counts = { queued: 0, delivered: 0, dead: 0, stored: 0 };
for (const entry of entries) counts[entry.status] += 1;

console.log(
  `${outboxPath}: ${entries.length} enquiries: ${counts.queued} queued, ${counts.delivered} delivered, ${counts.dead} dead, ${counts.stored} stored`,
);
for (const entry of entries)
  console.log(
    [
      entry.status.padEnd(9),
      entry.id,
      entry.form.padEnd(7),
      `received ${entry.receivedAt}`,
      `attempts ${entry.attempts}`,
      entry.deliveredAt ? `delivered ${entry.deliveredAt}` : "",
      entry.detail ? `(${entry.detail})` : "",
    ]
      .filter(Boolean)
      .join("  "),
  );

if (options.replay) {
  const pending = entries.filter((entry) => entry.status !== "delivered");
  let failed = 0;
  console.log(`\nReplaying ${pending.length} enquiries not delivered`);
  for (const entry of pending) {
    const endpoint = endpoints[entry.form];
    if (!endpoint) {
      console.log(`  ${entry.id}: no provider configured for the ${entry.form} form; left as is`);
      failed += 1;
      continue;
    }
    const result = await forward(outboxPath, entry, { endpoint, timeoutMs });
    console.log(`  ${entry.id}: ${result.status}${result.detail ? ` (${result.detail})` : ""}`);
    if (result.status !== "delivered") failed += 1;
  }
  process.exitCode = failed ? 1 : 0;
}
