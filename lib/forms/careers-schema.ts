import "@/lib/forms/zod-config";
import { z } from "zod";
import { choiceField, emailField, isOneLineText, nameField, phoneField } from "@/lib/forms/fields";
import { EXTRA_MESSAGES } from "@/lib/forms/messages";
import { POSITION_OPTIONS } from "@/lib/forms/choices";

export { emptyCareers, POSITION_OPTIONS } from "@/lib/forms/choices";

/** One schema for the careers form in the browser and POST /api/careers on the server. */
export const careersSchema = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  qualification: z
    .string({ error: EXTRA_MESSAGES.qualification })
    .trim()
    .min(1, { error: EXTRA_MESSAGES.qualification })
    .max(200, { error: EXTRA_MESSAGES.tooLong })
    .refine(isOneLineText, { error: EXTRA_MESSAGES.plainText }),
  position: choiceField(POSITION_OPTIONS, EXTRA_MESSAGES.position),
  /**
   * The opt-in to be kept on file for future openings: the ticked box posts "yes" (true from a
   * script that sends a boolean); anything else, the box's absence included, is no consent.
   */
  keepOnFile: z
    .unknown()
    .optional()
    .transform((value) => value === "yes" || value === true),
});

export type CareersInput = z.input<typeof careersSchema>;
export type CareersSubmission = z.output<typeof careersSchema>;
