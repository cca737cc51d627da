"use client";

import type { ReactNode } from "react";
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from "react-google-recaptcha-v3";

/**
 * Loads reCAPTCHA v3 only on the form pages, and only when the server handed us a site key.
 * Without one, captcha is off and forms send no token.
 */
export function CaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  if (!siteKey) return children;
  return (
    <GoogleReCaptchaProvider
      reCaptchaKey={siteKey}
      scriptProps={{ async: true, defer: true, appendTo: "body" }}
    >
      {/* The badge would sit under the chat button; Google allows hiding it if the form shows
          the notice below instead. */}
      <style href="recaptcha-badge" precedence="default">
        {".grecaptcha-badge{visibility:hidden}"}
      </style>
      {children}
    </GoogleReCaptchaProvider>
  );
}

/**
 * Returns a function that fetches a fresh token for `action` at submit time (tokens live two
 * minutes and verify once): a string, `undefined` when captcha is off, or `null` when no token
 * could be had (script blocked or not loaded yet).
 */
export function useCaptchaToken(enabled: boolean, action: string) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  return async (): Promise<string | null | undefined> => {
    if (!enabled) return undefined;
    if (!executeRecaptcha) return null;
    try {
      const token = await executeRecaptcha(action);
      return token || null;
    } catch {
      return null;
    }
  };
}

/** Google's required wording when the badge is hidden. */
export function CaptchaNotice() {
  return (
    <p className="text-muted text-xs leading-relaxed">
      This site is protected by reCAPTCHA and the Google{" "}
      <a
        href="https://policies.google.com/privacy"
        className="text-brand-700 underline underline-offset-2"
        target="_blank"
        rel="noopener noreferrer"
      >
        Privacy Policy
      </a>{" "}
      and{" "}
      <a
        href="https://policies.google.com/terms"
        className="text-brand-700 underline underline-offset-2"
        target="_blank"
        rel="noopener noreferrer"
      >
        Terms of Service
      </a>{" "}
      apply.
    </p>
  );
}
