import "server-only";
import { z } from "zod";

/**
 * The server's configuration, parsed from `process.env` once at start. Nothing else reads
 * `process.env`: add a variable here (and to `.env.example`) and import `env`.
 * An empty value (`FORM_ENDPOINT=`) counts as unset.
 */

function blankAsUnset<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema);
}

const list = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

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
  /** How long to wait for the form provider before giving up. */
  FORM_TIMEOUT_MS: blankAsUnset(z.coerce.number().int().positive().default(10_000)),
  /** Append-only JSON Lines file used when no provider is configured. */
  OUTBOX_PATH: blankAsUnset(z.string().default(".data/outbox.jsonl")),

  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: blankAsUnset(z.string().optional()),
  RECAPTCHA_SECRET_KEY: blankAsUnset(z.string().optional()),
  /** reCAPTCHA v3 scores run from 0 (bot) to 1 (human); lower scores are refused. */
  RECAPTCHA_MIN_SCORE: blankAsUnset(z.coerce.number().min(0).max(1).default(0.5)),
  RECAPTCHA_VERIFY_URL: blankAsUnset(
    z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  ),
  /** Hostnames a token may be solved on; unset: the host the form was posted to. */
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

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return { ...result.data, ...resolveSiteUrl(result.data) };
  const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n  ${problems.join("\n  ")}`);
}

export const env = parseEnv(process.env);
