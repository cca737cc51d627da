import "server-only";
import {
  forward,
  nextAttemptAt,
  readOutbox,
  RETRY_POLICY,
  type RetryPolicy,
} from "@/lib/forms/outbox-store.mjs";

export interface OutboxWorkerOptions {
  outboxPath: string;
  /** The provider URL of each form, or undefined when that form has none (nothing to forward). */
  endpointFor: (form: string) => string | undefined;
  timeoutMs: number;
  policy?: RetryPolicy;
  /** How often the file is read for entries that are due. */
  pollMs?: number;
  now?: () => number;
  log?: (line: string) => void;
}

export interface OutboxWorker {
  /** One pass: forwards every queued entry that is due, one at a time. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Forwards the enquiries queued in the outbox when the provider failed. The file is the only
 * state, so a restarted server resumes where the last one stopped. Passes never overlap and
 * each entry is sent one at a time and recorded before the next, so the worker never sends an
 * entry again once it has been recorded as delivered.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const policy = options.policy ?? RETRY_POLICY;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.info(line));
  const pollMs = options.pollMs ?? 5_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function pass(): Promise<void> {
    let entries;
    try {
      entries = await readOutbox(options.outboxPath);
    } catch (error) {
      log(`[outbox] cannot read ${options.outboxPath}: ${(error as Error).message}`);
      return;
    }
    for (const entry of entries) {
      if (stopped) return;
      if (entry.status !== "queued" || nextAttemptAt(entry, policy) > now()) continue;
      const endpoint = options.endpointFor(entry.form);
      if (!endpoint) continue;
      try {
        const result = await forward(options.outboxPath, entry, {
          endpoint,
          timeoutMs: options.timeoutMs,
          policy,
          now,
        });
        log(
          `[outbox] form=${entry.form} request=${entry.id} attempt=${entry.attempts + 1} outcome=${result.status}` +
            (result.detail ? ` detail="${result.detail}"` : ""),
        );
      } catch (error) {
        // The outcome could not be recorded: stop this pass rather than risk sending it again.
        log(`[outbox] cannot write ${options.outboxPath}: ${(error as Error).message}`);
        return;
      }
    }
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
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
