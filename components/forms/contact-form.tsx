"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { TextAreaField, TextField, SelectField } from "@/components/forms/form-field";
import { Honeypot, SubmitRow } from "@/components/forms/form-parts";
import { PrivacyNote } from "@/components/forms/privacy-note";
import { ProtectedForm } from "@/components/forms/protected-form";
import { useFormSubmission } from "@/components/forms/use-form-submission";
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
  const form = useForm({ resolver: validation.resolver, defaultValues: emptyContact });
  // A 'Get a Quote' link names a service to preselect and the page it came from.
  useEffect(() => {
    const quote = readQuoteQuery(window.location.search);
    if (quote.service || quote.page) form.reset({ ...emptyContact, ...quote });
  }, [form]);
  const { onSubmit, honeypot, pending } = useFormSubmission({
    form,
    endpoint: "/api/contact",
    captchaAction: "contact",
    siteKey,
    empty: emptyContact,
  });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Contact form"
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
          label="Phone"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          error={errors.phone?.message}
          {...form.register("phone")}
        />
        <SelectField
          formId={FORM_ID}
          label="Service"
          required
          placeholder="Select a service"
          options={SERVICE_OPTIONS}
          error={errors.service?.message}
          {...form.register("service")}
        />
      </div>
      <TextAreaField
        formId={FORM_ID}
        label="Message"
        error={errors.message?.message}
        {...form.register("message")}
      />
      <Honeypot formId={FORM_ID} ref={honeypot} />
      <SubmitRow label="Send enquiry" pending={pending} captcha={Boolean(siteKey)} />
      <PrivacyNote />
    </form>
  );
}
