"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import type { FieldValues, Path } from "react-hook-form";
import { useCaptchaToken } from "@/components/forms/captcha";
import type { FormControl, FormView } from "@/components/forms/use-posted-form";
import { fieldIds } from "@/components/forms/form-field";
import type { StatusMessage } from "@/components/forms/form-parts";
import { dismissNotice, notify } from "@/components/forms/notify";
import { afterPaint } from "@/lib/client/idle";
import type { FormState } from "@/lib/forms/form-state";
import { MESSAGES } from "@/lib/forms/messages";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";

interface Answer {
  error?: unknown;
  fields?: Record<string, unknown>;
}

/** The status a server-rendered answer (a form posted without script) starts with. */
export function statusFromState(
  formId: string,
  state: FormState,
  nextStep: string,
): StatusMessage | null {
  if (state.outcome === "idle" || !state.message) return null;
  if (state.outcome === "success") return { kind: "success", message: state.message, nextStep };
  return {
    kind: "error",
    message: state.message,
    fields: Object.entries(state.fields ?? {}).map(([name, message]) => ({
      id: fieldIds(formId, name).id,
      message,
    })),
    otherWays: state.captchaBlocked,
  };
}

/**
 * Sends a validated form to its route handler and turns the answer into what the visitor sees:
 * the success notice and a cleared form, field messages beside their fields, or an error
 * notice. On any failure the form keeps what was typed. The outcome also stays in the status
 * by the submit button (`status`, its element `statusRef`), and focus moves there.
 */
export function useFormSubmission<TInput extends FieldValues, TOutput>({
  form,
  load,
  view,
  endpoint,
  captchaAction,
  siteKey,
  empty,
  formId,
  initial,
  nextStep,
}: {
  /** react-hook-form's control once loaded, and what loads it (usePostedForm). */
  form: FormControl<TInput, TOutput> | null;
  load: () => Promise<FormControl<TInput, TOutput>>;
  view: FormView<TInput>;
  endpoint: string;
  captchaAction: string;
  siteKey?: string;
  empty: TInput;
  formId: string;
  /** The state the server rendered the form with. */
  initial: FormState;
  /** Who replies and by when, said with the success message. */
  nextStep: string;
}) {
  const captchaToken = useCaptchaToken(Boolean(siteKey), captchaAction);
  const honeypot = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const [status, setStatus] = useState(() => statusFromState(formId, initial, nextStep));
  const [pending, setPending] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const focusStatus = useRef(false);

  // Focus follows the outcome once it is on screen.
  useEffect(() => {
    if (!focusStatus.current) return;
    focusStatus.current = false;
    statusRef.current?.focus();
  }, [status]);

  /** An error: the toast (the spec's notice) and the lasting status by the button, with focus. */
  function announce(message: string) {
    void notify("error", message);
    focusStatus.current = true;
    setStatus({ kind: "error", message });
  }

  async function send(form: FormControl<TInput, TOutput>, values: TOutput) {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const token = await captchaToken();
      if (token === null) {
        announce(MESSAGES.captcha);
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
        announce(MESSAGES.generic);
        return;
      }
      const answer = (await response.json().catch(() => null)) as Answer | null;

      if (response.ok) {
        // The fields stay registered: nothing re-renders them to register again.
        form.reset(empty, { keepFieldsRef: true });
        // Said once, by the button, with what happens next: a toast would repeat it.
        void dismissNotice();
        focusStatus.current = true;
        setStatus({ kind: "success", message: MESSAGES.success, nextStep });
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
      announce(message);
    } finally {
      inFlight.current = false;
    }
  }

  // A submit the client-side checks refuse focuses the first field they flagged once the
  // messages are on screen (after the paint of the render that counts the submit), so that a
  // screen reader reads the field with its message, and the frame that answers the click draws
  // the messages without also scrolling the page to the field.
  const refused = useRef<HTMLFormElement | null>(null);
  const { submitCount } = view;
  useEffect(() => {
    const target = refused.current;
    refused.current = null;
    if (!target) return;
    return afterPaint(() => target.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, [submitCount]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A new attempt: the last outcome no longer applies.
    setStatus(null);
    setPending(true);
    const target = event.currentTarget;
    const check = (form: FormControl<TInput, TOutput>) =>
      form.handleSubmit(
        (values) => send(form, values),
        () => {
          refused.current = target;
        },
      )();
    // The first touch is often this press: then the checks run once react-hook-form arrives.
    const checked = form ? check(form) : load().then(check, () => announce(MESSAGES.generic));
    void checked.finally(() => setPending(false));
  };

  return {
    onSubmit,
    honeypot,
    pending,
    status,
    statusRef,
    statusId: `${formId}-status`,
  };
}
