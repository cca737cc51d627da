import "@/lib/forms/zod-config";
import { z } from "zod";
import { choiceField, emailField, isPlainText, nameField, phoneField } from "@/lib/forms/fields";
import { EXTRA_MESSAGES, MESSAGES } from "@/lib/forms/messages";
import { PAGE_PATH, SERVICE_OPTIONS } from "@/lib/forms/choices";

export { emptyContact, PAGE_PATH, SERVICE_OPTIONS, type ServiceOption } from "@/lib/forms/choices";

/** One schema for the contact form in the browser and POST /api/contact on the server. */
export const contactSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  message: z
    .string({ error: EXTRA_MESSAGES.messageNotText })
    .trim()
    .max(5_000, { error: EXTRA_MESSAGES.messageTooLong })
    .refine(isPlainText, { error: EXTRA_MESSAGES.messageNotText })
    .optional()
    .transform((value) => value ?? ""),
  service: choiceField(SERVICE_OPTIONS, MESSAGES.service),
  /**
   * The page a quote started from (lib/forms/quote.ts). Never an error the visitor could not
   * fix: anything malformed is dropped here, and the server keeps only registered pages.
   */
  page: z.string().regex(PAGE_PATH).optional().catch(undefined),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;
