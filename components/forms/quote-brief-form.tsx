"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { Resolver } from "react-hook-form";
import { submitQuoteBrief } from "@/lib/forms/actions";
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from "@/components/forms/form-field";
import {
  FormStatus,
  Honeypot,
  NoScriptCaptchaNotice,
  SubmitRow,
} from "@/components/forms/form-parts";
import { ConfidentialWarning, PrivacyNote } from "@/components/forms/privacy-note";
import { ProtectedForm } from "@/components/forms/protected-form";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { usePostedForm } from "@/components/forms/use-posted-form";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { site } from "@/content/site";
import {
  belongsToMatter,
  BUDGET_BANDS,
  emptyQuoteBrief,
  FILING_ROUTES,
  isMatterType,
  MATTER_LABELS,
  MATTER_TYPES,
  SEARCH_PURPOSES,
  type MatterType,
  type QuoteBriefFormValues,
} from "@/lib/forms/quote-brief-choices";
import type { QuoteBrief } from "@/lib/forms/quote-brief-schema";

const FORM_ID = "quote";

const validation = lazyZodResolver(() =>
  import("@/lib/forms/quote-brief-schema").then((m) => m.quoteBriefSchema),
);

/**
 * Checks only what the chosen matter asks: another matter's inputs, hidden but still in the
 * form, count as empty, so nothing typed there can block the brief or be sent with it.
 */
const resolver: Resolver<QuoteBriefFormValues, unknown, QuoteBrief> = (values, context, options) =>
  (validation.resolver as unknown as Resolver<QuoteBriefFormValues, unknown, QuoteBrief>)(
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        belongsToMatter(name, values.matter) ? value : "",
      ]),
    ) as unknown as QuoteBriefFormValues,
    context,
    options,
  );

/** The scoped quote brief; reCAPTCHA joins in when the server has a site key. */
export function QuoteBriefForm() {
  return (
    <ProtectedForm onEngage={validation.preload}>
      {(siteKey) => <QuoteBriefFields siteKey={siteKey} />}
    </ProtectedForm>
  );
}

/**
 * A question for some kinds of matter only. The stylesheet (app/globals.css) shows it when the
 * matter select has one of them chosen, with or without script.
 */
function ForMatter({ matters, children }: { matters: MatterType[]; children: ReactNode }) {
  return <div data-quote-for={matters.join(" ")}>{children}</div>;
}

function QuoteBriefFields({ siteKey }: { siteKey?: string }) {
  const { state, formAction, form, values, serverErrors } = usePostedForm({
    action: submitQuoteBrief,
    permalink: "/request-a-quote#quote-status",
    empty: emptyQuoteBrief,
    resolver,
  });
  // A service page's link names the kind of matter to preselect (?matter=search).
  const { reset } = form;
  useEffect(() => {
    const matter = new URLSearchParams(window.location.search).get("matter");
    if (isMatterType(matter)) reset({ ...emptyQuoteBrief, matter });
  }, [reset]);
  const { onSubmit, honeypot, pending, status, statusRef, statusId } = useFormSubmission({
    form,
    endpoint: "/api/quote-brief",
    captchaAction: "quote",
    siteKey,
    empty: emptyQuoteBrief,
    formId: FORM_ID,
    initial: state,
    nextStep: site.replies.enquiry,
  });
  const { errors } = form.formState;
  const error = (name: keyof QuoteBriefFormValues) => errors[name]?.message ?? serverErrors[name];

  const text = (
    name: keyof QuoteBriefFormValues,
    label: string,
    props: { required?: boolean; hint?: ReactNode; inputMode?: "numeric"; type?: string } = {},
  ) => (
    <TextField
      formId={FORM_ID}
      label={label}
      error={error(name)}
      defaultValue={values[name] as string}
      {...props}
      {...form.register(name)}
    />
  );

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
      aria-label="Quote brief"
      className="quote-brief relative flex flex-col gap-5"
    >
      {errorsFirst && statusBox}
      <NoScriptCaptchaNotice />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {text("name", "Name", { required: true })}
        <TextField
          formId={FORM_ID}
          label="Email"
          required
          type="email"
          autoComplete="email"
          error={error("email")}
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
          error={error("phone")}
          defaultValue={values.phone}
          {...form.register("phone")}
        />
        <SelectField
          formId={FORM_ID}
          label="Kind of matter"
          required
          hint="The questions a quote needs for it follow."
          placeholder="Choose a matter"
          options={MATTER_TYPES}
          optionLabels={MATTER_LABELS}
          error={error("matter")}
          defaultValue={values.matter}
          {...form.register("matter")}
        />
      </div>
      <fieldset className="quote-matter border-line rounded-card border p-4 sm:p-5">
        <legend className="text-ink px-1 font-semibold">What the quote needs</legend>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <ForMatter matters={["search"]}>
            <SelectField
              formId={FORM_ID}
              label="What the search is for"
              required
              placeholder="Choose a purpose"
              options={SEARCH_PURPOSES}
              error={error("purpose")}
              defaultValue={values.purpose}
              {...form.register("purpose")}
            />
          </ForMatter>
          <ForMatter matters={["search", "drafting"]}>
            {text("field", "Technology field", {
              required: true,
              hint: "In general terms, such as 'battery electrodes': not the invention itself.",
            })}
          </ForMatter>
          <ForMatter matters={["drafting"]}>
            {text("claims", "Number of claims", { inputMode: "numeric" })}
          </ForMatter>
          <ForMatter matters={["drafting"]}>
            {text("figures", "Number of figures", { inputMode: "numeric" })}
          </ForMatter>
          <ForMatter matters={["drafting"]}>
            <SelectField
              formId={FORM_ID}
              label="Filing route"
              required
              placeholder="Choose a route"
              options={FILING_ROUTES}
              error={error("filingRoute")}
              defaultValue={values.filingRoute}
              {...form.register("filingRoute")}
            />
          </ForMatter>
          <ForMatter matters={["drafting"]}>
            {text("attorney", "Responsible attorney or agent", {
              required: true,
              hint: "The registered practitioner who will review, sign and file the application.",
            })}
          </ForMatter>
          <ForMatter matters={["trademark"]}>
            {text("marks", "Marks", { required: true, hint: "The words or names, one or more." })}
          </ForMatter>
          <ForMatter matters={["trademark"]}>
            {text("classes", "Classes", {
              required: true,
              hint: "Nice classes as numbers, such as 9, 42.",
            })}
          </ForMatter>
          <ForMatter matters={["trademark"]}>
            {text("countries", "Countries", { required: true })}
          </ForMatter>
          <ForMatter matters={["litigation"]}>
            {text("patents", "Patents", {
              hint: "Optional: published numbers, such as US 9,999,999 B2. Anything sent before an NDA is not confidential, so a confidential matter can wait for it.",
            })}
          </ForMatter>
          <ForMatter matters={["litigation"]}>
            {text("products", "Products concerned", {
              hint: "Optional, and best named after the NDA: anything sent before it is not confidential.",
            })}
          </ForMatter>
          <ForMatter matters={["search", "litigation"]}>
            {text("jurisdictions", "Jurisdictions", {
              required: true,
              hint: "The countries or patent offices that matter, such as US, EP, IN.",
            })}
          </ForMatter>
          <ForMatter matters={["search"]}>
            {text("cutoffDate", "Cut-off date", {
              type: "date",
              hint: "Art published after it does not count, such as a priority date.",
            })}
          </ForMatter>
          <ForMatter matters={["search"]}>
            {text("references", "Number of references wanted", { inputMode: "numeric" })}
          </ForMatter>
        </div>
      </fieldset>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {text("deadline", "Your deadline", { type: "date" })}
        <SelectField
          formId={FORM_ID}
          label="Budget band"
          required
          placeholder="Choose a band"
          options={BUDGET_BANDS}
          error={error("budget")}
          defaultValue={values.budget}
          {...form.register("budget")}
        />
      </div>
      <CheckboxField
        formId={FORM_ID}
        label="NDA first"
        hint="We sign a non-disclosure agreement before you share anything confidential. Leave the notes below empty: we ask for the details once it is signed."
        value="on"
        defaultChecked={Boolean(values.ndaFirst)}
        {...form.register("ndaFirst")}
      />
      <TextAreaField
        formId={FORM_ID}
        label="Notes"
        hint={<ConfidentialWarning />}
        error={error("notes")}
        defaultValue={values.notes}
        {...form.register("notes")}
      />
      <Honeypot formId={FORM_ID} ref={honeypot} />
      <PrivacyNote />
      <SubmitRow
        label="Request a Quote"
        pending={pending}
        captcha={Boolean(siteKey)}
        status={errorsFirst ? undefined : statusBox}
      />
    </form>
  );
}
