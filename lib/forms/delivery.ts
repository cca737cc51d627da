import "server-only";
import type { EnquiryStore } from "@/lib/forms/enquiry-store.mjs";

export type DeliveryOutcome =
  | { kind: "delivered" }
  | { kind: "outbox" }
  /** The provider failed; the enquiry is in the store and the outbox worker will forward it. */
  | { kind: "queued"; detail: string }
  /** The provider refused the submission and said why, in words fit for the visitor. */
  | { kind: "rejected"; status: number; message: string }
  /** Timeout, refused connection, 5xx, an unreadable answer, or a failed outbox write. */
  | {
      kind: "failed";
      source: "provider" | "outbox";
      detail: string;
      /** A timeout, refused connection, 408, 429 or 5xx: another attempt later may succeed. */
      retryable?: boolean;
    };

export interface DeliveryTarget {
  /** The provider URL; undefined: keep the enquiry in the store. */
  endpoint?: string;
  timeoutMs: number;
  /** The enquiry store (lib/forms/enquiry-store.mjs), opened on first use. */
  openStore: () => Promise<Pick<EnquiryStore, "insert">>;
  /**
   * Store and forward: when the provider times out, cannot be reached or answers 5xx, queue
   * the enquiry in the store instead of failing. Off where the disk is not durable (Vercel).
   */
  queueOnFailure: boolean;
}

/** Longest provider message shown to a visitor; anything longer is not a message. */
const MAX_PROVIDER_MESSAGE = 300;

export interface Submission {
  id: string;
  form: string;
  data: Record<string, unknown>;
}

/**
 * Sends a validated submission to the form provider (Formspree and similar), or to the local
 * outbox when none is configured; when the provider fails and `queueOnFailure` is set, the
 * submission is queued in the outbox for the worker. The provider URL stays on the server.
 */
export async function deliver(
  target: DeliveryTarget,
  submission: Submission,
): Promise<DeliveryOutcome> {
  const outcome = await send(target, submission);
  if (outcome.kind !== "failed" || !outcome.retryable || !target.queueOnFailure) return outcome;
  try {
    const store = await target.openStore();
    await store.insert({
      id: submission.id,
      form: submission.form,
      receivedAt: new Date().toISOString(),
      data: submission.data,
      queued: true,
      detail: outcome.detail,
    });
    return { kind: "queued", detail: outcome.detail };
  } catch (error) {
    return {
      kind: "failed",
      source: "outbox",
      detail: `${outcome.detail}; outbox write failed: ${(error as Error).message}`,
    };
  }
}

async function send(target: DeliveryTarget, submission: Submission): Promise<DeliveryOutcome> {
  if (!target.endpoint) {
    try {
      const store = await target.openStore();
      await store.insert({
        id: submission.id,
        form: submission.form,
        receivedAt: new Date().toISOString(),
        data: submission.data,
      });
      return { kind: "outbox" };
    } catch (error) {
      return {
        kind: "failed",
        source: "outbox",
        detail: `outbox write failed: ${(error as Error).message}`,
      };
    }
  }

  let response: Response;
  try {
    response = await fetch(target.endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        // The request id: a provider that honours it keeps one copy if the outbox worker
        // sends the same enquiry again after this attempt's answer was lost.
        "idempotency-key": submission.id,
      },
      body: JSON.stringify(submission.data),
      signal: AbortSignal.timeout(target.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const name = (error as Error).name;
    return {
      kind: "failed",
      source: "provider",
      detail: name === "TimeoutError" ? "provider timed out" : "provider unreachable",
      retryable: true,
    };
  }

  if (response.ok) {
    await response.body?.cancel().catch(() => {});
    return { kind: "delivered" };
  }
  const message = response.status < 500 ? await providerMessage(response) : null;
  if (message) return { kind: "rejected", status: response.status, message };
  await response.body?.cancel().catch(() => {});
  return {
    kind: "failed",
    source: "provider",
    detail: `provider answered ${response.status}`,
    retryable: response.status >= 500 || response.status === 408 || response.status === 429,
  };
}

/**
 * The error text of a Formspree-style answer: `errors[0].message` when present, else `error`.
 * Only plain JSON strings count; an HTML error page is never shown to the visitor.
 */
export async function providerMessage(response: Response): Promise<string | null> {
  if (!/^application\/(.+\+)?json\b/i.test(response.headers.get("content-type") ?? "")) return null;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return null;
  }
  if (!body || typeof body !== "object") return null;
  const { error, errors } = body as { error?: unknown; errors?: unknown };
  const first = Array.isArray(errors)
    ? (errors[0] as { message?: unknown } | undefined)
    : undefined;
  for (const candidate of [first?.message, error]) {
    if (typeof candidate !== "string") continue;
    const text = candidate.trim();
    if (text && text.length <= MAX_PROVIDER_MESSAGE && !/<[a-z!/]/i.test(text)) return text;
  }
  return null;
}
