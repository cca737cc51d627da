"use client";

import { useState } from "react";
import { submitCareersForm } from "@/lib/forms/actions";
import { CheckboxField, SelectField, TextField } from "@/components/forms/form-field";
import {
  FormStatus,
  Honeypot,
  NoScriptCaptchaNotice,
  SubmitRow,
} from "@/components/forms/form-parts";
import { CareersPrivacyNote } from "@/components/forms/privacy-note";
import { ProtectedForm } from "@/components/forms/protected-form";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { site } from "@/content/site";
import { usePostedForm } from "@/components/forms/use-posted-form";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { emptyCareers, POSITION_OPTIONS } from "@/lib/forms/choices";

const FORM_ID = "careers";

const validation = lazyZodResolver(() =>
  import("@/lib/forms/careers-schema").then((m) => m.careersSchema),
);

/** The careers application form; reCAPTCHA joins in when the server has a site key. */
export function CareersForm() {
  return (
    <ProtectedForm onEngage={validation.preload}>
      {(siteKey) => <CareersFields siteKey={siteKey} />}
    </ProtectedForm>
  );
}

function CareersFields({ siteKey }: { siteKey?: string }) {
  // The fragment brings a visitor whose browser posted the form to the status.
  const { state, formAction, form, values, serverErrors } = usePostedForm({
    action: submitCareersForm,
    permalink: "/careers#careers-status",
    empty: emptyCareers,
    resolver: validation.resolver,
  });
  const { onSubmit, honeypot, pending, status, statusRef, statusId } = useFormSubmission({
    form,
    endpoint: "/api/careers",
    captchaAction: "careers",
    siteKey,
    empty: emptyCareers,
    formId: FORM_ID,
    initial: state,
    nextStep: site.replies.application,
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
      aria-label="Careers application form"
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
          label="Phone Number"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message ?? serverErrors.phone}
          defaultValue={values.phone}
          {...form.register("phone")}
        />
        <TextField
          formId={FORM_ID}
          label="Qualification"
          required
          autoComplete="off"
          error={errors.qualification?.message ?? serverErrors.qualification}
          defaultValue={values.qualification}
          {...form.register("qualification")}
        />
        <SelectField
          formId={FORM_ID}
          label="Position"
          required
          placeholder="Select a position"
          options={POSITION_OPTIONS}
          error={errors.position?.message ?? serverErrors.position}
          defaultValue={values.position}
          {...form.register("position")}
        />
      </div>
      <CheckboxField
        formId={FORM_ID}
        label="Keep my application for future openings"
        hint="Optional. Unticked, we consider you only for the position you chose."
        value="yes"
        defaultChecked={values.keepOnFile === "yes"}
        {...form.register("keepOnFile")}
      />
      <Honeypot formId={FORM_ID} ref={honeypot} />
      <CareersPrivacyNote />
      <SubmitRow
        label="Submit application"
        pending={pending}
        captcha={Boolean(siteKey)}
        status={errorsFirst ? undefined : statusBox}
      />
    </form>
  );
}
