"use client";

import { useEffect, useState } from "react";
import { submitContactForm } from "@/lib/forms/actions";
import { TextAreaField, TextField, SelectField } from "@/components/forms/form-field";
import {
  FormStatus,
  Honeypot,
  NoScriptCaptchaNotice,
  SubmitRow,
} from "@/components/forms/form-parts";
import { ConfidentialWarning, PrivacyNote } from "@/components/forms/privacy-note";
import { ProtectedForm } from "@/components/forms/protected-form";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { site } from "@/content/site";
import { usePostedForm } from "@/components/forms/use-posted-form";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { emptyContact, SERVICE_OPTIONS } from "@/lib/forms/choices";
import { readQuoteQuery } from "@/lib/forms/quote";

const FORM_ID = "contact";

const validation = lazyZodResolver(() =>
  import("@/lib/forms/contact-schema").then((m) => m.contactSchema),
);

/** The contact form; reCAPTCHA joins in when the server has a site key. */
export function ContactForm() {
  return (
    <ProtectedForm onEngage={validation.preload}>
      {(siteKey) => <ContactFields siteKey={siteKey} />}
    </ProtectedForm>
  );
}

function ContactFields({ siteKey }: { siteKey?: string }) {
  // The fragment brings a visitor whose browser posted the form to the status.
  const { state, formAction, form, values, serverErrors } = usePostedForm({
    action: submitContactForm,
    permalink: "/contact-us#contact-status",
    empty: emptyContact,
    resolver: validation.resolver,
  });
  // A 'Get a Quote' link names a service to preselect and the page it came from.
  const { reset } = form;
  useEffect(() => {
    const quote = readQuoteQuery(window.location.search);
    if (quote.service || quote.page) reset({ ...emptyContact, ...quote });
  }, [reset]);
  const { onSubmit, honeypot, pending, status, statusRef, statusId } = useFormSubmission({
    form,
    endpoint: "/api/contact",
    captchaAction: "contact",
    siteKey,
    empty: emptyContact,
    formId: FORM_ID,
    initial: state,
    nextStep: site.replies.enquiry,
  });
  const { errors } = form.formState;

  // A post refused without script (the page's first status, from the server's answer) lists
  // its messages above the fields, each linking to its field, where the permalink's fragment
  // brings the view. Every other status stays by the button, where the visitor who submitted
  // with script is and where the status takes focus.
  const [answered] = useState(status);
  const statusBox = <FormStatus id={statusId} ref={statusRef} status={status} />;
  const errorsFirst = status?.kind === "error" && status === answered;

  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
      className="relative flex flex-col gap-5"
    >
      {errorsFirst && statusBox}
      <NoScriptCaptchaNotice />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          formId={FORM_ID}
          label="Name"
          required
          autoComplete="name"
          error={errors.name?.message ?? serverErrors.name}
          defaultValue={values.name}
          {...form.register("name")}
        />
        <TextField
          formId={FORM_ID}
          label="Email"
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message ?? serverErrors.email}
          defaultValue={values.email}
          {...form.register("email")}
        />
        <TextField
          formId={FORM_ID}
          label="Phone"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message ?? serverErrors.phone}
          defaultValue={values.phone}
          {...form.register("phone")}
        />
        <SelectField
          formId={FORM_ID}
          label="Service"
          required
          placeholder="Select a service"
          options={SERVICE_OPTIONS}
          error={errors.service?.message ?? serverErrors.service}
          defaultValue={values.service}
          {...form.register("service")}
        />
      </div>
      <TextAreaField
        formId={FORM_ID}
        label="Message"
        hint={<ConfidentialWarning />}
        error={errors.message?.message ?? serverErrors.message}
        defaultValue={values.message}
        {...form.register("message")}
      />
      <Honeypot formId={FORM_ID} ref={honeypot} />
      <PrivacyNote />
      <SubmitRow
        label="Send enquiry"
        pending={pending}
        captcha={Boolean(siteKey)}
        status={errorsFirst ? undefined : statusBox}
      />
    </form>
  );
}
