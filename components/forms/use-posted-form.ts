"use client";

import { useActionState, useCallback, useEffect, useRef, useState } from "react";
import type {
  createFormControl,
  DefaultValues,
  FieldErrors,
  FieldValues,
  Resolver,
} from "react-hook-form";
import { IDLE_FORM, type FormState } from "@/lib/forms/form-state";

/** A react-hook-form form made outside React (createFormControl), once it has loaded. */
export type FormControl<TInput extends FieldValues, TOutput> = ReturnType<
  typeof createFormControl<TInput, unknown, TOutput>
>;

/** The parts of react-hook-form's state the scaffold draws. */
export interface FormView<TInput extends FieldValues> {
  errors: FieldErrors<TInput>;
  submitCount: number;
  /** `errors` as it was when drawn. */
  said: string;
}

/** The messages `errors` holds, as one string (RHF changes its errors object in place). */
function said(errors: FieldErrors) {
  return Object.entries(errors)
    .map(([name, error]) => `${name}:${String(error?.message)}`)
    .join("\n");
}

/** What the fields hold now, read from the form's elements, in the shape of `empty`. */
function readFields<TInput extends FieldValues>(form: HTMLFormElement | null, empty: TInput) {
  const values: Record<string, unknown> = { ...empty };
  for (const name of Object.keys(empty)) {
    const element = form?.elements.namedItem(name);
    if (element instanceof HTMLInputElement && element.type === "checkbox")
      values[name] = element.checked ? element.value : false;
    else if (element && "value" in element) values[name] = element.value;
  }
  return values as TInput;
}

/**
 * A react-hook-form form that also works posted without script (JavaScript off, or sent before
 * the page hydrated): the browser posts to the server action and lands on `permalink` with its
 * answer. The answer's values refill the fields, and its field messages (`serverErrors`) stand
 * until the visitor submits again with the page's script.
 *
 * react-hook-form itself loads on the first touch of the form (`load`, which every use awaits),
 * not with the page: until then the fields are plain server-rendered controls, and what the
 * visitor typed into them becomes the form's starting values when it takes them over.
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
  const element = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<FormControl<TInput, TOutput> | null>(null);
  const [view, setView] = useState<FormView<TInput>>({
    errors: {},
    submitCount: 0,
    said: "",
  });
  const loading = useRef<Promise<FormControl<TInput, TOutput>>>(null);
  const unsubscribe = useRef<() => void>(null);

  const load = useCallback(() => {
    loading.current ??= import("react-hook-form").then(
      ({ createFormControl }) => {
        const control = createFormControl<TInput, unknown, TOutput>({
          resolver,
          defaultValues: readFields(element.current, empty) as DefaultValues<TInput>,
          // useFormSubmission focuses the first invalid field once its message is on the page.
          shouldFocusError: false,
        });
        // RHF keeps one errors object and changes it in place: what it says is compared.
        unsubscribe.current = control.subscribe({
          formState: { errors: true, submitCount: true },
          // The callback is handed the whole form state, not only what changed.
          callback: ({ errors = {}, submitCount = 0 }) =>
            setView((view) =>
              submitCount === view.submitCount && said(errors) === view.said
                ? view
                : { errors, submitCount, said: said(errors) },
            ),
        });
        setForm(control);
        return control;
      },
      (error: unknown) => {
        // A failed download (offline a moment) is tried again at the next touch.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, [resolver, empty]);
  useEffect(() => () => unsubscribe.current?.(), []);

  const serverErrors: Record<string, string> = view.submitCount === 0 ? (state.fields ?? {}) : {};
  return { state, formAction, element, form, view, load, values, serverErrors };
}
