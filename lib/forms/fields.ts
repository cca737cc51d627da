import { z } from "zod";
import { EXTRA_MESSAGES, MESSAGES } from "@/lib/forms/messages";

// Zod compiles object parsers with `new Function` unless told not to, and under the site's CSP
// (no 'unsafe-eval') even its feature probe is reported as a violation. Set before any schema.
z.config({ jitless: true });

/** Field rules shared by the contact and careers forms (spec section 5). */

/**
 * Characters no visitor types but attackers send: C0 and C1 controls (tab and line breaks
 * aside), DEL, bidi overrides and isolates, noncharacters, and unpaired surrogates.
 */
const HIDDEN_CHARACTERS =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Free text that may span lines (a message). */
export function isPlainText(value: string): boolean {
  return !HIDDEN_CHARACTERS.test(value);
}

/** A one-line field: plain text without tabs, line breaks (header injection) or markup. */
export function isOneLineText(value: string): boolean {
  return isPlainText(value) && !/[\t\n\r<>]/.test(value);
}

export const nameField = z
  .string({ error: MESSAGES.name })
  .trim()
  .min(1, { error: MESSAGES.name })
  .max(200, { error: EXTRA_MESSAGES.tooLong })
  .refine(isOneLineText, { error: EXTRA_MESSAGES.plainText })
  // Zero-width or combining characters alone are not a name.
  .refine((value) => /[\p{L}\p{N}]/u.test(value), { error: MESSAGES.name });

export const emailField = z
  .string({ error: MESSAGES.email })
  .trim()
  .pipe(z.email({ error: MESSAGES.email }).max(254, { error: MESSAGES.email }));

/** Exactly ten digits after trimming; a text field keeps leading zeros a number input drops. */
export const phoneField = z
  .string({ error: MESSAGES.phone })
  .trim()
  .regex(/^\d{10}$/, { error: MESSAGES.phone });

/** A select whose empty first option ("") means nothing chosen yet. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  options: T,
  message: string,
) {
  return z.string({ error: message }).pipe(z.enum(options, { error: message }));
}
