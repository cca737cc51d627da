/** Types of outbox-store.mjs (plain JavaScript so `npm run outbox` runs it without a build). */
import type { EnquiryStore } from "./enquiry-store.mjs";
import type { Mailer } from "./mail.mjs";

/** Where an enquiry is delivered: the form provider (FORM_ENDPOINT) and e-mail (SMTP_URL). */
export type Channel = "provider" | "mail";
export const CHANNELS: readonly Channel[];

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
  /** The channels it has still to reach; absent in rows older than the channels: the provider. */
  pending?: Channel[];
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

export interface ChannelTargets {
  /** The provider URL for this entry's form; undefined: not configured now. */
  provider?: string;
  /** The mailer; undefined: e-mail is not configured now. */
  mail?: Mailer;
}

export function pendingChannels(
  entry: Pick<OutboxEntry, "pending" | "status">,
  targets?: ChannelTargets,
): Channel[];
export function sendableChannels(entry: OutboxEntry, targets: ChannelTargets): Channel[];
export function forwardEntry(
  store: Pick<EnquiryStore, "record">,
  entry: OutboxEntry,
  options: { targets: ChannelTargets; timeoutMs: number; policy?: RetryPolicy; now?: () => number },
): Promise<{ status: "delivered" | "dead" | "queued"; detail?: string }>;
