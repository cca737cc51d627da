import "server-only";
import { appendLine } from "@/lib/forms/outbox-store.mjs";

export interface OutboxRecord {
  id: string;
  form: string;
  receivedAt: string;
  data: Record<string, unknown>;
  /** Set when the provider failed: the retry worker forwards the enquiry later. */
  queued?: true;
  /** Why the first delivery failed (for the operator; never the visitor's words). */
  detail?: string;
}

/**
 * Appends one submission as a JSON line and waits until it is on disk. Used when no provider
 * is configured (the enquiry is kept for the operator) and when the provider fails (the
 * enquiry is queued for lib/forms/outbox-worker.ts). Format: lib/forms/outbox-store.mjs.
 */
export async function appendToOutbox(file: string, record: OutboxRecord): Promise<void> {
  await appendLine(file, record);
}
