"use client";

import type { ReactNode } from "react";
import type { Resolver } from "react-hook-form";
import { submitQuoteBrief } from "@/lib/server/forms/actions";
import {
  CheckboxField,
  FIELD_PAIRS,
  WRAPPED_FIELD_PAIRS,
  SelectField,
  TextAreaField,
  TextField,
} from "@/components/forms/form-field";
import {
  ContactDetails,
  ScaffoldedForm,
  type Fields,
  type FormSpec,
} from "@/components/forms/form-scaffold";
import { ConfidentialWarning, PrivacyNote } from "@/components/forms/privacy-note";
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

const spec: FormSpec<QuoteBriefFormValues, QuoteBrief> = {
  id: "quote",
  label: "Quote brief",
  action: submitQuoteBrief,
  permalink: "/request-a-quote#quote-status",
  endpoint: "/api/quote-brief",
  captchaAction: "quote",
  empty: emptyQuoteBrief,
  validation: { resolver, preload: validation.preload },
  nextStep: site.replies.enquiry,
  submitLabel: "Request a Quote",
  privacy: <PrivacyNote />,
  className: "quote-brief relative flex flex-col gap-5",
  // A service page's link names the kind of matter to preselect (?matter=search).
  fromQuery(search) {
    const matter = new URLSearchParams(search).get("matter");
    return isMatterType(matter) ? { matter } : undefined;
  },
};

/** The scoped quote brief; reCAPTCHA joins in when the server has a site key. */
export function QuoteBriefForm() {
  return (
    <ScaffoldedForm spec={spec}>{(fields) => <QuoteBriefFields fields={fields} />}</ScaffoldedForm>
  );
}

/**
 * A question for some kinds of matter only. The stylesheet (app/globals.css) shows it when the
 * matter select has one of them chosen, with or without script. Drawn as its contents, so that
 * the field inside is a row of the fieldset's grid and its box stays level with its neighbour's.
 */
function ForMatter({ matters, children }: { matters: MatterType[]; children: ReactNode }) {
  return (
    <div data-quote-for={matters.join(" ")} className="contents">
      {children}
    </div>
  );
}

function QuoteBriefFields({ fields }: { fields: Fields<QuoteBriefFormValues> }) {
  const text = (
    name: keyof QuoteBriefFormValues,
    label: string,
    props: { required?: boolean; hint?: ReactNode; inputMode?: "numeric"; type?: string } = {},
  ) => <TextField label={label} {...props} {...fields.field(name)} />;

  return (
    <>
      <div className={FIELD_PAIRS}>
        <ContactDetails fields={fields} />
        <SelectField
          label="Kind of matter"
          required
          hint="The questions a quote needs for it follow."
          placeholder="Choose a matter"
          options={MATTER_TYPES}
          optionLabels={MATTER_LABELS}
          {...fields.field("matter")}
        />
      </div>
      <fieldset className="quote-matter border-line rounded-card border p-4 sm:p-5">
        <legend className="text-ink px-1 font-semibold">What the quote needs</legend>
        <div className={WRAPPED_FIELD_PAIRS}>
          <ForMatter matters={["search"]}>
            <SelectField
              label="What the search is for"
              required
              placeholder="Choose a purpose"
              options={SEARCH_PURPOSES}
              {...fields.field("purpose")}
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
              label="Filing route"
              required
              placeholder="Choose a route"
              options={FILING_ROUTES}
              {...fields.field("filingRoute")}
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
      <div className={FIELD_PAIRS}>
        {text("deadline", "Your deadline", { type: "date" })}
        <SelectField
          label="Budget band"
          required
          placeholder="Choose a band"
          options={BUDGET_BANDS}
          {...fields.field("budget")}
        />
      </div>
      <CheckboxField
        label="NDA first"
        hint="We sign a non-disclosure agreement before you share anything confidential. Leave the notes below empty: we ask for the details once it is signed."
        {...fields.checkbox("ndaFirst", "on")}
      />
      <TextAreaField label="Notes" hint={<ConfidentialWarning />} {...fields.field("notes")} />
    </>
  );
}
