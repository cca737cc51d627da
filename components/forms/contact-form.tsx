"use client";

import { submitContactForm } from "@/lib/server/forms/actions";
import { FIELD_PAIRS, SelectField, TextAreaField } from "@/components/forms/form-field";
import { ContactDetails, ScaffoldedForm, type FormSpec } from "@/components/forms/form-scaffold";
import { ConfidentialWarning, PrivacyNote } from "@/components/forms/privacy-note";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { site } from "@/content/site";
import { emptyContact, SERVICE_OPTIONS } from "@/lib/forms/choices";
import type { ContactInput, ContactSubmission } from "@/lib/forms/contact-schema";
import { readQuoteQuery } from "@/lib/forms/quote";

const spec: FormSpec<ContactInput, ContactSubmission> = {
  id: "contact",
  label: "Contact form",
  action: submitContactForm,
  permalink: "/contact-us#contact-status",
  endpoint: "/api/contact",
  captchaAction: "contact",
  empty: emptyContact,
  validation: lazyZodResolver(() =>
    import("@/lib/forms/contact-schema").then((m) => m.contactSchema),
  ),
  nextStep: site.replies.enquiry,
  submitLabel: "Send enquiry",
  privacy: <PrivacyNote />,
  // A 'Get a Quote' link names a service to preselect and the page it came from.
  fromQuery(search) {
    const quote = readQuoteQuery(search);
    return quote.service || quote.page ? quote : undefined;
  },
};

/** The contact form; reCAPTCHA joins in when the server has a site key. */
export function ContactForm() {
  return (
    <ScaffoldedForm spec={spec}>
      {(fields) => (
        <>
          <div className={FIELD_PAIRS}>
            <ContactDetails fields={fields} />
            <SelectField
              label="Service"
              required
              placeholder="Select a service"
              options={SERVICE_OPTIONS}
              {...fields.field("service")}
            />
          </div>
          <TextAreaField
            label="Message"
            hint={<ConfidentialWarning />}
            {...fields.field("message")}
          />
        </>
      )}
    </ScaffoldedForm>
  );
}
