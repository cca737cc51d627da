"use client";

import { useActionState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { IDLE_FORM, type FormState } from "@/lib/forms/form-state";

/**
 * A react-hook-form form that also works posted without script (JavaScript off, or sent before
 * the page hydrated): the browser posts to the server action and lands on `permalink` with its
 * answer. The answer's values refill the fields, and its field messages (`serverErrors`) stand
 * until the visitor submits again with the page's script.
 */
export function usePostedForm<TInput extends FieldValues, TOutput>({
  action,
  permalink,
  empty,
  resolver,
}: {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  permalink: string;
  empty: TInput;
  resolver: Resolver<TInput, unknown, TOutput>;
}) {
  const [state, formAction] = useActionState(action, IDLE_FORM, permalink);
  const values = { ...empty, ...state.values };
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: values as DefaultValues<TInput>,
    // useFormSubmission focuses the first invalid field once its message is on the page.
    shouldFocusError: false,
  });
  const serverErrors: Record<string, string> =
    form.formState.submitCount === 0 ? (state.fields ?? {}) : {};
  return { state, formAction, form, values, serverErrors };
}
