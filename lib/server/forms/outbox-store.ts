// Delivery to the provider and its retry timing, shared by the server (lib/server/forms/delivery.ts,
// the worker in lib/server/forms/outbox-worker.ts) and the operator's command (`npm run outbox`), which
// Node runs without a build: erasable TypeScript only. The enquiries themselves live in the
// database (lib/server/forms/enquiry-store.ts).
//
// readOutbox reads the JSON Lines outbox of earlier versions, for its one-time import:
//   an enquiry   {"id","form","receivedAt","data"[, "queued": true, "detail"]}
//                queued: the provider failed when it was submitted and the worker forwards it;
//                without it the enquiry was stored because no provider was configured.
//   an event     {"id","event":"attempt"|"delivered"|"dead","at"[, "detail"]}
// A crash could leave a partial last line, which is skipped.
import { readFile } from "node:fs/promises";
import type { EnquiryStore } from "./enquiry-store.ts";
import type { Mailer } from "./mail.ts";

/** Where an enquiry is delivered: the form provider (FORM_ENDPOINT) and e-mail (SMTP_URL). */
export type Channel = "provider" | "mail";

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
}

export type OutboxStatus = "stored" | "queued" | "delivered" | "dead";

export interface OutboxEntry {
  id: string;
  form: string;
  receivedAt: string;
  data: Record<string, unknown>;
  status: OutboxStatus;
  /** Delivery attempts so far, the failed one at submission included. */
  attempts: number;
  lastAttemptAt?: string;
  deliveredAt?: string;
  detail?: string;
  /** The channels it has still to reach; absent in rows older than the channels: the provider. */
  pending?: Channel[];
}

export interface ChannelTargets {
  /** The provider URL for this entry's form; undefined: not configured now. */
  provider?: string;
  /** The mailer; undefined: e-mail is not configured now. */
  mail?: Mailer;
}

type SendResult = { kind: "delivered" } | { kind: "refused" | "failed"; detail: string };
type ForwardOutcome = { status: "delivered" | "dead" | "queued"; detail?: string };

/** Retry timing: first retry 15 s after the failed submission, doubling up to 15 min, for a day. */
export const RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 15_000,
  maxDelayMs: 15 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** Every enquiry in the file with its current state, oldest first. A missing file is empty. */
export async function readOutbox(file: string): Promise<OutboxEntry[]> {
  let text: string;
  try {
    text = await readFile(/*turbopackIgnore: true*/ file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException | null)?.code === "ENOENT") return [];
    throw error;
  }
  const entries = new Map<string, OutboxEntry>();
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a line of an old file, checked field by field
    let record: any;
    try {
      record = JSON.parse(line);
    } catch {
      continue; // a partial line left by a crash
    }
    if (!record || typeof record.id !== "string") continue;
    if (record.event === undefined && record.data && typeof record.form === "string") {
      if (entries.has(record.id)) continue;
      entries.set(record.id, {
        id: record.id,
        form: record.form,
        receivedAt: record.receivedAt,
        data: record.data,
        status: record.queued ? "queued" : "stored",
        attempts: record.queued ? 1 : 0,
        lastAttemptAt: record.queued ? record.receivedAt : undefined,
        detail: record.detail,
      });
      continue;
    }
    const entry = entries.get(record.id);
    if (!entry || entry.status === "delivered") continue;
    if (record.event === "attempt") {
      entry.attempts += 1;
      entry.lastAttemptAt = record.at;
      entry.detail = record.detail;
    } else if (record.event === "delivered") {
      entry.attempts += 1;
      entry.status = "delivered";
      entry.deliveredAt = record.at;
      entry.detail = undefined;
    } else if (record.event === "dead") {
      entry.attempts += 1;
      entry.status = "dead";
      entry.lastAttemptAt = record.at;
      entry.detail = record.detail;
    }
  }
  return [...entries.values()];
}

/** When the worker may next try a queued entry: bounded exponential backoff from its last try. */
export function nextAttemptAt(
  entry: Pick<OutboxEntry, "lastAttemptAt" | "receivedAt" | "attempts">,
  policy: RetryPolicy = RETRY_POLICY,
): number {
  const last = Date.parse(entry.lastAttemptAt ?? entry.receivedAt);
  const delay = Math.min(
    policy.firstDelayMs * 2 ** Math.max(0, entry.attempts - 1),
    policy.maxDelayMs,
  );
  return last + delay;
}

/**
 * Sends one enquiry to the provider as JSON with its request id as the idempotency key, so a
 * provider that honours the key keeps one copy even if an answer was lost and it is sent again.
 * delivered: 2xx. refused: the provider will never take it (4xx other than 408 and 429).
 * failed: worth another try (timeout, refused connection, 408, 429, 5xx).
 */
export async function sendToProvider(
  endpoint: string,
  entry: Pick<OutboxEntry, "id" | "data">,
  timeoutMs: number,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "idempotency-key": entry.id,
      },
      body: JSON.stringify(entry.data),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    return {
      kind: "failed",
      detail:
        (error as Error | null)?.name === "TimeoutError"
          ? "provider timed out"
          : "provider unreachable",
    };
  }
  await response.body?.cancel().catch(() => {});
  if (response.ok) return { kind: "delivered" };
  const detail = `provider answered ${response.status}`;
  if (response.status >= 500 || response.status === 408 || response.status === 429)
    return { kind: "failed", detail };
  return { kind: "refused", detail };
}

/** The delivery channels: the form provider (FORM_ENDPOINT) and e-mail (SMTP_URL). */
export const CHANNELS: readonly Channel[] = ["provider", "mail"];

/**
 * The channels an entry has still to reach: as recorded; for a stored entry (kept when nothing
 * was configured) every channel configured now (`targets`); for a row older than the channels,
 * the provider.
 */
export function pendingChannels(
  entry: Pick<OutboxEntry, "pending" | "status">,
  targets: ChannelTargets = {},
): Channel[] {
  if (entry.pending) return entry.pending;
  if (entry.status === "stored")
    return CHANNELS.filter((channel) => targets[channel] !== undefined);
  return ["provider"];
}

/** Of those, the ones configured now (`targets`), which can be tried. */
export function sendableChannels(
  entry: Pick<OutboxEntry, "pending" | "status">,
  targets: ChannelTargets,
): Channel[] {
  return pendingChannels(entry, targets).filter((channel) => targets[channel] !== undefined);
}

/**
 * Tries one entry (claimed by the caller) on each channel it has still to reach and is
 * configured now, at once, and records each channel's outcome in the store. A channel that
 * delivers leaves the pending list, so it is never sent to again. The entry ends delivered
 * when none is left; dead when a channel refused it (a provider 4xx other than 408 and 429, a
 * mail server's 5xx) or it still fails a day after it was received; else queued for a retry.
 */
export async function forwardEntry(
  store: Pick<EnquiryStore, "record">,
  entry: OutboxEntry,
  {
    targets,
    timeoutMs,
    policy = RETRY_POLICY,
    now = Date.now,
  }: { targets: ChannelTargets; timeoutMs: number; policy?: RetryPolicy; now?: () => number },
): Promise<ForwardOutcome> {
  const channels = sendableChannels(entry, targets);
  const results = await Promise.all(
    channels.map(async (channel) => ({
      channel,
      ...(channel === "mail"
        ? await targets.mail!.send(entry)
        : await sendToProvider(targets.provider!, entry, timeoutMs)),
    })),
  );
  const at = new Date(now()).toISOString();
  const delivered = new Set(results.filter((r) => r.kind === "delivered").map((r) => r.channel));
  const pending = pendingChannels(entry, targets).filter((channel) => !delivered.has(channel));
  const expired = now() - Date.parse(entry.receivedAt) >= policy.giveUpAfterMs;
  const refused = results.some((r) => r.kind === "refused");
  const failed = results.some((r) => r.kind === "failed");
  const status: ForwardOutcome["status"] = !pending.length
    ? "delivered"
    : refused || (failed && expired)
      ? "dead"
      : "queued";
  const detail =
    results
      .filter((r) => r.kind !== "delivered")
      .map((r) => ("detail" in r ? r.detail : ""))
      .join("; ") || undefined;
  await store.record(entry.id, {
    status,
    at,
    detail,
    pending,
    attempts: results.map((r) => ({
      channel: r.channel,
      outcome:
        r.kind === "delivered" ? "delivered" : r.kind === "refused" || expired ? "dead" : "failed",
      ...("detail" in r && r.detail ? { detail: r.detail } : {}),
    })),
  });
  return { status, ...(detail ? { detail } : {}) };
}

/**
 * Tries one entry (claimed by the caller) on the provider alone and records the outcome:
 * delivered, an attempt to retry later, or dead (refused by the provider, or still failing a
 * day after it was received).
 */
export function forward(
  store: Pick<EnquiryStore, "record">,
  entry: OutboxEntry,
  {
    endpoint,
    timeoutMs,
    policy = RETRY_POLICY,
    now = Date.now,
  }: { endpoint: string; timeoutMs: number; policy?: RetryPolicy; now?: () => number },
): Promise<ForwardOutcome> {
  return forwardEntry(store, entry, { targets: { provider: endpoint }, timeoutMs, policy, now });
}
