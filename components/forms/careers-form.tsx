"use client";

import { useForm } from "react-hook-form";
import { SelectField, TextField } from "@/components/forms/form-field";
import { Honeypot, SubmitRow } from "@/components/forms/form-parts";
import { PrivacyNote } from "@/components/forms/privacy-note";
import { ProtectedForm } from "@/components/forms/protected-form";
import { useFormSubmission } from "@/components/forms/use-form-submission";
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
  const form = useForm({ resolver: validation.resolver, defaultValues: emptyCareers });
  const { onSubmit, honeypot, pending } = useFormSubmission({
    form,
    endpoint: "/api/careers",
    captchaAction: "careers",
    siteKey,
    empty: emptyCareers,
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Careers application form"
      className="relative flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          formId={FORM_ID}
          label="Name"
          required
          autoComplete="name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextField
          formId={FORM_ID}
          label="Email"
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          formId={FORM_ID}
          label="Phone Number"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <TextField
          formId={FORM_ID}
          label="Qualification"
          required
          autoComplete="off"
          error={errors.qualification?.message}
          {...form.register("qualification")}
        />
        <SelectField
          formId={FORM_ID}
          label="Position"
          required
          placeholder="Select a position"
          options={POSITION_OPTIONS}
          error={errors.position?.message}
          {...form.register("position")}
        />
      </div>
      <Honeypot formId={FORM_ID} ref={honeypot} />
      <SubmitRow label="Submit application" pending={pending} captcha={Boolean(siteKey)} />
      <PrivacyNote />
    </form>
  );
}
