import { BreakableEmail } from "@/components/ui/breakable-email";
import type { ReactNode, Ref } from "react";
import { clsx } from "clsx";
import { CaptchaNotice } from "@/components/forms/captcha";
import { fieldIds } from "@/components/forms/form-field";
import { site } from "@/content/site";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { MESSAGES } from "@/lib/forms/messages";

/** Off-screen and out of the tab order: people never fill it in, form-filling bots do. */
export function Honeypot({ formId, ref }: { formId: string; ref: Ref<HTMLInputElement> }) {
  const { id } = fieldIds(formId, HONEYPOT_FIELD);
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

/** The firm's e-mail address and phone numbers, for when a form cannot be sent. */
function OtherWays() {
  return (
    <>
      Write to us at{" "}
      <a href={`mailto:${site.email}`} className="underline underline-offset-2">
        <BreakableEmail email={site.email} />
      </a>{" "}
      or call{" "}
      {site.phones.map((phone, i) => (
        <span key={phone.tel}>
          {i > 0 && (i === site.phones.length - 1 ? " or " : ", ")}
          <a href={`tel:${phone.tel}`} className="whitespace-nowrap underline underline-offset-2">
            {phone.display}
          </a>{" "}
          ({phone.label})
        </span>
      ))}
      .
    </>
  );
}

/**
 * Shown only when no script runs and the server enforces the captcha: the stylesheet in the
 * <noscript> (app/api/forms/noscript.css) reveals it, so one prerendered page serves either
 * configuration.
 */
export function NoScriptCaptchaNotice() {
  return (
    <>
      <noscript>
        {/* Not a build stylesheet: answered per request, fetched only when no script runs. */}
        {/* eslint-disable-next-line @next/next/no-css-tags */}
        <link rel="stylesheet" href="/api/forms/noscript.css" />
      </noscript>
      <p className="form-needs-script text-ink hidden rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm leading-relaxed">
        Our spam check (reCAPTCHA) needs JavaScript, which is off in this browser, so this form
        cannot be sent from here. <OtherWays />
      </p>
    </>
  );
}

/** What the status by the submit button says; `key` tells a repeated message from the last. */
export interface StatusMessage {
  kind: "success" | "error";
  message: string;
  /** Field messages to list with links to their fields (a form posted without script). */
  fields?: { id: string; message: string }[];
  /** The captcha could not run: add the e-mail address and phone numbers. */
  otherWays?: boolean;
  /** After a success: who replies and by when. */
  nextStep?: string;
}

/**
 * The lasting status by the submit button: the outcome stays here after the toast has gone,
 * and focus moves here after each submission.
 */
export function FormStatus({
  id,
  status,
  ref,
}: {
  id: string;
  status: StatusMessage | null;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    // scroll-mt: a visit to its fragment (the answer to a form posted without script) keeps
    // the submit button above it in view.
    <div id={id} ref={ref} role="status" tabIndex={-1} className="rounded-lg">
      {status && (
        <div
          className={clsx(
            "rounded-lg border p-4 text-sm leading-relaxed font-medium",
            status.kind === "success"
              ? "border-green-700 bg-green-50 text-green-900"
              : "border-red-700 bg-red-50 text-red-900",
          )}
        >
          {status.fields?.length ? (
            <ul className="list-disc space-y-1 pl-5">
              {status.fields.map((field) => (
                <li key={field.id}>
                  <a href={`#${field.id}`} className="underline underline-offset-2">
                    {field.message}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{status.message}</p>
          )}
          {status.nextStep && <p className="mt-1 font-normal">{status.nextStep}</p>}
          {status.otherWays && (
            <p className="mt-2 font-normal">
              Our spam check needs JavaScript to run before the form is sent. <OtherWays />
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The submit button, which reads 'Please wait...' and refuses clicks while sending. */
export function SubmitRow({
  label,
  pending,
  captcha,
  status,
}: {
  label: string;
  pending: boolean;
  captcha: boolean;
  /** The form's lasting status, shown right under the button. */
  status?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3">
      <button
        type="submit"
        disabled={pending}
        className="bg-brand-700 hover:bg-brand-800 disabled:bg-brand-700/70 inline-flex min-h-12 w-full items-center justify-center rounded-full px-4 py-2 text-center font-semibold text-balance text-white transition-colors disabled:cursor-wait sm:w-auto sm:self-start sm:px-8"
      >
        {pending ? MESSAGES.pending : label}
      </button>
      {status}
      {captcha && <CaptchaNotice />}
    </div>
  );
}
