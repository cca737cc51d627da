import "@/lib/forms/zod-config";
import { z } from "zod";
import { EXTRA_MESSAGES, MESSAGES } from "@/lib/forms/messages";

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

/**
 * What a one-line field refuses beyond that: tabs and line breaks, including the Unicode line
 * and paragraph separators (U+2028, U+2029: header injection, split log lines), the invisible
 * direction marks (LRM U+200E, RLM U+200F, ALM U+061C: reversed display of what follows), the
 * invisible tag characters (U+E0000-U+E007F: hidden text), and angle brackets (markup).
 */
const NOT_ONE_LINE = /[\t\n\r\u2028\u2029\u200e\u200f\u061c<>]|\udb40[\udc00-\udc7f]/;

/** A one-line field: plain text without line breaks, invisible marks or markup. */
export function isOneLineText(value: string): boolean {
  return isPlainText(value) && !NOT_ONE_LINE.test(value);
}

export const nameField = z
  .string({ error: MESSAGES.name })
  .trim()
  .min(1, { error: MESSAGES.name })
  .max(200, { error: EXTRA_MESSAGES.tooLong })
  .refine(isOneLineText, { error: EXTRA_MESSAGES.plainText })
  // Zero-width or combining characters alone are not a name.
  .refine((value) => /[\p{L}\p{N}]/u.test(value), { error: MESSAGES.name });

/**
 * The limits of RFC 5321 (4.5.3.1) and RFC 1035 (2.3.1) zod's pattern does not check: a local
 * part of at most 64 octets, domain labels of at most 63 that neither start nor end with '-'.
 */
export function hasValidEmailParts(email: string): boolean {
  const at = email.lastIndexOf("@");
  if (at < 0) return false;
  const encoder = new TextEncoder();
  if (encoder.encode(email.slice(0, at)).length > 64) return false;
  return email
    .slice(at + 1)
    .split(".")
    .every((label) => label.length <= 63 && !label.startsWith("-") && !label.endsWith("-"));
}

export const emailField = z
  .string({ error: MESSAGES.email })
  .trim()
  .pipe(
    z
      .email({ error: MESSAGES.email })
      .max(254, { error: MESSAGES.email })
      .refine(hasValidEmailParts, { error: MESSAGES.email }),
  );

/**
 * Digits as people write them: "9876543210", "98765 43210", "(202) 555-0143", "202.555.0143".
 * Spaces, dashes and dots may separate the digits and one pair of parentheses may enclose a
 * group of them; nothing else (no letters, no other whitespace).
 */
const PHONE_LAYOUT = /^[\d .-]*(?:\(\d+\)[\d .-]*)?$/;

/** A number with its country code: "+" and a first digit 1-9 (E.164 has no country code 0). */
const INTERNATIONAL_START = /^\+[1-9]/;

/**
 * The phone number as delivered, or null when the rule refuses it. The spec's rule for a number
 * without a country code: exactly ten digits. A number that begins with "+" and a country code
 * is accepted too (E.164: 8 to 15 digits in all, country code included), with the same
 * separators, because the firm's clients are in the US, Europe, Japan and Korea. Delivered as
 * the digits alone, with the "+" kept for an international number; leading zeros are kept.
 */
export function normalizePhone(value: string): string | null {
  if (value.startsWith("+")) {
    const rest = value.slice(1);
    const digits = rest.replace(/\D/g, "");
    if (!INTERNATIONAL_START.test(value) || !PHONE_LAYOUT.test(rest)) return null;
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  }
  const digits = value.replace(/\D/g, "");
  return PHONE_LAYOUT.test(value) && digits.length === 10 ? digits : null;
}

/** One schema in the browser and on the server, so both accept the same layouts. */
export const phoneField = z
  .string({ error: MESSAGES.phone })
  .trim()
  .refine((value) => normalizePhone(value) !== null, { error: MESSAGES.phone })
  .transform((value) => normalizePhone(value) ?? "");

/** A select whose empty first option ("") means nothing chosen yet. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  options: T,
  message: string,
) {
  return z.string({ error: message }).pipe(z.enum(options, { error: message }));
}
