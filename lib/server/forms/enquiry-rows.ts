// How the enquiry store (enquiry-store.ts) reads a row back into an entry, whichever database
// holds it, and the dates its retention counts from.
import type { Channel, OutboxEntry, OutboxStatus } from "./outbox-store.ts";

export interface DeliveryAttempt {
  at: string;
  outcome: "failed" | "delivered" | "dead";
  /** Which channel was tried (attempts recorded before the channels: the provider). */
  channel: Channel;
  detail?: string;
}

/** A row of the enquiries table (SQLite may return a count as a bigint). */
export interface EnquiryRow {
  id: string;
  form: string;
  received_at: string;
  data: string;
  status: OutboxStatus;
  attempts: number | bigint;
  last_attempt_at: string | null;
  delivered_at: string | null;
  detail: string | null;
  pending: string | null;
}

/** A row of the delivery_attempts table. */
export interface AttemptRow {
  at: string;
  outcome: DeliveryAttempt["outcome"];
  detail: string | null;
  channel: Channel | null;
}

/** How long the local copy of a delivered enquiry is kept: the provider holds the record. */
export const DELIVERED_COPY_DAYS = 30;

export const DAY_MS = 24 * 60 * 60_000;

export function toEntry(row: EnquiryRow): OutboxEntry {
  return {
    id: row.id,
    form: row.form,
    receivedAt: row.received_at,
    data: JSON.parse(row.data),
    status: row.status,
    attempts: Number(row.attempts),
    ...(row.last_attempt_at ? { lastAttemptAt: row.last_attempt_at } : {}),
    ...(row.delivered_at ? { deliveredAt: row.delivered_at } : {}),
    ...(row.detail ? { detail: row.detail } : {}),
    ...(typeof row.pending === "string"
      ? { pending: row.pending ? (row.pending.split(",") as Channel[]) : [] }
      : {}),
  };
}

export function toAttempt(row: AttemptRow): DeliveryAttempt {
  return {
    at: row.at,
    outcome: row.outcome,
    channel: row.channel ?? "provider",
    ...(row.detail ? { detail: row.detail } : {}),
  };
}

export function normaliseEmail(email: string): string {
  return String(email).trim().toLowerCase();
}

/** The address an enquiry is filed under, for export and erasure; null when it has none. */
export function emailOf(data: Record<string, unknown>): string | null {
  return typeof data?.email === "string" && data.email.trim() ? normaliseEmail(data.email) : null;
}

/** The instant `months` calendar months before `now` (UTC), as an ISO string. */
export function monthsBefore(now: number, months: number): string {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
}
