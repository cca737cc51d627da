// `npm run outbox`: the enquiries kept on the server (PostgreSQL with DATABASE_URL, else
// SQLITE_PATH, default .data/enquiries.sqlite) by state: queued (the provider failed; the server's worker is
// retrying), delivered, dead (refused by the provider, or still failing a day later) and stored
// (kept because no provider was configured). What visitors wrote is never printed here.
//
//   -- --state <queued|delivered|dead|stored>   only the enquiries in that state
//   -- --replay          sends every entry not delivered to the provider configured now
//                        (FORM_ENDPOINT / CAREERS_FORM_ENDPOINT), one at a time, with its request
//                        id as the idempotency key; an entry the server's worker is sending at
//                        that moment is left to it
//   -- --purge           erases what the retention periods no longer cover (as the server does
//                        daily) and says how many of each
//   -- --erase <email>   erases every record of that address (any case) and says how many
//   -- --export <email>  prints every record of that address as JSON (an access request)
//
// The configuration is the server's (lib/env.ts), read from the environment, then
// .env.production.local, .env.local, .env.production and .env (as `next start` does; variables
// already set win). An outbox.jsonl of an earlier version is imported first, as at start.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { closeEnquiryStores, openEnquiryStore } from "../lib/forms/enquiry-store.mjs";
import { closePostgresStores, openPostgresStore } from "../lib/forms/enquiry-store-pg.mjs";
import { forward } from "../lib/forms/outbox-store.mjs";

const STATES = ["queued", "delivered", "dead", "stored"];

const { values: options } = parseArgs({
  options: {
    state: { type: "string" },
    replay: { type: "boolean", default: false },
    purge: { type: "boolean", default: false },
    erase: { type: "string" },
    export: { type: "string" },
  },
});
if (options.state !== undefined && !STATES.includes(options.state)) {
  console.error(`--state must be one of ${STATES.join(", ")}`);
  process.exit(2);
}

for (const file of [".env.production.local", ".env.local", ".env.production", ".env"])
  if (existsSync(file)) process.loadEnvFile(file);

// lib/env.ts is TypeScript guarded by `server-only`: npm runs this with Node's type stripping
// and the react-server condition (package.json), so the command reads the server's settings.
const { env, retention } = await import("../lib/env.ts");
const endpoints = {
  contact: env.FORM_ENDPOINT,
  careers: env.CAREERS_FORM_ENDPOINT ?? env.FORM_ENDPOINT,
  quote: env.FORM_ENDPOINT,
};
const storeName = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : env.SQLITE_PATH;
const store = env.DATABASE_URL
  ? await openPostgresStore(env.DATABASE_URL)
  : await openEnquiryStore(env.SQLITE_PATH, {
      outbox: env.OUTBOX_PATH,
      log: (line) => console.log(line),
    });

try {
  if (options.export !== undefined) {
    console.log(JSON.stringify(await store.exportEmail(options.export), null, 2));
  } else if (options.erase !== undefined) {
    const erased = await store.eraseEmail(options.erase);
    console.log(`Erased ${erased} ${erased === 1 ? "enquiry" : "enquiries"} of ${options.erase}`);
  } else if (options.purge) {
    const purged = await store.purge({ now: Date.now(), ...retention });
    console.log(
      `Purged ${purged.delivered} delivered copies (older than 30 days), ${purged.enquiries} enquiries (${retention.enquiryMonths} months after their last activity), ${purged.applications} applications (${retention.applicationMonths} months after receipt if kept on file, else ${retention.unfiledApplicationMonths})`,
    );
  } else {
    await list(options.state);
    if (options.replay) await replay();
  }
} finally {
  await closeEnquiryStores();
  await closePostgresStores();
}

async function list(state) {
  const entries = await store.list();
  const counts = Object.fromEntries(STATES.map((name) => [name, 0]));
  for (const entry of entries) counts[entry.status] += 1;
  console.log(
    `${storeName}: ${entries.length} enquiries: ${counts.queued} queued, ${counts.delivered} delivered, ${counts.dead} dead, ${counts.stored} stored`,
  );
  for (const name of state ? [state] : STATES)
    for (const entry of entries.filter((candidate) => candidate.status === name))
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
}

async function replay() {
  const pending = (await store.list()).filter((entry) => entry.status !== "delivered");
  let failed = 0;
  console.log(`\nReplaying ${pending.length} enquiries not delivered`);
  for (const entry of pending) {
    const endpoint = endpoints[entry.form];
    if (!endpoint) {
      console.log(`  ${entry.id}: no provider configured for the ${entry.form} form; left as is`);
      failed += 1;
      continue;
    }
    // Stored and dead entries are queued again first, so the claim below covers them too.
    if (entry.status !== "queued") await store.requeue(entry.id);
    if (!(await store.claim(entry.id, { now: Date.now(), leaseMs: env.FORM_TIMEOUT_MS * 2 }))) {
      console.log(`  ${entry.id}: being sent by the server now; left to it`);
      continue;
    }
    const result = await forward(store, entry, {
      endpoint,
      timeoutMs: env.FORM_TIMEOUT_MS,
    });
    console.log(`  ${entry.id}: ${result.status}${result.detail ? ` (${result.detail})` : ""}`);
    if (result.status !== "delivered") failed += 1;
  }
  process.exitCode = failed ? 1 : 0;
}
