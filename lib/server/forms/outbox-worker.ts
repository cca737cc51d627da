import "server-only";
import type { EnquiryStore } from "@/lib/server/forms/enquiry-store.ts";
import type { Mailer } from "@/lib/server/forms/mail.ts";
import {
  forwardEntry,
  RETRY_POLICY,
  sendableChannels,
  type RetryPolicy,
} from "@/lib/server/forms/outbox-store.ts";

export interface Retention {
  /** Months a contact enquiry is kept after its last activity. */
  enquiryMonths: number;
  /** Months a careers application kept on file (its sender's choice) is kept after receipt. */
  applicationMonths: number;
  /** Months any other careers application is kept after it was received. */
  unfiledApplicationMonths: number;
}

export interface OutboxWorkerOptions {
  openStore: () => Promise<EnquiryStore>;
  /** The provider URL of each form, or undefined when that form has none (nothing to forward). */
  endpointFor: (form: string) => string | undefined;
  /** E-mail to the firm (SMTP_URL), or undefined when it is not configured. */
  mailer?: Mailer;
  timeoutMs: number;
  retention: Retention;
  policy?: RetryPolicy;
  /** How often the store is read for entries that are due. */
  pollMs?: number;
  /** How often what its retention no longer covers is erased: daily, and at start. */
  purgeEveryMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export interface OutboxWorker {
  /** One pass: forwards every queued entry that is due, one at a time; purges when it is time. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

export interface OutboxPassOptions {
  store: EnquiryStore;
  endpointFor: (form: string) => string | undefined;
  mailer?: Mailer;
  timeoutMs: number;
  retention: Retention;
  policy?: RetryPolicy;
  now?: () => number;
  log?: (line: string) => void;
  /** Erase what the retention periods no longer cover in this pass too. */
  purge: boolean;
  /** Checked before each enquiry: true ends the pass early (the worker is stopping). */
  stopped?: () => boolean;
}

/**
 * One pass over the store: erases what its retention no longer covers (when asked), then
 * forwards every queued enquiry that is due, one at a time, to each channel (provider, e-mail)
 * it has not reached yet and that is configured now. Each is claimed before it is sent (a
 * lease of twice the provider timeout plus 5 s, so another sender, another instance or
 * `npm run outbox -- --replay`, leaves it alone) and recorded before the next, so an enquiry
 * recorded as delivered is never sent again. The server's worker runs it every few seconds;
 * on Vercel the cron route (app/api/cron/outbox) runs it.
 */
export async function runOutboxPass(options: OutboxPassOptions): Promise<void> {
  const { store } = options;
  const policy = options.policy ?? RETRY_POLICY;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.info(line));
  const leaseMs = options.timeoutMs * 2 + 5_000;
  if (options.purge) {
    try {
      const purged = await store.purge({ now: now(), ...options.retention });
      log(
        `[outbox] purge: ${purged.delivered} delivered copies, ${purged.enquiries} enquiries, ${purged.applications} applications erased`,
      );
    } catch (error) {
      log(`[outbox] purge failed: ${(error as Error).message}`);
    }
  }
  let entries;
  try {
    entries = await store.due(now(), policy);
  } catch (error) {
    log(`[outbox] cannot read the enquiry store: ${(error as Error).message}`);
    return;
  }
  for (const entry of entries) {
    if (options.stopped?.()) return;
    const targets = { provider: options.endpointFor(entry.form), mail: options.mailer };
    if (!sendableChannels(entry, targets).length) continue;
    try {
      if (!(await store.claim(entry.id, { now: now(), leaseMs }))) continue;
      const result = await forwardEntry(store, entry, {
        targets,
        timeoutMs: options.timeoutMs,
        policy,
        now,
      });
      log(
        `[outbox] form=${entry.form} request=${entry.id} attempt=${entry.attempts + 1} outcome=${result.status}` +
          (result.detail ? ` detail="${result.detail}"` : ""),
      );
    } catch (error) {
      // The outcome could not be recorded: stop this pass rather than risk sending it again
      // (the lease keeps it from being sent until it ends).
      log(`[outbox] cannot write the enquiry store: ${(error as Error).message}`);
      return;
    }
  }
}

/**
 * Forwards the enquiries queued in the store when the provider failed (runOutboxPass every
 * `pollMs`), and erases what its retention no longer covers at start and once a day. The store
 * is the only state, so a restarted server resumes where the last one stopped.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.info(line));
  const pollMs = options.pollMs ?? 5_000;
  const purgeEveryMs = options.purgeEveryMs ?? 24 * 60 * 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastPurge = -Infinity;

  async function pass(): Promise<void> {
    let store: EnquiryStore;
    try {
      store = await options.openStore();
    } catch (error) {
      log(`[outbox] cannot open the enquiry store: ${(error as Error).message}`);
      return;
    }
    const purge = now() - lastPurge >= purgeEveryMs;
    if (purge) lastPurge = now();
    await runOutboxPass({
      store,
      endpointFor: options.endpointFor,
      mailer: options.mailer,
      timeoutMs: options.timeoutMs,
      retention: options.retention,
      policy: options.policy,
      now,
      log,
      purge,
      stopped: () => stopped,
    });
  }

  function runOnce(): Promise<void> {
    running = running.then(pass);
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void runOnce().then(schedule), pollMs);
    timer.unref();
  }
  // The first pass at once: the store is purged on start.
  void runOnce().then(schedule);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
