// E-mail to the firm: each enquiry or application sent through nodemailer to MAIL_TO, with the
// visitor's address as Reply-To. Shared by the server (lib/server/forms/delivery.ts, the worker) and
// the operator's command (`npm run outbox -- --replay`), which Node runs without a build:
// erasable TypeScript only.
//
// Nothing a visitor wrote can add a header: every value placed in a header (the subject, the
// Reply-To name) is reduced to plain text first (controls, line separators and direction marks
// become spaces; encoded-word markers are taken out), the
// Reply-To address is used only when it is one plain address, and nodemailer encodes the rest.
// The Message-ID is derived from the request id, so a retry of the same enquiry carries the
// same one and a mailbox that deduplicates keeps one copy.
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Env } from "../env.ts";

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

/** The labels of the fields, in the order the message lists them; others follow, as named. */
const LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  service: "Service",
  position: "Position",
  qualification: "Qualification",
  keepOnFile: "Keep on file for future openings",
  message: "Message",
  page: "Quote started on",
  matter: "Kind of matter",
  budget: "Budget",
  deadline: "Deadline",
};

/** The page each form lives on (the enquiry names a quote's page itself, as `page`). */
const FORM_PAGES: Record<string, string> = {
  contact: "/contact-us",
  careers: "/careers",
  quote: "/request-a-quote",
};
const FORM_TITLES: Record<string, string> = {
  contact: "Enquiry",
  careers: "Application",
  quote: "Quote brief",
};

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators: each a space. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;

/**
 * Unicode format characters (category Cf), taken out: the direction controls (a right-to-left
 * override turns `moc.live` into `evil.com` on screen), the byte-order mark, and the invisible
 * joiners and separators (U+2060, U+180E) that make two names look alike.
 */
const FORMAT = /\p{Cf}/gu;

/**
 * One line of plain text fit for a header: format characters taken out, controls and line
 * breaks made spaces, runs of them one, and RFC 2047's encoded-word markers (`=?`, `?=`) are taken out, so
 * that no mail client decodes a visitor's `=?utf-8?Q?=3C...=0D=0A?=` into the `<`, `>`, line
 * breaks or override the forms refuse. What is left is sent as written (nodemailer quotes or
 * encodes it whole).
 */
export function headerText(value: unknown): string {
  let text = String(value ?? "")
    .replace(FORMAT, "")
    .replace(CONTROL, " ");
  // Until none is left: taking one out can join the characters of another (`=?=??=`).
  while (/=\?|\?=/.test(text)) text = text.replace(/=\?|\?=/g, "");
  return text.replace(/\s+/g, " ").trim();
}

/** One plain address (local@domain, no display name, comments, groups or lists), else null. */
export function plainAddress(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const address = value.trim();
  return /^[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f-\u009f\u2028\u2029]+@[^\s@<>()[\]\\,;:"\u0000-\u001f\u007f-\u009f\u2028\u2029]+$/u.test(
    address,
  ) && address.length <= 254
    ? address
    : null;
}

function show(value: unknown): string {
  if (value === true) return "yes";
  if (value === false) return "no";
  if (value === undefined || value === null || value === "") return "(none)";
  return String(value);
}

/** The message's fields as label and value, in order: every field the enquiry has. */
export function mailFields(data: Record<string, unknown>): [string, string][] {
  const keys = [
    ...Object.keys(LABELS).filter((key) => key in data),
    ...Object.keys(data).filter((key) => !(key in LABELS)),
  ];
  return keys.map((key): [string, string] => [LABELS[key] ?? key, show(data[key])]);
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );

/**
 * The message nodemailer sends for one enquiry: a subject a person can sort by (form, then
 * service, position or kind of matter, then name), the plain text and an escaped HTML copy with every field,
 * the page it came from and its request id.
 */
export function composeMail(
  submission: MailSubmission,
  { to, from }: { to: string | string[]; from: string },
): SendMailOptions {
  const { id, form, receivedAt, data } = submission;
  const safeId = String(id).replace(/[^A-Za-z0-9-]/g, "");
  const topic = data.service ?? data.position ?? data.matter;
  const subject = headerText(
    [`[${FORM_TITLES[form] ?? form}]`, topic, data.name].filter(Boolean).join(" · "),
  );
  const rows: [string, string][] = [
    ...mailFields(data),
    ["Sent from", FORM_PAGES[form] ?? form],
    ["Received at", receivedAt],
    ["Request id", safeId],
  ];
  const text = rows
    .map(([label, value]) =>
      value.includes("\n")
        ? `${label}:\n${value.replace(/\r\n?/g, "\n")}\n`
        : `${label}: ${value.replace(/\r/g, " ")}`,
    )
    .join("\n");
  const html =
    `<!doctype html><html><body><table>` +
    rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th>` +
          `<td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      )
      .join("") +
    `</table></body></html>`;
  const replyAddress = plainAddress(data.email);
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(String(from))?.[1] ?? "localhost";
  return {
    from,
    to,
    subject,
    text,
    html,
    ...(replyAddress
      ? { replyTo: { name: headerText(data.name).slice(0, 200), address: replyAddress } }
      : {}),
    messageId: `<enquiry-${safeId}@${domain}>`,
    headers: { "X-Request-Id": safeId },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * A mailer for `url` (smtp:// or smtps://, credentials in the URL). `send` answers like the
 * provider's sender: delivered; failed (worth another try: refused or lost connection, timeout,
 * a 4xx answer, refused credentials, which the operator can fix); refused (a 5xx answer: the
 * server will not take this message). The detail never holds what the visitor wrote.
 */
export function createMailer({
  url,
  to,
  from,
  timeoutMs,
}: {
  url: string;
  to: string | string[];
  from: string;
  timeoutMs: number;
}): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(submission): Promise<MailResult> {
      try {
        const info = await transport.sendMail(composeMail(submission, { to, from }));
        if (!info.accepted?.length) return { kind: "refused", detail: "mail server refused" };
        return { kind: "delivered" };
      } catch (error) {
        return mailFailure(error);
      }
    },
    close() {
      transport.close();
    },
  };
}

/**
 * The mailer the operator configured with SMTP_URL, or undefined without it. The server
 * (lib/server/forms/server.ts) and `npm run outbox` both build theirs here; `env` is passed in because
 * lib/server/env.ts is server-only and the command imports it on its own terms.
 */
export function mailerFromEnv(
  env: Pick<Env, "SMTP_URL" | "MAIL_TO" | "MAIL_FROM" | "FORM_TIMEOUT_MS">,
): Mailer | undefined {
  if (!env.SMTP_URL) return undefined;
  // lib/server/env.ts refuses SMTP_URL without both addresses.
  return createMailer({
    url: env.SMTP_URL,
    to: env.MAIL_TO!,
    from: env.MAIL_FROM!,
    timeoutMs: env.FORM_TIMEOUT_MS,
  });
}

function mailFailure(caught: unknown): MailResult {
  const error = caught as { responseCode?: number; code?: string; message?: string } | null;
  const code = Number(error?.responseCode);
  if (error?.code === "EAUTH")
    return {
      kind: "failed",
      detail: `mail server refused the credentials${code ? ` (${code})` : ""}`,
    };
  if (code >= 500 && code < 600) return { kind: "refused", detail: `mail server answered ${code}` };
  if (code >= 400 && code < 500) return { kind: "failed", detail: `mail server answered ${code}` };
  if (error?.code === "ETIMEDOUT" || /timeout/i.test(String(error?.message)))
    return { kind: "failed", detail: "mail server timed out" };
  return { kind: "failed", detail: "mail server unreachable" };
}
