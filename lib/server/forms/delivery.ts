import "server-only";
import type { ChannelAttempt, EnquiryStore } from "@/lib/server/forms/enquiry-store.ts";
import type { Mailer } from "@/lib/server/forms/mail.ts";
import type { Channel } from "@/lib/server/forms/outbox-store.ts";

export type DeliveryOutcome =
  | { kind: "delivered" }
  | { kind: "outbox" }
  /**
   * A channel failed; the enquiry is in the store and the outbox worker will forward it there.
   * (With both channels, the other one may have delivered it already.)
   */
  | { kind: "queued"; detail: string }
  /** The provider refused the submission and said why, in words fit for the visitor. */
  | { kind: "rejected"; status: number; message: string }
  /** Timeout, refused connection, 5xx, an unreadable answer, or a failed outbox write. */
  | {
      kind: "failed";
      source: "provider" | "mail" | "outbox";
      detail: string;
      /** A timeout, refused connection, 408, 429 or 5xx: another attempt later may succeed. */
      retryable?: boolean;
    };

export interface DeliveryTarget {
  /** The provider URL; undefined: no provider. */
  endpoint?: string;
  /** E-mail to the firm (SMTP_URL); undefined: none. With neither, the store keeps the enquiry. */
  mailer?: Mailer;
  timeoutMs: number;
  /** The enquiry store (lib/server/forms/enquiry-store.ts), opened on first use. */
  openStore: () => Promise<Pick<EnquiryStore, "insert">>;
  /**
   * Store and forward: when the provider times out, cannot be reached or answers 5xx, or the
   * mail server cannot be reached, times out or answers 4xx, queue the enquiry in the store
   * instead of failing. Off where the disk is not durable (Vercel).
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

/** One channel's outcome at submission. */
type ChannelOutcome = { channel: Channel } & (
  | { kind: "delivered" }
  | { kind: "rejected"; status: number; message: string; detail: string }
  | { kind: "failed"; detail: string; retryable: boolean }
);

/**
 * Sends a validated submission to every channel configured, at once: the form provider
 * (Formspree and similar) and e-mail to the firm; with neither, the store keeps it. When a
 * channel fails in a way worth retrying and `queueOnFailure` is set, the submission is queued
 * in the store with each channel's outcome, and the worker tries again the channels that have
 * not delivered it. The provider URL and the SMTP credentials stay on the server.
 */
export async function deliver(
  target: DeliveryTarget,
  submission: Submission,
): Promise<DeliveryOutcome> {
  if (!target.endpoint && !target.mailer) return keep(target, submission);
  const receivedAt = new Date().toISOString();
  const outcomes = await Promise.all([
    ...(target.endpoint ? [sendToChannel("provider", target, submission, receivedAt)] : []),
    ...(target.mailer ? [sendToChannel("mail", target, submission, receivedAt)] : []),
  ]);
  const undelivered = outcomes.filter((outcome) => outcome.kind !== "delivered");
  if (!undelivered.length) return { kind: "delivered" };
  const someDelivered = undelivered.length < outcomes.length;
  const retryable = undelivered.some((outcome) => outcome.kind === "failed" && outcome.retryable);
  const detail = undelivered.map((outcome) => outcome.detail).join("; ");

  if (!someDelivered) {
    // Nobody has it: a refusal the visitor can act on is shown, else it is queued or failed.
    const rejected = undelivered.find((outcome) => outcome.kind === "rejected");
    if (rejected?.kind === "rejected")
      return { kind: "rejected", status: rejected.status, message: rejected.message };
    if (!retryable || !target.queueOnFailure) {
      const first = undelivered[0] as Extract<ChannelOutcome, { kind: "failed" }>;
      return { kind: "failed", source: first.channel, detail: first.detail, retryable };
    }
  } else if (!target.queueOnFailure) {
    // One channel has it: the visitor is answered as delivered; the other's failure is logged.
    return { kind: "queued", detail: `${detail}; not kept (no lasting store)` };
  }

  const attempts: ChannelAttempt[] = outcomes.map((outcome) => ({
    channel: outcome.channel,
    outcome:
      outcome.kind === "delivered"
        ? "delivered"
        : outcome.kind === "failed" && outcome.retryable
          ? "failed"
          : "dead",
    ...(outcome.kind !== "delivered" ? { detail: outcome.detail } : {}),
  }));
  try {
    const store = await target.openStore();
    await store.insert({
      id: submission.id,
      form: submission.form,
      receivedAt,
      data: submission.data,
      status: retryable ? "queued" : "dead",
      pending: undelivered.map((outcome) => outcome.channel),
      attempts,
      detail,
    });
    return { kind: "queued", detail };
  } catch (error) {
    if (someDelivered)
      return { kind: "queued", detail: `${detail}; not kept: ${(error as Error).message}` };
    return {
      kind: "failed",
      source: "outbox",
      detail: `${detail}; outbox write failed: ${(error as Error).message}`,
    };
  }
}

/** No channel configured: the store keeps the enquiry (`npm run outbox -- --show stored`). */
async function keep(target: DeliveryTarget, submission: Submission): Promise<DeliveryOutcome> {
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

async function sendToChannel(
  channel: Channel,
  target: DeliveryTarget,
  submission: Submission,
  receivedAt: string,
): Promise<ChannelOutcome> {
  if (channel === "mail") {
    const result = await target.mailer!.send({ ...submission, receivedAt });
    if (result.kind === "delivered") return { channel, kind: "delivered" };
    return { channel, kind: "failed", detail: result.detail, retryable: result.kind === "failed" };
  }
  const outcome = await send(target, submission);
  if (outcome.kind === "rejected")
    return { channel, ...outcome, detail: `provider answered ${outcome.status}` };
  if (outcome.kind === "failed")
    return { channel, kind: "failed", detail: outcome.detail, retryable: !!outcome.retryable };
  return { channel, kind: "delivered" };
}

/** Sends the submission to the provider at `target.endpoint`. */
async function send(target: DeliveryTarget, submission: Submission): Promise<DeliveryOutcome> {
  let response: Response;
  try {
    response = await fetch(target.endpoint!, {
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
