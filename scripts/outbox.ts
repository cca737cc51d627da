// `npm run outbox`: the enquiries kept on the server (PostgreSQL with DATABASE_URL, else
// SQLITE_PATH, default .data/enquiries.sqlite) by state: queued (a channel failed; the server's
// worker is retrying), delivered, dead (refused, or still failing a day later) and stored (kept
// because neither a provider nor e-mail was configured). The listing never prints what visitors
// wrote; `--show` does, for the operator who has to read it. USAGE below lists the commands.
//
// The configuration is the server's (lib/server/env.ts), read from the environment, then
// .env.production.local, .env.local, .env.production and .env (as `next start` does; variables
// already set win). An outbox.jsonl of an earlier version is imported first, as at start.
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  closeEnquiryStores,
  openEnquiryStore,
  openPostgresStore,
} from "../lib/server/forms/enquiry-store.ts";
import { mailerFromEnv, mailFields } from "../lib/server/forms/mail.ts";
import {
  forwardEntry,
  pendingChannels,
  sendableChannels,
} from "../lib/server/forms/outbox-store.ts";

import type { DeliveryAttempt } from "../lib/server/forms/enquiry-store.ts";
import type { OutboxEntry, OutboxStatus } from "../lib/server/forms/outbox-store.ts";

const STATES: OutboxStatus[] = ["queued", "delivered", "dead", "stored"];

const USAGE = `Usage: npm run outbox [-- <command>]

  (none)                 every enquiry by state: id, form, dates, attempts, last failure;
                         never what the visitor wrote
  --state <state>        only those in one state: queued, delivered, dead or stored
  --show <id>            one enquiry in full: every field, when it was received, and each
                         delivery attempt with its channel and outcome
  --show stored          every stored enquiry in full, oldest first (kept because neither
                         FORM_ENDPOINT nor SMTP_URL was set when it arrived)
  --replay               sends every enquiry not delivered to each channel configured now
                         that has not delivered it, recording each outcome
  --purge                erases what the retention periods no longer cover, and says how many
  --erase <email>        erases every record of that address (any case), and says how many
  --export <email>       prints every record of that address as JSON (an access request)
  --help                 this text

The store and the channels are the server's settings (the environment, then the .env files).`;

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      state: { type: "string" },
      show: { type: "string" },
      replay: { type: "boolean", default: false },
      purge: { type: "boolean", default: false },
      erase: { type: "string" },
      export: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const state = options.state as OutboxStatus | undefined;
if (state !== undefined && !STATES.includes(state)) {
  console.error(`--state must be one of ${STATES.join(", ")}\n\n${USAGE}`);
  process.exit(2);
}
const commands = (["show", "erase", "export"] as const).filter(
  (name) => options[name] !== undefined,
);
if (commands.length + Number(options.purge) > 1) {
  console.error(`One command at a time.\n\n${USAGE}`);
  process.exit(2);
}

for (const file of [".env.production.local", ".env.local", ".env.production", ".env"])
  if (existsSync(file)) process.loadEnvFile(file);

// lib/server/env.ts is TypeScript guarded by `server-only`: npm runs this with Node's type stripping
// and the react-server condition (package.json), so the command reads the server's settings.
const { env, retention } = await import("../lib/server/env.ts");
const endpoints: Record<string, string | undefined> = {
  contact: env.FORM_ENDPOINT,
  careers: env.CAREERS_FORM_ENDPOINT ?? env.FORM_ENDPOINT,
  quote: env.FORM_ENDPOINT,
};
const storeName = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : env.SQLITE_PATH;
let store: Awaited<ReturnType<typeof openEnquiryStore>>;
try {
  store = env.DATABASE_URL
    ? await openPostgresStore(env.DATABASE_URL)
    : await openEnquiryStore(env.SQLITE_PATH, {
        outbox: env.OUTBOX_PATH,
        log: (line) => console.log(line),
      });
} catch (error) {
  // Opened before any command runs: what is wrong, with which file, and what to do, in words.
  console.error(
    env.DATABASE_URL
      ? `npm run outbox: cannot open the enquiry store in PostgreSQL (DATABASE_URL): ${(error as Error).message}\nCheck DATABASE_URL and that the database server answers, as the server does.`
      : storeProblem(env.SQLITE_PATH, error as StoreError),
  );
  await closeEnquiryStores();
  process.exit(1);
}

try {
  if (options.show !== undefined) {
    await show(options.show);
  } else if (options.export !== undefined) {
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
    await list(state);
    if (options.replay) await replay();
  }
} catch (error) {
  // The store's own words (a busy log, an unreachable database), without a stack trace.
  console.error(`npm run outbox: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeEnquiryStores();
}

async function list(state: OutboxStatus | undefined) {
  const entries = await store.list();
  const counts = Object.fromEntries(STATES.map((name) => [name, 0]));
  for (const entry of entries) counts[entry.status]! += 1;
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

/** Prints one enquiry (or, for "stored", every stored one, oldest first) in full. */
async function show(which: string) {
  if (which === "stored") {
    const stored = await store.list("stored");
    console.log(
      `${storeName}: ${stored.length} stored ${stored.length === 1 ? "enquiry" : "enquiries"}, oldest first`,
    );
    for (const entry of stored) {
      const full = await store.get(entry.id);
      if (full) console.log(`\n${describe(full)}`);
    }
    return;
  }
  const entry = await store.get(which);
  if (!entry) {
    console.error(`No enquiry ${which} in ${storeName}`);
    process.exitCode = 1;
    return;
  }
  console.log(describe(entry));
}

function describe(entry: OutboxEntry & { deliveryAttempts: DeliveryAttempt[] }) {
  const lines = [
    `Enquiry ${entry.id}`,
    `  Form:         ${entry.form}`,
    `  Status:       ${entry.status}`,
    `  Received at:  ${entry.receivedAt}`,
  ];
  if (entry.deliveredAt) lines.push(`  Delivered at: ${entry.deliveredAt}`);
  if (entry.status !== "stored" && entry.status !== "delivered")
    lines.push(`  Still to:     ${pendingChannels(entry).join(", ") || "(none)"}`);
  lines.push("  Fields:");
  for (const [label, value] of mailFields(entry.data)) {
    const [first, ...rest] = value.split(/\r?\n/);
    lines.push(`    ${label}: ${first}`, ...rest.map((line) => `      ${line}`));
  }
  lines.push("  Delivery attempts:");
  if (!entry.deliveryAttempts.length) lines.push("    (none)");
  for (const attempt of entry.deliveryAttempts)
    lines.push(
      `    ${attempt.at}  ${attempt.channel.padEnd(8)}  ${attempt.outcome}` +
        (attempt.detail ? `  (${attempt.detail})` : ""),
    );
  return lines.join("\n");
}

async function replay() {
  const pending = (await store.list()).filter((entry) => entry.status !== "delivered");
  const mailer = mailerFromEnv(env);
  let failed = 0;
  console.log(`\nReplaying ${pending.length} enquiries not delivered`);
  try {
    for (const entry of pending) {
      const targets = { provider: endpoints[entry.form], mail: mailer };
      if (!sendableChannels(entry, targets).length) {
        console.log(
          `  ${entry.id}: no channel it still needs is configured for the ${entry.form} form; left as is`,
        );
        failed += 1;
        continue;
      }
      // Stored and dead entries are queued again first, so the claim below covers them too.
      if (entry.status !== "queued") await store.requeue(entry.id);
      if (!(await store.claim(entry.id, { now: Date.now(), leaseMs: env.FORM_TIMEOUT_MS * 2 }))) {
        console.log(`  ${entry.id}: being sent by the server now; left to it`);
        continue;
      }
      const result = await forwardEntry(store, entry, {
        targets,
        timeoutMs: env.FORM_TIMEOUT_MS,
      });
      console.log(`  ${entry.id}: ${result.status}${result.detail ? ` (${result.detail})` : ""}`);
      if (result.status !== "delivered") failed += 1;
    }
  } finally {
    mailer?.close();
  }
  process.exitCode = failed ? 1 : 0;
}

type StoreError = Error & { code?: string; errcode?: number; path?: string };

/**
 * Why the SQLite store could not be opened, for the operator: the file, what is wrong with it
 * and what to do. Nothing has been written to the file by then.
 */
function storeProblem(file: string, error: StoreError): string {
  const where = path.resolve(file);
  const head = `npm run outbox: cannot open the enquiry store ${where}`;
  const asServer =
    "Run the command as the user the server runs as (e.g. sudo -u <that user> npm run outbox), from the site's folder, with the server's SQLITE_PATH.";
  const can = (target: string, mode: number) => {
    try {
      accessSync(target, mode);
      return true;
    } catch {
      return false;
    }
  };
  // node:sqlite's result codes: SQLITE_READONLY 8, SQLITE_CORRUPT 11, SQLITE_CANTOPEN 14,
  // SQLITE_NOTADB 26.
  if (error.errcode === 11 || error.errcode === 26)
    return `${head}: it is not an SQLite database, or it is damaged (${error.message}).
It has been left as it is. Stop the server, copy the file somewhere safe, then restore it from a backup; or move it aside, and the server starts an empty store at its next start (what the old file held is then only in the copy: sqlite3's .recover may save some of it).`;
  if (error.errcode === 8)
    return `${head}: it can be read but not written (${error.message}).
The command writes to it (the outcomes of --replay, --purge and --erase, and the old outbox's import). ${asServer}`;
  if (error.code === "EACCES" || error.code === "EPERM") {
    const what = !can(where, constants.R_OK)
      ? "this user cannot read it"
      : !can(where, constants.W_OK)
        ? "this user can read it but not write it (the command writes: the outcomes of --replay, --purge and --erase, and the old outbox's import)"
        : `this user may not use ${error.path ?? "its folder"}`;
    return `${head}: ${what}.\n${asServer}`;
  }
  if (error.code === "EROFS")
    return `${head}: it is on a read-only file system.\nThe command and the server both write to it: mount the store's folder writable, or set SQLITE_PATH to where the server's store is.`;
  if (error.code === "ENOTDIR" || error.code === "EISDIR" || error.errcode === 14)
    return `${head}: it is not a file SQLite can open (${error.message}).\nSet SQLITE_PATH to the server's store (default .data/enquiries.sqlite in the site's folder).`;
  return `${head}: ${error.message}\nCheck SQLITE_PATH (the server's store) and that this user can read and write it and its folder. ${asServer}`;
}
