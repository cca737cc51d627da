import { z } from "zod";
import { choiceField, emailField, isPlainText, nameField, phoneField } from "@/lib/forms/fields";
import { EXTRA_MESSAGES, MESSAGES } from "@/lib/forms/messages";

/** The spec's eight service options, in its order. */
export const SERVICE_OPTIONS = [
  "Patent Illustration",
  "Invention Search",
  "Chemical Structure or Gene Sequence",
  "Filing Related Services",
  "Invention Drafting",
  "Trademark",
  "Design",
  "Others",
] as const;

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

export const emptyContact: ContactInput = {
  name: "",
  email: "",
  phone: "",
  message: "",
  service: "",
};
