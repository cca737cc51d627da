"use client";

import { useMemo, useRef, useState, type FormEvent } from "react";
import type { Validate } from "@/components/forms/lazy-validation";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control's value as the form sends it: a checkbox's tick, any other control's text. */
function readControl(control: Control): unknown {
  return control instanceof HTMLInputElement && control.type === "checkbox"
    ? control.checked
    : control.value;
}

function writeControl(control: Control, value: unknown) {
  if (control instanceof HTMLInputElement && control.type === "checkbox")
    control.checked = value === true || value === control.value;
  else control.value = typeof value === "string" ? value : "";
}

/**
 * A form of uncontrolled fields checked by `validate`: the page's HTML holds the values (so what
 * a visitor typed before the page hydrated is what gets sent), and React holds only the field
 * messages and the submit's progress. A submit the check refuses shows every field's message;
 * from then until the form is reset, each field's message follows its edits.
 */
export function useFields<TInput extends Record<string, unknown>, TOutput>({
  defaults,
  validate,
}: {
  defaults: TInput;
  validate: Validate<TInput, TOutput>;
}) {
  type Name = keyof TInput & string;
  const controls = useRef(new Map<string, Control>());
  const refs = useRef(new Map<string, (control: Control | null) => void>());
  // What reset() last set, including values no field shows (the page a quote came from).
  const base = useRef<Record<string, unknown>>(defaults);
  const recheck = useRef(false);
  const checks = useRef(0);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);

  // The methods stay the same object for the form's life, so effects can depend on them.
  const methods = useMemo(() => {
    const values = () => {
      const current = { ...base.current };
      for (const [name, control] of controls.current) current[name] = readControl(control);
      return current as TInput;
    };

    const show = (name: Name, message: string | undefined) =>
      setErrors((shown) => {
        if (shown[name] === message) return shown;
        const next = { ...shown };
        if (message === undefined) delete next[name];
        else next[name] = message;
        return next;
      });

    /** The props that tie a control to the form. */
    const register = (name: Name) => {
      let ref = refs.current.get(name);
      if (!ref) {
        ref = (control) => {
          if (control) controls.current.set(name, control);
          else controls.current.delete(name);
        };
        refs.current.set(name, ref);
      }
      const onChange = async () => {
        if (!recheck.current) return;
        const check = ++checks.current;
        const result = await validate(values());
        // An older check that ends after a newer one does not overwrite it.
        if (check === checks.current) show(name, result.ok ? undefined : result.errors[name]);
      };
      return { name, ref, onChange };
    };

    const handleSubmit =
      (onValid: (values: TOutput) => Promise<void> | void, onInvalid?: () => void) =>
      async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSubmitting(true);
        try {
          checks.current++;
          const result = await validate(values());
          recheck.current = !result.ok;
          if (result.ok) {
            setErrors({});
            await onValid(result.values);
          } else {
            setErrors(result.errors as Partial<Record<Name, string>>);
            onInvalid?.();
          }
        } finally {
          setSubmitCount((count) => count + 1);
          setSubmitting(false);
        }
      };

    /** Sets every field (and the values no field shows) and clears the messages. */
    const reset = (next: TInput) => {
      base.current = next;
      for (const [name, control] of controls.current) writeControl(control, next[name]);
      recheck.current = false;
      checks.current++;
      setErrors({});
      setSubmitCount(0);
    };

    /** A message from elsewhere (the server's answer); the field's edits re-check it as above. */
    const setError = (name: Name, message: string) => {
      recheck.current = true;
      show(name, message);
    };

    const setFocus = (name: Name) => controls.current.get(name)?.focus();

    return { register, handleSubmit, reset, setError, setFocus };
  }, [validate]);

  return { ...methods, errors, submitCount, isSubmitting };
}

export type Fields<TInput extends Record<string, unknown>, TOutput> = ReturnType<
  typeof useFields<TInput, TOutput>
>;
