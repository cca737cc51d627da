"use client";

import { useActionState } from "react";
import type { Validate } from "@/components/forms/lazy-validation";
import { useFields } from "@/components/forms/use-fields";
import { IDLE_FORM, type FormState } from "@/lib/forms/form-state";

/**
 * A form that the page's script checks and sends, and that also works posted without script
 * (JavaScript off, or sent before the page hydrated): the browser posts to the server action and
 * lands on `permalink` with its answer. The answer's values refill the fields, and its field
 * messages (`serverErrors`) stand until the visitor submits again with the page's script.
 */
export function usePostedForm<TInput extends Record<string, unknown>, TOutput>({
  action,
  permalink,
  empty,
  validate,
}: {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  permalink: string;
  empty: TInput;
  validate: Validate<TInput, TOutput>;
}) {
  const [state, formAction] = useActionState(action, IDLE_FORM, permalink);
  const values = { ...empty, ...state.values } as TInput;
  const form = useFields({ defaults: values, validate });
  const serverErrors: Record<string, string> = form.submitCount === 0 ? (state.fields ?? {}) : {};
  return { state, formAction, form, values, serverErrors };
}
