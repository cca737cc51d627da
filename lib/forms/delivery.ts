import { appendToOutbox } from "@/lib/forms/outbox";

export type DeliveryOutcome =
  | { kind: "delivered" }
  | { kind: "outbox" }
  /** The provider refused the submission and said why, in words fit for the visitor. */
  | { kind: "rejected"; status: number; message: string }
  /** Timeout, refused connection, 5xx, an unreadable answer, or a failed outbox write. */
  | { kind: "failed"; source: "provider" | "outbox"; detail: string };

export interface DeliveryTarget {
  /** The provider URL; undefined: write to the outbox. */
  endpoint?: string;
  timeoutMs: number;
  outboxPath: string;
}

/** Longest provider message shown to a visitor; anything longer is not a message. */
const MAX_PROVIDER_MESSAGE = 300;

/**
 * Sends a validated submission to the form provider (Formspree and similar) as JSON, or to the
 * local outbox when none is configured. The provider URL stays on the server.
 */
export async function deliver(
  target: DeliveryTarget,
  submission: { id: string; form: string; data: Record<string, unknown> },
): Promise<DeliveryOutcome> {
  if (!target.endpoint) {
    try {
      await appendToOutbox(target.outboxPath, {
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
      headers: { "content-type": "application/json", accept: "application/json" },
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
    };
  }

  if (response.ok) {
    await response.body?.cancel().catch(() => {});
    return { kind: "delivered" };
  }
  const message = response.status < 500 ? await providerMessage(response) : null;
  if (message) return { kind: "rejected", status: response.status, message };
  await response.body?.cancel().catch(() => {});
  return { kind: "failed", source: "provider", detail: `provider answered ${response.status}` };
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
