"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from "react-google-recaptcha-v3";

let siteKeyRequest: Promise<string | undefined> | undefined;

function fetchSiteKey(): Promise<string | undefined> {
  siteKeyRequest ??= fetch("/api/forms/config")
    .then((response) => (response.ok ? response.json() : {}))
    .then((config: { siteKey?: unknown }) =>
      typeof config.siteKey === "string" ? config.siteKey : undefined,
    )
    .catch(() => undefined);
  return siteKeyRequest;
}

/**
 * The reCAPTCHA site key, asked of the server at run time so the prerendered form pages follow
 * its configuration; undefined while it is on its way and when captcha is off.
 */
export function useSiteKey(): string | undefined {
  const [siteKey, setSiteKey] = useState<string>();
  useEffect(() => {
    let current = true;
    void fetchSiteKey().then((key) => {
      if (current) setSiteKey(key);
    });
    return () => {
      current = false;
    };
  }, []);
  return siteKey;
}

/**
 * Loads reCAPTCHA v3 only on the form pages, and only once it has a site key: the form passes
 * one when the server has handed it over and the visitor has first touched or focused the form,
 * so opening a page sends Google nothing. Without one, captcha is off and forms send no token. The provider is always rendered so the
 * form below it keeps what the visitor typed when the key arrives.
 */
export function CaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  return (
    <GoogleReCaptchaProvider
      reCaptchaKey={siteKey ?? ""}
      scriptProps={{ async: true, defer: true, appendTo: "body" }}
    >
      {/* The badge would sit under the chat button; Google allows hiding it if the form shows
          the notice below instead. */}
      {siteKey && (
        <style href="recaptcha-badge" precedence="default">
          {".grecaptcha-badge{visibility:hidden}"}
        </style>
      )}
      {children}
    </GoogleReCaptchaProvider>
  );
}

const SCRIPT_WAIT_MS = 3_000;

/**
 * Returns a function that fetches a fresh token for `action` at submit time (tokens live two
 * minutes and verify once): a string, `undefined` when captcha is off, or `null` when no token
 * could be had (script blocked or not loaded yet).
 */
export function useCaptchaToken(enabled: boolean, action: string) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  // The script starts loading on the visitor's first touch of the form, which may be the submit
  // button itself: give it a moment to arrive before giving up.
  const latest = useRef(executeRecaptcha);
  useEffect(() => {
    latest.current = executeRecaptcha;
  }, [executeRecaptcha]);
  return async (): Promise<string | null | undefined> => {
    if (!enabled) return undefined;
    for (let waited = 0; !latest.current && waited < SCRIPT_WAIT_MS; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const execute = latest.current;
    if (!execute) return null;
    try {
      const token = await execute(action);
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
