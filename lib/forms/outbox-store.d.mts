/** Types of outbox-store.mjs (plain JavaScript so `npm run outbox` runs it without a build). */
import type { EnquiryStore } from "./enquiry-store.mjs";

export interface RetryPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
}

export const RETRY_POLICY: RetryPolicy;

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
}

export function readOutbox(file: string): Promise<OutboxEntry[]>;
export function nextAttemptAt(entry: OutboxEntry, policy?: RetryPolicy): number;
export function sendToProvider(
  endpoint: string,
  entry: Pick<OutboxEntry, "id" | "data">,
  timeoutMs: number,
): Promise<{ kind: "delivered" } | { kind: "refused" | "failed"; detail: string }>;
export function forward(
  store: Pick<EnquiryStore, "record">,
  entry: OutboxEntry,
  options: { endpoint: string; timeoutMs: number; policy?: RetryPolicy; now?: () => number },
): Promise<{ status: "delivered" | "dead" | "queued"; detail?: string }>;
