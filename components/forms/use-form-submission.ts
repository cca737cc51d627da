"use client";

import { useRef, type FormEvent } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useCaptchaToken } from "@/components/forms/captcha";
import { notify } from "@/components/forms/notify";
import { MESSAGES } from "@/lib/forms/messages";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";

interface Answer {
  error?: unknown;
  fields?: Record<string, unknown>;
}

/**
 * Sends a validated form to its route handler and turns the answer into what the visitor sees:
 * the success notice and a cleared form, field messages beside their fields, or an error
 * notice. On any failure the form keeps what was typed.
 */
export function useFormSubmission<TInput extends FieldValues, TOutput>({
  form,
  endpoint,
  captchaAction,
  siteKey,
  empty,
}: {
  form: UseFormReturn<TInput, unknown, TOutput>;
  endpoint: string;
  captchaAction: string;
  siteKey?: string;
  empty: TInput;
}) {
  const captchaToken = useCaptchaToken(Boolean(siteKey), captchaAction);
  const honeypot = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);

  async function send(values: TOutput) {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const token = await captchaToken();
      if (token === null) {
        void notify("error", MESSAGES.captcha);
        return;
      }

      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            ...values,
            ...(token ? { captchaToken: token } : {}),
            [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
          }),
        });
      } catch {
        void notify("error", MESSAGES.generic);
        return;
      }
      const answer = (await response.json().catch(() => null)) as Answer | null;

      if (response.ok) {
        void notify("success", MESSAGES.success);
        form.reset(empty);
        if (honeypot.current) honeypot.current.value = "";
        return;
      }

      const known = Object.entries(answer?.fields ?? {}).filter(
        (entry): entry is [Path<TInput>, string] =>
          entry[0] in empty && typeof entry[1] === "string",
      );
      if (response.status === 400 && known.length) {
        for (const [name, message] of known) form.setError(name, { type: "server", message });
        form.setFocus(known[0]![0]);
        return;
      }
      const message =
        typeof answer?.error === "string" && answer.error ? answer.error : MESSAGES.generic;
      void notify("error", message);
    } finally {
      inFlight.current = false;
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => form.handleSubmit(send)(event);

  return { onSubmit, honeypot, pending: form.formState.isSubmitting };
}
