import { z } from "zod";
import { EXTRA_MESSAGES, MESSAGES } from "@/lib/forms/messages";

/** Field rules shared by the contact and careers forms (spec section 5). */

export const nameField = z
  .string({ error: MESSAGES.name })
  .trim()
  .min(1, { error: MESSAGES.name })
  .max(200, { error: EXTRA_MESSAGES.tooLong });

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
