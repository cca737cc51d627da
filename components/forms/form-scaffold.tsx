"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { FieldValues, Path, Resolver, UseFormRegister } from "react-hook-form";
import { TextField } from "@/components/forms/form-field";
import {
  FormStatus,
  Honeypot,
  NoScriptCaptchaNotice,
  SubmitRow,
} from "@/components/forms/form-parts";
import { ProtectedForm } from "@/components/forms/protected-form";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { usePostedForm } from "@/components/forms/use-posted-form";
import type { FormState } from "@/lib/forms/form-state";

/**
 * What one form of the site is, apart from its fields: the scaffold below does the rest
 * (captcha, validation, submission with script and without, messages, focus, the status).
 */
export interface FormSpec<TInput extends FieldValues, TOutput> {
  /** Prefixes the fields' ids and names the status (`<id>-status`). */
  id: string;
  /** The form's accessible name. */
  label: string;
  /** The server action a post without script goes to... */
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  /** ...and the page (with the status's fragment) the browser lands on with its answer. */
  permalink: string;
  /** The route handler a submission with script goes to. */
  endpoint: string;
  captchaAction: string;
  empty: TInput;
  /** The client-side checks, loaded with `preload` on the first touch (lazyZodResolver). */
  validation: { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void };
  /** Who replies and by when, said with the success message. */
  nextStep: string;
  submitLabel: string;
  /** What the notice under the fields says of the data (PrivacyNote, CareersPrivacyNote). */
  privacy: ReactNode;
  className?: string;
  /** Values a link brings in its query (a service to preselect), or none. */
  fromQuery?: (search: string) => Partial<TInput> | undefined;
}

/** Props a field takes from the form: its name, value, message and registration. */
export interface Fields<TInput extends FieldValues> {
  /** What the fields start with: empty, or the answer to a post without script. */
  values: TInput;
  /** A text, select or text area field's props. */
  field(name: Path<TInput>): {
    formId: string;
    error?: string;
    defaultValue: string;
  } & Registration;
  /** A checkbox that posts `value` when ticked. */
  checkbox(
    name: Path<TInput>,
    value: string,
  ): { formId: string; value: string; defaultChecked: boolean } & Registration;
}

/** A field's name, and react-hook-form's handlers and ref once it has loaded. */
type Registration = { name: string } & Partial<ReturnType<UseFormRegister<FieldValues>>>;

/**
 * A form of the site: `spec` says what it is, `children` draws its fields with the props
 * `Fields` gives each. ProtectedForm memoises the form, so the first touch renders only the
 * captcha provider and the toaster it adds, not the fields again.
 */
export function ScaffoldedForm<TInput extends FieldValues, TOutput>({
  spec,
  children,
}: {
  spec: FormSpec<TInput, TOutput>;
  children: (fields: Fields<TInput>) => ReactNode;
}) {
  return (
    <ProtectedForm>
      {(siteKey) => <FormBody spec={spec} siteKey={siteKey} render={children} />}
    </ProtectedForm>
  );
}

function FormBody<TInput extends FieldValues, TOutput>({
  spec,
  siteKey,
  render,
}: {
  spec: FormSpec<TInput, TOutput>;
  siteKey?: string;
  render: (fields: Fields<TInput>) => ReactNode;
}) {
  const { id: formId, empty } = spec;
  // The fragment brings a visitor whose browser posted the form to the status.
  const { state, formAction, element, form, view, load, values, serverErrors } = usePostedForm({
    action: spec.action,
    permalink: spec.permalink,
    empty,
    resolver: spec.validation.resolver,
  });
  const { fromQuery } = spec;
  useEffect(() => {
    const linked = fromQuery?.(window.location.search);
    if (linked) load().then((form) => form.reset({ ...empty, ...linked }), ignore);
  }, [load, fromQuery, empty]);
  const { onSubmit, honeypot, pending, status, statusRef, statusId } = useFormSubmission({
    form,
    load,
    view,
    endpoint: spec.endpoint,
    captchaAction: spec.captchaAction,
    siteKey,
    empty,
    formId,
    initial: state,
    nextStep: spec.nextStep,
  });
  const { errors } = view;
  const register = (name: Path<TInput>) => (form ? form.register(name) : { name });

  const fields: Fields<TInput> = {
    values,
    field: (name) => ({
      formId,
      error: (errors[name]?.message as string | undefined) ?? serverErrors[name],
      defaultValue: values[name] as string,
      ...register(name),
    }),
    checkbox: (name, value) => ({
      formId,
      value,
      defaultChecked: values[name] === value || values[name] === true,
      ...register(name),
    }),
  };
  // The first touch or focus starts the download of react-hook-form and of the checks (a submit
  // waits for them).
  const engage = () => {
    spec.validation.preload();
    void load().catch(ignore);
  };

  // A post refused without script (the page's first status, from the server's answer) lists
  // its messages above the fields, each linking to its field, where the permalink's fragment
  // brings the view. Every other status stays by the button, where the visitor who submitted
  // with script is and where the status takes focus.
  const [answered] = useState(status);
  const statusBox = <FormStatus id={statusId} ref={statusRef} status={status} />;
  const errorsFirst = status?.kind === "error" && status === answered;

  return (
    <form
      ref={element}
      action={formAction}
      onSubmit={onSubmit}
      onFocusCapture={engage}
      onPointerDownCapture={engage}
      noValidate
      aria-label={spec.label}
      className={spec.className ?? "relative flex flex-col gap-5"}
    >
      {errorsFirst && statusBox}
      <NoScriptCaptchaNotice />
      {render(fields)}
      <Honeypot formId={formId} ref={honeypot} />
      {spec.privacy}
      <SubmitRow
        label={spec.submitLabel}
        pending={pending}
        captcha={Boolean(siteKey)}
        status={errorsFirst ? undefined : statusBox}
      />
    </form>
  );
}

/** A download that failed is tried again at the next touch; a submit says so (useFormSubmission). */
function ignore() {}

/** The line under the phone's label: what the phone rule accepts besides the spec's ten digits. */
const PHONE_HINT = "Ten digits, or an international number starting with + and the country code.";

/** Who is writing: name, e-mail and phone, as every form of the site asks them. */
export function ContactDetails<TInput extends FieldValues>({
  fields,
  phoneLabel = "Phone",
  phoneRequired = true,
}: {
  fields: Fields<TInput>;
  phoneLabel?: string;
  phoneRequired?: boolean;
}) {
  return (
    <>
      <TextField
        label="Name"
        required
        autoComplete="name"
        {...fields.field("name" as Path<TInput>)}
      />
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        {...fields.field("email" as Path<TInput>)}
      />
      <TextField
        label={phoneLabel}
        required={phoneRequired}
        // The spec's message asks for ten digits; a number with its country code is taken too
        // (lib/forms/fields.ts), which the visitor should know before being refused.
        hint={PHONE_HINT}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        {...fields.field("phone" as Path<TInput>)}
      />
    </>
  );
}
