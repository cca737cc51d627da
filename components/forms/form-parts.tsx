import type { Ref } from "react";
import { CaptchaNotice } from "@/components/forms/captcha";
import { fieldIds } from "@/components/forms/form-field";
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

/** The submit button, which reads 'Please wait...' and refuses clicks while sending. */
export function SubmitRow({
  label,
  pending,
  captcha,
}: {
  label: string;
  pending: boolean;
  captcha: boolean;
}) {
  return (
    <div className="flex flex-col gap-3">
      <button
        type="submit"
        disabled={pending}
        className="bg-brand-700 hover:bg-brand-800 disabled:bg-brand-700/70 inline-flex min-h-12 w-full items-center justify-center rounded-full px-8 font-semibold text-white transition-colors disabled:cursor-wait sm:w-auto sm:self-start"
      >
        {pending ? MESSAGES.pending : label}
      </button>
      {captcha && <CaptchaNotice />}
    </div>
  );
}
