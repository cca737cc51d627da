import { z } from "zod";
import { choiceField, emailField, isPlainText, nameField, phoneField } from "@/lib/forms/fields";
import { EXTRA_MESSAGES, MESSAGES } from "@/lib/forms/messages";
import { SERVICE_OPTIONS } from "@/lib/forms/choices";

export { emptyContact, SERVICE_OPTIONS } from "@/lib/forms/choices";

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
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;
