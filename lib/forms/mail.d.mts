/** Types of mail.mjs (plain JavaScript so `npm run outbox` runs it without a build). */
import type { SendMailOptions } from "nodemailer";

export interface MailSubmission {
  id: string;
  form: string;
  receivedAt: string;
  data: Record<string, unknown>;
}

export type MailResult = { kind: "delivered" } | { kind: "failed" | "refused"; detail: string };

export interface Mailer {
  send(submission: MailSubmission): Promise<MailResult>;
  close(): void;
}

export function headerText(value: unknown): string;
export function plainAddress(value: unknown): string | null;
export function mailFields(data: Record<string, unknown>): [string, string][];
export function composeMail(
  submission: MailSubmission,
  envelope: { to: string | string[]; from: string },
): SendMailOptions;
export function createMailer(options: {
  url: string;
  to: string | string[];
  from: string;
  timeoutMs: number;
}): Mailer;
