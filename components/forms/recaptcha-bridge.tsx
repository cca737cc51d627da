"use client";

import { useEffect, useMemo } from "react";
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from "react-google-recaptcha-v3";
import type { ExecuteRecaptcha } from "@/components/forms/captcha";

/** Hands react-google-recaptcha-v3's `executeRecaptcha` to the form's captcha state. */
function HandOver({ onExecute }: { onExecute: (execute?: ExecuteRecaptcha) => void }) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => onExecute(executeRecaptcha), [executeRecaptcha, onExecute]);
  return null;
}

/**
 * Google's reCAPTCHA v3 script for `siteKey`, added by react-google-recaptcha-v3's provider,
 * which this module brings to the page only once a form may need it (components/forms/captcha.tsx).
 * A new `attempt` adds the script again under a new id, the provider taking the old one away.
 */
export function RecaptchaBridge({
  siteKey,
  attempt,
  onExecute,
}: {
  siteKey: string;
  attempt: number;
  onExecute: (execute?: ExecuteRecaptcha) => void;
}) {
  const scriptProps = useMemo(
    () => ({ async: true, appendTo: "body" as const, id: `google-recaptcha-v3-${attempt}` }),
    [attempt],
  );
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={scriptProps}>
      <HandOver onExecute={onExecute} />
    </GoogleReCaptchaProvider>
  );
}
