import "server-only";
import { captchaSiteKey, type CaptchaSettings } from "@/lib/server/captcha";
import { env } from "@/lib/server/env";

/** reCAPTCHA settings from the environment, shared by the pages and the route handlers. */
export const captchaSettings: CaptchaSettings = {
  siteKey: env.RECAPTCHA_SITE_KEY,
  secretKey: env.RECAPTCHA_SECRET_KEY,
  minScore: env.RECAPTCHA_MIN_SCORE,
  verifyUrl: env.RECAPTCHA_VERIFY_URL,
  // Not the Host a form was posted with: a client sends any it likes, with a token solved on
  // its own site.
  hostnames: env.RECAPTCHA_HOSTNAMES ?? [new URL(env.SITE_URL).hostname],
};

/**
 * The site key the browser asks for at run time (GET /api/forms/config), so the prerendered
 * form pages follow the server's configuration; undefined when captcha is off.
 */
export function browserSiteKey(): string | undefined {
  return captchaSiteKey(captchaSettings);
}
