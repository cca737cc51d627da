"use client";

import { submitCareersForm } from "@/lib/server/forms/actions";
import { CheckboxField, FIELD_PAIRS, SelectField, TextField } from "@/components/forms/form-field";
import { ContactDetails, ScaffoldedForm, type FormSpec } from "@/components/forms/form-scaffold";
import { CareersPrivacyNote } from "@/components/forms/privacy-note";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { site } from "@/content/site";
import { emptyCareers, POSITION_OPTIONS } from "@/lib/forms/choices";
import type { CareersInput, CareersSubmission } from "@/lib/forms/careers-schema";

const spec: FormSpec<CareersInput, CareersSubmission> = {
  id: "careers",
  label: "Careers application form",
  action: submitCareersForm,
  permalink: "/careers#careers-status",
  endpoint: "/api/careers",
  captchaAction: "careers",
  empty: emptyCareers,
  validation: lazyZodResolver(() =>
    import("@/lib/forms/careers-schema").then((m) => m.careersSchema),
  ),
  nextStep: site.replies.application,
  submitLabel: "Submit application",
  privacy: <CareersPrivacyNote />,
};

/** The careers application form; reCAPTCHA joins in when the server has a site key. */
export function CareersForm() {
  return (
    <ScaffoldedForm spec={spec}>
      {(fields) => (
        <>
          <div className={FIELD_PAIRS}>
            <ContactDetails fields={fields} phoneLabel="Phone Number" />
            <TextField
              label="Qualification"
              required
              autoComplete="off"
              {...fields.field("qualification")}
            />
            <SelectField
              label="Position"
              required
              placeholder="Select a position"
              options={POSITION_OPTIONS}
              {...fields.field("position")}
            />
          </div>
          <CheckboxField
            label="Keep my application for future openings"
            hint="Optional. Unticked, we consider you only for the position you chose."
            {...fields.checkbox("keepOnFile", "yes")}
          />
        </>
      )}
    </ScaffoldedForm>
  );
}
