import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env, retention } from "@/lib/server/env";
import { captchaEnabled } from "@/lib/server/captcha";
import { careersSchema } from "@/lib/forms/careers-schema";
import { contactSchema } from "@/lib/forms/contact-schema";
import { quoteBriefSchema } from "@/lib/forms/quote-brief-schema";
import { captchaSettings as captcha } from "@/lib/server/forms/config";
import { openEnquiryStore, openPostgresStore } from "@/lib/server/forms/enquiry-store.ts";
import { mailerFromEnv } from "@/lib/server/forms/mail.ts";
import { createFormRoute } from "@/lib/server/forms/route";
import { createPostgresRateLimiter } from "@/lib/server/forms/shared-rate-limit.ts";
import { createMemoryRateLimiter, type RateLimiter } from "@/lib/server/rate-limit";
import { isQuotePage } from "@/lib/content/registry";

/** The forms' server wiring: configuration from lib/server/env, one rate limiter per process. */

// Kept on globalThis: the route handlers and the pages' form actions are bundled apart, and
// both must count against the same limit.
const RATE_LIMITER = Symbol.for("meridian.forms-rate-limiter");
// With DATABASE_URL the count is kept in PostgreSQL, so every instance sees the same one.
const rateLimiter = ((globalThis as { [RATE_LIMITER]?: RateLimiter })[RATE_LIMITER] ??=
  env.DATABASE_URL
    ? createPostgresRateLimiter(() => openPostgresStore(env.DATABASE_URL!), {
        limit: env.RATE_LIMIT_PER_MINUTE,
        windowMs: 60_000,
      })
    : createMemoryRateLimiter({ limit: env.RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }));
/** Where each form's submissions go; undefined: the outbox only. */
export function providerEndpoint(form: string): string | undefined {
  if (form === "careers") return env.CAREERS_FORM_ENDPOINT ?? env.FORM_ENDPOINT;
  // A quote brief is an enquiry: it goes where the contact form's enquiries go.
  if (form === "contact" || form === "quote") return env.FORM_ENDPOINT;
  return undefined;
}

/** E-mail to the firm with SMTP_URL (lib/server/env.ts requires MAIL_TO and MAIL_FROM with it). */
export const mailer = mailerFromEnv(env);

/**
 * Store and forward needs a lasting store: not on Vercel's disk, but there with PostgreSQL
 * (DATABASE_URL), forwarded by the cron route.
 */
const queueOnFailure = !env.VERCEL || env.DATABASE_URL !== undefined;

/**
 * The enquiry store, created and migrated on first use: PostgreSQL with DATABASE_URL, else
 * SQLite, into which an earlier outbox file is imported.
 */
export function openStore() {
  if (env.DATABASE_URL) return openPostgresStore(env.DATABASE_URL);
  return openEnquiryStore(env.SQLITE_PATH, {
    outbox: env.OUTBOX_PATH,
    log: (line) => console.info(line),
  });
}

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

/**
 * A form's route with the site's settings: its captcha action is its own name, and it shares
 * the provider, mailer, store and rate limiter with the other forms.
 */
function siteFormRoute<S extends Parameters<typeof createFormRoute>[0]["schema"]>(
  form: "contact" | "careers" | "quote",
  schema: S,
) {
  return createFormRoute({
    form,
    schema,
    captchaAction: form,
    captcha,
    delivery: {
      endpoint: providerEndpoint(form),
      mailer,
      timeoutMs: env.FORM_TIMEOUT_MS,
      openStore,
      queueOnFailure,
    },
    rateLimiter,
    addressPolicy,
  });
}

export const contactRoute = siteFormRoute("contact", contactServerSchema);
export const careersRoute = siteFormRoute("careers", careersSchema);
/** The scoped quote brief: stored, retained and forwarded as a contact enquiry is. */
export const quoteBriefRoute = siteFormRoute("quote", quoteBriefSchema);

const storeName = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : env.SQLITE_PATH;

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
  if (mailer)
    notes.push(`[forms] enquiries and applications are e-mailed to ${env.MAIL_TO!.join(", ")}`);
  else if (!env.FORM_ENDPOINT)
    notes.push(
      `[forms] neither FORM_ENDPOINT nor SMTP_URL is set: contact submissions are kept in ${storeName} (read them with npm run outbox -- --show stored)`,
    );
  if (!mailer && !env.CAREERS_FORM_ENDPOINT && !env.FORM_ENDPOINT)
    notes.push(`[forms] careers applications are kept in ${storeName}`);
  return notes;
}

/**
 * Starts the worker that forwards enquiries queued while the provider was failing (store and
 * forward) and erases what the retention periods no longer cover, daily; it opens (creates,
 * migrates) the store at once. Not on Vercel: its file system is per instance and not durable,
 * so there a failed delivery answers the generic error as before and nothing is kept.
 */
export async function startFormsOutboxWorker(): Promise<void> {
  if (env.VERCEL) return;
  try {
    await openStore();
  } catch (error) {
    // Logged, not fatal: each enquiry tries again, and answers the generic error if it fails.
    const where = env.DATABASE_URL ? "the PostgreSQL store" : env.SQLITE_PATH;
    console.error(`[outbox] cannot open ${where}: ${(error as Error).message}`);
  }
  const { startOutboxWorker } = await import("@/lib/server/forms/outbox-worker");
  startOutboxWorker({
    openStore,
    endpointFor: providerEndpoint,
    mailer,
    timeoutMs: env.FORM_TIMEOUT_MS,
    retention,
  });
}

/**
 * GET /api/cron/outbox, for Vercel's cron (vercel.json), since no worker runs between requests
 * there: with the CRON_SECRET bearer token, one pass that purges and forwards what is due.
 * 404 without CRON_SECRET; 401 with a wrong token; 409 without DATABASE_URL on Vercel (nothing
 * is kept there to forward).
 */
export async function cronOutbox(request: Request): Promise<Response> {
  const answer = (status: number, body: Record<string, unknown>) =>
    Response.json(body, { status, headers: { "cache-control": "no-store" } });
  if (!env.CRON_SECRET) return answer(404, { error: "Not found" });
  if (!bearerMatches(request.headers.get("authorization"), env.CRON_SECRET))
    return answer(401, { error: "Unauthorized" });
  if (env.VERCEL && !env.DATABASE_URL)
    return answer(409, { error: "Store and forward is off: set DATABASE_URL" });
  const { runOutboxPass } = await import("@/lib/server/forms/outbox-worker");
  const store = await openStore();
  await runOutboxPass({
    store,
    endpointFor: providerEndpoint,
    mailer,
    timeoutMs: env.FORM_TIMEOUT_MS,
    retention,
    purge: true,
  });
  const queued = (await store.list("queued")).length;
  return answer(200, { ok: true, queued });
}

/** Compares the bearer token in constant time, so its length and prefix do not leak. */
function bearerMatches(header: string | null, secret: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
