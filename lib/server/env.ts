import "server-only";
import { z } from "zod";

/**
 * The server's configuration, parsed from `process.env` once at start. No other application
 * code reads the operator's variables: add one here (and to `.env.example`) and import `env`.
 * Only variables Next itself sets are read where they are needed, outside this module:
 * `NODE_ENV` (next.config.ts, proxy.ts, instrumentation.ts) and `NEXT_RUNTIME`
 * (instrumentation.ts); tooling (playwright.config.ts, vitest.config.ts, scripts/, bench/)
 * reads its own. An empty value (`FORM_ENDPOINT=`) counts as unset.
 */

function blankAsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema);
}

/** reCAPTCHA's siteverify endpoints: Google's, and recaptcha.net's for where google.com is blocked. */
export const GOOGLE_VERIFY_URLS = [
  "https://www.google.com/recaptcha/api/siteverify",
  "https://www.recaptcha.net/recaptcha/api/siteverify",
] as const;

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** Google's endpoint exactly, or any http(s) URL on a loopback host (a fake verifier in tests). */
export function isAllowedVerifyUrl(value: string): boolean {
  if ((GOOGLE_VERIFY_URLS as readonly string[]).includes(value)) return true;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "http:" || url.protocol === "https:") &&
    LOOPBACK_HOSTS.has(url.hostname) &&
    url.username === "" &&
    url.password === ""
  );
}

const list = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** `a@b.c` or `Name <a@b.c>` on one line, without the characters that would start another header. */
function isMailbox(value: string): boolean {
  if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(value)) return false;
  const match = /^(?:[^<>@,;]*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[1] ?? match?.[2];
  return !!address && z.email().safeParse(address).success;
}

export const envSchema = z.object({
  /**
   * The site's public origin: canonical URLs, sitemap, social images. Read at build time.
   * Unset: the Vercel production domain on Vercel, else http://localhost:3000 (see parseEnv).
   */
  SITE_URL: blankAsUnset(z.url().optional()),
  /** Set by Vercel at build and run time: the project's production domain, without a scheme. */
  VERCEL_PROJECT_PRODUCTION_URL: blankAsUnset(z.string().optional()),
  /** Form provider URL for contact submissions; unset: submissions go to the local outbox. */
  FORM_ENDPOINT: blankAsUnset(z.url().optional()),
  /** Form provider URL for careers applications; unset: FORM_ENDPOINT. */
  CAREERS_FORM_ENDPOINT: blankAsUnset(z.url().optional()),
  /**
   * E-mail to the firm: the SMTP server each enquiry and application is sent through
   * (smtp:// or smtps://, credentials in the URL, e.g. smtps://user:pass@mail.example:465).
   * Needs MAIL_TO and MAIL_FROM. Works alone or beside FORM_ENDPOINT.
   */
  SMTP_URL: blankAsUnset(
    z
      .url()
      .refine((value) => /^smtps?:\/\/[^/]/i.test(value), {
        error: "must be an smtp:// or smtps:// URL",
      })
      .optional(),
  ),
  /** The firm's addresses that receive the e-mails, comma-separated. */
  MAIL_TO: blankAsUnset(
    list
      .pipe(z.array(z.email({ error: "must be e-mail addresses, comma-separated" })).min(1))
      .optional(),
  ),
  /** The sender of those e-mails: an address the SMTP server may send from (`Site <a@b.c>` too). */
  MAIL_FROM: blankAsUnset(
    z
      .string()
      .refine(isMailbox, { error: "must be an e-mail address, or a name and <address>" })
      .optional(),
  ),
  /** How long to wait for the form provider (and each step of the SMTP exchange) before giving up. */
  FORM_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().positive().default(10_000)),
  /**
   * PostgreSQL connection URL: when set, the enquiry store and the rate limit live there, shared
   * by every instance of the site, instead of SQLITE_PATH and memory.
   */
  DATABASE_URL: blankAsUnset(z.url().optional()),
  /**
   * The bearer token Vercel's cron sends to GET /api/cron/outbox (Authorization: Bearer ...),
   * which forwards what is due and purges. Unset: that route answers 404.
   */
  CRON_SECRET: blankAsUnset(z.string().min(16).optional()),
  /**
   * The SQLite database of the enquiries kept on the server (no provider configured, or
   * queued while the provider fails), created and migrated at start.
   */
  SQLITE_PATH: blankAsUnset(z.string().default(".data/enquiries.sqlite")),
  /** The JSON Lines outbox of earlier versions: imported into the database once, then renamed. */
  OUTBOX_PATH: blankAsUnset(z.string().default(".data/outbox.jsonl")),
  /** Months a contact enquiry is kept after its last activity (receipt, last delivery attempt). */
  RETENTION_ENQUIRY_MONTHS: blankAsUnset(z.coerce.number().int().positive().default(24)),
  /**
   * Months a careers application is kept after it was received when its sender ticked the box
   * to keep it on file for future openings (the longest an application is kept)...
   */
  RETENTION_APPLICATION_MONTHS: blankAsUnset(z.coerce.number().int().positive().default(12)),
  /** ...and when the box was not ticked (the application is for the one position chosen). */
  RETENTION_UNFILED_APPLICATION_MONTHS: blankAsUnset(z.coerce.number().int().positive().default(6)),

  /**
   * The public site key. The server hands it to the browser at run time (GET /api/forms/config),
   * so it has no NEXT_PUBLIC_ prefix: nothing inlines it into the client bundle at build time.
   */
  RECAPTCHA_SITE_KEY: blankAsUnset(z.string().optional()),
  /** Deprecated name of RECAPTCHA_SITE_KEY, still read (with a warning at start) when that is unset. */
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: blankAsUnset(z.string().optional()),
  RECAPTCHA_SECRET_KEY: blankAsUnset(z.string().optional()),
  /** reCAPTCHA v3 scores run from 0 (bot) to 1 (human); lower scores are refused. */
  RECAPTCHA_MIN_SCORE: blankAsUnset(z.coerce.number().min(0).max(1).default(0.5)),
  /**
   * Where tokens are verified, with the secret key. Only Google's endpoints, or a loopback
   * http(s) URL for a fake verifier in tests: anything else would send the secret elsewhere.
   */
  RECAPTCHA_VERIFY_URL: blankAsUnset(
    z
      .url()
      .refine(isAllowedVerifyUrl, {
        error: `must be ${GOOGLE_VERIFY_URLS.join(" or ")}, or an http(s) URL on 127.0.0.1, [::1] or localhost (a test verifier)`,
      })
      .default(GOOGLE_VERIFY_URLS[0]),
  ),
  /** Hostnames a token may be solved on; unset: SITE_URL's host. */
  RECAPTCHA_HOSTNAMES: blankAsUnset(list.optional()),

  /** Submissions per client address per minute, per form. */
  RATE_LIMIT_PER_MINUTE: blankAsUnset(z.coerce.number().int().positive().default(5)),
  /** Addresses of reverse proxies whose X-Forwarded-For header is believed. */
  TRUSTED_PROXY: blankAsUnset(list.default([])),
  /** "1": also believe X-Real-IP from those proxies when X-Forwarded-For names no client. */
  TRUSTED_PROXY_REAL_IP: blankAsUnset(z.string().optional()).transform((value) => value === "1"),
  /** Set by Vercel, whose edge overwrites the forwarded headers. */
  VERCEL: blankAsUnset(z.string().optional()).transform((value) => value === "1"),
});

export const LOCAL_SITE_URL = "http://localhost:3000";

/** Where SITE_URL came from: set by the operator, Vercel's production domain, or the local default. */
export type SiteUrlSource = "SITE_URL" | "VERCEL_PROJECT_PRODUCTION_URL" | "default";

export type Env = Omit<z.infer<typeof envSchema>, "SITE_URL"> & {
  /** The public origin without a trailing slash. */
  SITE_URL: string;
  SITE_URL_SOURCE: SiteUrlSource;
};

function resolveSiteUrl(
  data: z.infer<typeof envSchema>,
): Pick<Env, "SITE_URL" | "SITE_URL_SOURCE"> {
  const trim = (url: string) => url.replace(/\/+$/, "");
  if (data.SITE_URL) return { SITE_URL: trim(data.SITE_URL), SITE_URL_SOURCE: "SITE_URL" };
  const vercel = data.VERCEL_PROJECT_PRODUCTION_URL;
  if (vercel) {
    const url = /^https?:\/\//.test(vercel) ? vercel : `https://${vercel}`;
    return { SITE_URL: trim(url), SITE_URL_SOURCE: "VERCEL_PROJECT_PRODUCTION_URL" };
  }
  return { SITE_URL: LOCAL_SITE_URL, SITE_URL_SOURCE: "default" };
}

/**
 * E-mail needs all three of SMTP_URL, MAIL_TO and MAIL_FROM, or none. reCAPTCHA needs the
 * hostnames its tokens may be solved on: RECAPTCHA_HOSTNAMES, or SITE_URL's host (the local
 * default would refuse every real token, and the posted Host is the client's to choose).
 */
const envSchemaChecked = envSchema.superRefine((data, ctx) => {
  const captcha =
    (data.RECAPTCHA_SITE_KEY ?? data.NEXT_PUBLIC_RECAPTCHA_SITE_KEY) && data.RECAPTCHA_SECRET_KEY;
  if (captcha && !data.RECAPTCHA_HOSTNAMES && resolveSiteUrl(data).SITE_URL_SOURCE === "default")
    ctx.addIssue({
      code: "custom",
      path: ["RECAPTCHA_HOSTNAMES"],
      message:
        "is needed with the reCAPTCHA keys when SITE_URL is unset (the hostnames a token may be solved on; SITE_URL's host is used when it is set)",
    });
  const mail = { SMTP_URL: data.SMTP_URL, MAIL_TO: data.MAIL_TO, MAIL_FROM: data.MAIL_FROM };
  const set = Object.values(mail).filter((value) => value !== undefined).length;
  if (set === 0 || set === 3) return;
  for (const [name, value] of Object.entries(mail))
    if (value === undefined)
      ctx.addIssue({
        code: "custom",
        path: [name],
        message: "is needed with SMTP_URL, MAIL_TO and MAIL_FROM (e-mail needs all three)",
      });
});

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchemaChecked.safeParse(source);
  if (result.success) {
    const data = result.data;
    const RECAPTCHA_SITE_KEY = data.RECAPTCHA_SITE_KEY ?? data.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
    return { ...data, RECAPTCHA_SITE_KEY, ...resolveSiteUrl(data) };
  }
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n  ${problems.join("\n  ")}`);
}

export const env = parseEnv(process.env);

/** The retention periods the purge enforces (lib/server/forms/enquiry-store.ts), as configured. */
export const retention = {
  enquiryMonths: env.RETENTION_ENQUIRY_MONTHS,
  applicationMonths: env.RETENTION_APPLICATION_MONTHS,
  unfiledApplicationMonths: env.RETENTION_UNFILED_APPLICATION_MONTHS,
};
