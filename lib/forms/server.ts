import "server-only";
import { env } from "@/lib/env";
import { captchaEnabled } from "@/lib/captcha";
import { careersSchema } from "@/lib/forms/careers-schema";
import { contactSchema } from "@/lib/forms/contact-schema";
import { captchaSettings as captcha } from "@/lib/forms/config";
import { createFormRoute } from "@/lib/forms/route";
import { createMemoryRateLimiter, type RateLimiter } from "@/lib/rate-limit";
import { isQuotePage } from "@/lib/registry";

/** The forms' server wiring: configuration from lib/env, one rate limiter per process. */

// Kept on globalThis: the route handlers and the pages' form actions are bundled apart, and
// both must count against the same limit.
const RATE_LIMITER = Symbol.for("meridian.forms-rate-limiter");
const rateLimiter = ((globalThis as { [RATE_LIMITER]?: RateLimiter })[RATE_LIMITER] ??=
  createMemoryRateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }));
/** Where each form's submissions go; undefined: the outbox only. */
export function providerEndpoint(form: string): string | undefined {
  if (form === "careers") return env.CAREERS_FORM_ENDPOINT ?? env.FORM_ENDPOINT;
  if (form === "contact") return env.FORM_ENDPOINT;
  return undefined;
}

/** Store and forward needs a durable disk: not on Vercel. */
const queueOnFailure = !env.VERCEL;

const addressPolicy = {
  trustedProxies: env.TRUSTED_PROXY,
  trustRealIp: env.TRUSTED_PROXY_REAL_IP,
  onVercel: env.VERCEL,
};

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
    endpoint: providerEndpoint("contact"),
    timeoutMs: env.FORM_TIMEOUT_MS,
    outboxPath: env.OUTBOX_PATH,
    queueOnFailure,
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
    endpoint: providerEndpoint("careers"),
    timeoutMs: env.FORM_TIMEOUT_MS,
    outboxPath: env.OUTBOX_PATH,
    queueOnFailure,
  },
  rateLimiter,
  addressPolicy,
});

/** What an operator should know at start: captcha off, submissions going to the outbox. */
export function formsStartupNotes(): string[] {
  const notes: string[] = [];
  if (!captchaEnabled(captcha))
    notes.push(
      "[forms] warning: reCAPTCHA is off; set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY to enforce it",
    );
  if (env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY)
    notes.push(
      "[forms] warning: NEXT_PUBLIC_RECAPTCHA_SITE_KEY is deprecated; rename it RECAPTCHA_SITE_KEY (the key is served at run time, never inlined into the bundle)",
    );
  if (!env.FORM_ENDPOINT)
    notes.push(
      `[forms] FORM_ENDPOINT is not set: contact submissions are appended to ${env.OUTBOX_PATH}`,
    );
  if (!env.CAREERS_FORM_ENDPOINT && !env.FORM_ENDPOINT)
    notes.push(`[forms] careers applications are appended to ${env.OUTBOX_PATH}`);
  return notes;
}

/**
 * Starts the worker that forwards enquiries queued while the provider was failing (store and
 * forward). Not on Vercel: its file system is per instance and not durable, so there a failed
 * delivery answers the generic error as before.
 */
export async function startFormsOutboxWorker(): Promise<void> {
  if (env.VERCEL || !(env.FORM_ENDPOINT || env.CAREERS_FORM_ENDPOINT)) return;
  const { startOutboxWorker } = await import("@/lib/forms/outbox-worker");
  startOutboxWorker({
    outboxPath: env.OUTBOX_PATH,
    endpointFor: providerEndpoint,
    timeoutMs: env.FORM_TIMEOUT_MS,
  });
}
