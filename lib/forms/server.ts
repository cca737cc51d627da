import { env } from "@/lib/env";
import { captchaEnabled } from "@/lib/captcha";
import { careersSchema } from "@/lib/forms/careers-schema";
import { contactSchema } from "@/lib/forms/contact-schema";
import { captchaSettings as captcha } from "@/lib/forms/config";
import { createFormRoute } from "@/lib/forms/route";
import { createMemoryRateLimiter } from "@/lib/rate-limit";
import { isQuotePage } from "@/lib/registry";

/** The forms' server wiring: configuration from lib/env, one rate limiter per process. */

const rateLimiter = createMemoryRateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
const addressPolicy = { trustedProxies: env.TRUSTED_PROXY, onVercel: env.VERCEL };

/** The page an enquiry names is kept only when the registry has it; an unknown one is dropped. */
const contactServerSchema = contactSchema.extend({
  page: contactSchema.shape.page.transform((page) =>
    page !== undefined && isQuotePage(page) ? page : undefined,
  ),
});

export const contactRoute = createFormRoute({
  form: "contact",
  schema: contactServerSchema,
  captchaAction: "contact",
  captcha,
  delivery: {
    endpoint: env.FORM_ENDPOINT,
    timeoutMs: env.FORM_TIMEOUT_MS,
    outboxPath: env.OUTBOX_PATH,
  },
  rateLimiter,
  addressPolicy,
});

export const careersRoute = createFormRoute({
  form: "careers",
  schema: careersSchema,
  captchaAction: "careers",
  captcha,
  delivery: {
    endpoint: env.CAREERS_FORM_ENDPOINT ?? env.FORM_ENDPOINT,
    timeoutMs: env.FORM_TIMEOUT_MS,
    outboxPath: env.OUTBOX_PATH,
  },
  rateLimiter,
  addressPolicy,
});

/** What an operator should know at start: captcha off, submissions going to the outbox. */
export function formsStartupNotes(): string[] {
  const notes: string[] = [];
  if (!captchaEnabled(captcha))
    notes.push(
      "[forms] warning: reCAPTCHA is off; set NEXT_PUBLIC_RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY to enforce it",
    );
  if (!env.FORM_ENDPOINT)
    notes.push(
      `[forms] FORM_ENDPOINT is not set: contact submissions are appended to ${env.OUTBOX_PATH}`,
    );
  if (!env.CAREERS_FORM_ENDPOINT && !env.FORM_ENDPOINT)
    notes.push(`[forms] careers applications are appended to ${env.OUTBOX_PATH}`);
  return notes;
}
