// The outbox: an append-only JSON Lines file of enquiries and what became of them. Shared by the
// server (lib/forms/delivery.ts and the retry worker in lib/forms/outbox-worker.ts) and the
// operator's command (`npm run outbox`, scripts/outbox.mjs), so it is plain JavaScript; its
// types are in outbox-store.d.mts.
//
// Lines are of two kinds:
//   an enquiry   {"id","form","receivedAt","data"[, "queued": true, "detail"]}
//                queued: the provider failed when it was submitted and the worker forwards it;
//                without it the enquiry was stored because no provider was configured.
//   an event     {"id","event":"attempt"|"delivered"|"dead","at"[, "detail"]}
// Nothing is rewritten in place, so a crash can at worst leave a partial last line, which
// readers skip.
import { mkdir, open, readFile } from "node:fs/promises";
import path from "node:path";

/** Retry timing: first retry 15 s after the failed submission, doubling up to 15 min, for a day. */
export const RETRY_POLICY = {
  firstDelayMs: 15_000,
  maxDelayMs: 15 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** Appends one line and waits until it is on disk (fsync), so "stored" means stored. */
export async function appendLine(file, value) {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const handle = await open(file, "a", 0o600);
  try {
    await handle.write(JSON.stringify(value) + "\n");
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Every enquiry in the file with its current state, oldest first. A missing file is empty. */
export async function readOutbox(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
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
 * Tries one entry and records the outcome: delivered, an attempt to retry later, or dead (refused
 * by the provider, or still failing a day after it was received).
 */
export async function forward(
  file,
  entry,
  { endpoint, timeoutMs, policy = RETRY_POLICY, now = Date.now },
) {
  const result = await sendToProvider(endpoint, entry, timeoutMs);
  const at = new Date(now()).toISOString();
  if (result.kind === "delivered") {
    await appendLine(file, { id: entry.id, event: "delivered", at });
    return { status: "delivered" };
  }
  const expired = now() - Date.parse(entry.receivedAt) >= policy.giveUpAfterMs;
  if (result.kind === "refused" || expired) {
    await appendLine(file, { id: entry.id, event: "dead", at, detail: result.detail });
    return { status: "dead", detail: result.detail };
  }
  await appendLine(file, { id: entry.id, event: "attempt", at, detail: result.detail });
  return { status: "queued", detail: result.detail };
}
