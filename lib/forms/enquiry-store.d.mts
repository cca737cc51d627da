/** Types of enquiry-store.mjs (plain JavaScript so `npm run outbox` runs it without a build). */
import type { Channel, OutboxEntry, OutboxStatus, RetryPolicy } from "./outbox-store.mjs";

export const DELIVERED_COPY_DAYS: number;
export const MIGRATIONS: { version: number; sql: string }[];

export interface DeliveryAttempt {
  at: string;
  outcome: "failed" | "delivered" | "dead";
  /** Which channel was tried (attempts recorded before the channels: the provider). */
  channel: Channel;
  detail?: string;
}

/** One channel's outcome in an attempt, as recorded. */
export interface ChannelAttempt {
  channel: Channel;
  outcome: DeliveryAttempt["outcome"];
  detail?: string;
}

export interface PurgeCounts {
  /** Local copies of delivered enquiries. */
  delivered: number;
  /** Contact enquiries past their retention (not delivered). */
  enquiries: number;
  /** Careers applications past their retention. */
  applications: number;
}

export interface EnquiryStore {
  readonly file: string;
  insert(enquiry: {
    id: string;
    form: string;
    receivedAt: string;
    data: Record<string, unknown>;
    queued?: boolean;
    detail?: string;
    status?: "stored" | "queued" | "dead";
    pending?: Channel[];
    attempts?: ChannelAttempt[];
  }): Promise<void>;
  get(id: string): Promise<(OutboxEntry & { deliveryAttempts: DeliveryAttempt[] }) | null>;
  list(status?: OutboxStatus): Promise<OutboxEntry[]>;
  due(now: number, policy?: RetryPolicy): Promise<OutboxEntry[]>;
  claim(id: string, lease: { now: number; leaseMs: number }): Promise<boolean>;
  requeue(id: string): Promise<void>;
  record(
    id: string,
    outcome: {
      status: "delivered" | "dead" | "queued";
      at: string;
      detail?: string;
      pending?: Channel[];
      attempts?: ChannelAttempt[];
    },
  ): Promise<void>;
  exportEmail(email: string): Promise<(OutboxEntry & { deliveryAttempts: DeliveryAttempt[] })[]>;
  eraseEmail(email: string): Promise<number>;
  purge(options: {
    now: number;
    enquiryMonths: number;
    /** An application its sender asked to keep on file (keepOnFile)... */
    applicationMonths: number;
    /** ...and any other. */
    unfiledApplicationMonths: number;
  }): Promise<PurgeCounts>;
  importOutbox(outbox: string, log?: (line: string) => void): Promise<number>;
  close(): void | Promise<void>;
}

export function openEnquiryStore(
  file: string,
  options?: { outbox?: string; log?: (line: string) => void },
): Promise<EnquiryStore>;
export function closeEnquiryStores(): Promise<void>;
export function monthsBefore(now: number, months: number): string;
