// Delivery to the provider and its retry timing, shared by the server (lib/forms/delivery.ts,
// the worker in lib/forms/outbox-worker.ts) and the operator's command (`npm run outbox`), so it
// is plain JavaScript; its types are in outbox-store.d.mts. The enquiries themselves live in the
// database (lib/forms/enquiry-store.mjs).
//
// readOutbox reads the JSON Lines outbox of earlier versions, for its one-time import:
//   an enquiry   {"id","form","receivedAt","data"[, "queued": true, "detail"]}
//                queued: the provider failed when it was submitted and the worker forwards it;
//                without it the enquiry was stored because no provider was configured.
//   an event     {"id","event":"attempt"|"delivered"|"dead","at"[, "detail"]}
// A crash could leave a partial last line, which is skipped.
import { readFile } from "node:fs/promises";

/** Retry timing: first retry 15 s after the failed submission, doubling up to 15 min, for a day. */
export const RETRY_POLICY = {
  firstDelayMs: 15_000,
  maxDelayMs: 15 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** Every enquiry in the file with its current state, oldest first. A missing file is empty. */
export async function readOutbox(file) {
  let text;
  try {
    text = await readFile(/*turbopackIgnore: true*/ file, "utf8");
  } catch (error) {
    if (error && error.code === "ENOENT") return [];
    throw error;
  }
  const entries = new Map();
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let record;
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
export function nextAttemptAt(entry, policy = RETRY_POLICY) {
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
export async function sendToProvider(endpoint, entry, timeoutMs) {
  let response;
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
      detail: error?.name === "TimeoutError" ? "provider timed out" : "provider unreachable",
    };
  }
  await response.body?.cancel().catch(() => {});
  if (response.ok) return { kind: "delivered" };
  const detail = `provider answered ${response.status}`;
  if (response.status >= 500 || response.status === 408 || response.status === 429)
    return { kind: "failed", detail };
  return { kind: "refused", detail };
}

/**
 * Tries one entry (claimed by the caller) and records the outcome in the store: delivered, an
 * attempt to retry later, or dead (refused by the provider, or still failing a day after it was
 * received).
 */
export async function forward(
  store,
  entry,
  { endpoint, timeoutMs, policy = RETRY_POLICY, now = Date.now },
) {
  const result = await sendToProvider(endpoint, entry, timeoutMs);
  const at = new Date(now()).toISOString();
  if (result.kind === "delivered") {
    await store.record(entry.id, { status: "delivered", at });
    return { status: "delivered" };
  }
  const expired = now() - Date.parse(entry.receivedAt) >= policy.giveUpAfterMs;
  const status = result.kind === "refused" || expired ? "dead" : "queued";
  await store.record(entry.id, { status, at, detail: result.detail });
  return { status, detail: result.detail };
}
