"use client";

import type { ReactNode } from "react";
import { CaptchaProvider, useSiteKey } from "@/components/forms/captcha";
import { FormToaster } from "@/components/forms/form-toaster";

/**
 * What every form of the site sits in: the reCAPTCHA site key asked of the server at run time,
 * the provider that loads reCAPTCHA once the key is known, and the toaster its messages show in.
 * `children` renders the form with the key (undefined while it loads or when captcha is off).
 */
export function ProtectedForm({ children }: { children: (siteKey?: string) => ReactNode }) {
  const siteKey = useSiteKey();
  return (
    <CaptchaProvider siteKey={siteKey}>
      {children(siteKey)}
      <FormToaster />
    </CaptchaProvider>
  );
}
