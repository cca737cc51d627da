"use client";

import dynamic from "next/dynamic";
import { useMemo, useState, type ReactNode } from "react";
import { CaptchaProvider, useSiteKey } from "@/components/forms/captcha";

const FormToaster = dynamic(
  () => import("@/components/forms/form-toaster").then((m) => m.FormToaster),
  { ssr: false },
);

/**
 * What every form of the site sits in: the reCAPTCHA site key asked of the server at run time,
 * the provider that loads reCAPTCHA once the key is known, and the toaster its messages show in.
 * `children` renders the form with the key (undefined while it loads or when captcha is off).
 *
 * reCAPTCHA and the toaster wait until the visitor first focuses or touches the form (as the
 * form's own code does, FormBody), so a page with a form loads no more than one without and
 * sends Google nothing before the visitor starts to fill it in.
 */
export function ProtectedForm({ children }: { children: (siteKey?: string) => ReactNode }) {
  const siteKey = useSiteKey();
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (!engaged) setEngaged(true);
  };
  // The first touch or focus (often a press of the submit button) renders only what it adds,
  // not every field of the form again.
  const form = useMemo(() => children(siteKey), [children, siteKey]);
  return (
    <div className="contents" onFocusCapture={engage} onPointerDownCapture={engage}>
      {/* reCAPTCHA, like the form's checks, loads on the first touch or focus of the form. */}
      <CaptchaProvider siteKey={engaged ? siteKey : undefined}>
        {form}
        {engaged && <FormToaster />}
      </CaptchaProvider>
    </div>
  );
}
