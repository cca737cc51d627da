import "server-only";
/**
 * Server-side reCAPTCHA v3 verification. Tokens come from `executeRecaptcha(action)` in the
 * browser, live two minutes and verify once, so each submission carries a fresh one.
 */

export interface CaptchaSettings {
  siteKey?: string;
  secretKey?: string;
  minScore: number;
  verifyUrl: string;
  /**
   * Hostnames a token may have been solved on: RECAPTCHA_HOSTNAMES, else SITE_URL's host
   * (lib/server/forms/config.ts). Never the request's own Host, which the client chooses; empty: none.
   */
  hostnames: readonly string[];
}

/** Captcha is enforced only when both keys are configured. */
export function captchaEnabled(settings: CaptchaSettings): boolean {
  return Boolean(settings.siteKey && settings.secretKey);
}

/** The key the browser needs, or undefined when captcha is off (the form then sends no token). */
export function captchaSiteKey(settings: CaptchaSettings): string | undefined {
  return captchaEnabled(settings) ? settings.siteKey : undefined;
}

export type CaptchaOutcome =
  | { ok: true; score: number }
  | {
      ok: false;
      /** `unavailable`: the verifier could not be reached or answered nonsense (our problem). */
      reason:
        | "missing-token"
        | "rejected"
        | "low-score"
        | "wrong-action"
        | "wrong-hostname"
        | "unavailable";
    };

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  "error-codes"?: string[];
}

export async function verifyCaptcha(
  settings: CaptchaSettings,
  { token, action, timeoutMs = 5_000 }: { token: unknown; action: string; timeoutMs?: number },
): Promise<CaptchaOutcome> {
  if (typeof token !== "string" || token.trim() === "")
    return { ok: false, reason: "missing-token" };

  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(settings.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: settings.secretKey ?? "", response: token }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return { ok: false, reason: "unavailable" };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return { ok: false, reason: "unavailable" };
  }

  if (answer.success !== true) return { ok: false, reason: "rejected" };
  if (answer.action !== action) return { ok: false, reason: "wrong-action" };
  if (!answer.hostname || !settings.hostnames.includes(answer.hostname))
    return { ok: false, reason: "wrong-hostname" };
  const score = typeof answer.score === "number" ? answer.score : 0;
  if (score < settings.minScore) return { ok: false, reason: "low-score" };
  return { ok: true, score };
}
