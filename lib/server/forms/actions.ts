"use server";

import { headers } from "next/headers";
import { emptyCareers, emptyContact } from "@/lib/forms/choices";
import type { FormState } from "@/lib/forms/form-state";
import { MESSAGES } from "@/lib/forms/messages";
import { belongsToMatter, emptyQuoteBrief } from "@/lib/forms/quote-brief-choices";
import { careersRoute, contactRoute, quoteBriefRoute } from "@/lib/server/forms/server";

/**
 * The forms' actions for a browser that posts the form itself (JavaScript off, or submitted
 * before the page hydrated). Each goes the same way as the JSON route handlers (rate limit,
 * honeypot, schema, captcha, delivery, one log line) and Next renders the page again with the
 * state returned here. With the page's script running, the forms post JSON to /api/* instead.
 */

type FormRoute = Pick<typeof contactRoute, "submitFields">;

async function submit(
  route: FormRoute,
  posted: unknown,
  fieldNames: string[],
  /** Which of the posted fields go to the route; all by default. */
  sends: (name: string) => boolean = () => true,
) {
  // A hand-made post can bind anything in the form's place (`$ACTION_1:1=[]`): it is judged,
  // and counted against its sender's limit, as an empty form.
  const formData = posted instanceof FormData ? posted : new FormData();
  // React's own fields (the action's id and bound state) are not the visitor's.
  const entries = [...formData.entries()].filter(
    ([key]) => !key.startsWith("$ACTION") && sends(key),
  );
  const result = await route.submitFields(new Headers(await headers()), entries);
  if (result.body.ok) return { outcome: "success", message: MESSAGES.success } satisfies FormState;

  const values: Record<string, string> = {};
  for (const name of fieldNames) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const message = result.body.error ?? MESSAGES.generic;
  if (result.status === 400 && result.body.fields)
    return { outcome: "invalid", message, fields: result.body.fields, values } satisfies FormState;
  return {
    outcome: "error",
    message,
    values,
    captchaBlocked: message === MESSAGES.captcha,
  } satisfies FormState;
}

export async function submitContactForm(_: FormState, formData: FormData): Promise<FormState> {
  return submit(contactRoute, formData, Object.keys(emptyContact));
}

export async function submitCareersForm(_: FormState, formData: FormData): Promise<FormState> {
  return submit(careersRoute, formData, Object.keys(emptyCareers));
}

export async function submitQuoteBrief(_: FormState, formData: FormData): Promise<FormState> {
  // The posted form carries every matter's part; only the chosen matter's is checked and sent.
  const matter = formData instanceof FormData ? formData.get("matter") : null;
  return submit(quoteBriefRoute, formData, Object.keys(emptyQuoteBrief), (name) =>
    belongsToMatter(name, matter),
  );
}
