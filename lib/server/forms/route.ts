import "server-only";
import { z } from "zod";
import { captchaEnabled, verifyCaptcha, type CaptchaSettings } from "@/lib/server/captcha";
import { deliver, type DeliveryTarget } from "@/lib/server/forms/delivery";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { fieldMessages } from "@/lib/forms/issues";
import { EXTRA_MESSAGES, MESSAGES } from "@/lib/forms/messages";
import { rateLimitKey, type RateLimiter } from "@/lib/server/rate-limit";
import {
  BODY_MESSAGES,
  clientAddress,
  readJsonBody,
  type AddressPolicy,
  type BodyResult,
} from "@/lib/server/request";

/** Largest request body accepted: a full form with a 5,000-character message fits easily. */
export const BODY_LIMIT_BYTES = 16 * 1024;

export interface FormRouteOptions<S extends z.ZodType<Record<string, unknown>>> {
  /** Names the form in logs and the outbox: "contact", "careers". */
  form: string;
  schema: S;
  /** The reCAPTCHA action the browser passes to executeRecaptcha. */
  captchaAction: string;
  captcha: CaptchaSettings;
  delivery: DeliveryTarget;
  rateLimiter: RateLimiter;
  addressPolicy: AddressPolicy;
  log?: (line: string) => void;
}

/** What every answer looks like: `error` on failure, `fields` with per-field messages on 400. */
export interface FormAnswer {
  ok?: true;
  error?: string;
  fields?: Record<string, string>;
}

type Outcome =
  | "delivered"
  | "outbox"
  | "queued"
  | "honeypot"
  | "invalid"
  | "captcha-failed"
  | "captcha-unavailable"
  | "rate-limited"
  | "provider-rejected"
  | "provider-failed"
  | "mail-failed"
  | "outbox-failed"
  | "bad-request";

/**
 * Builds the handlers of a form's route: POST validates, checks the captcha and the rate
 * limit, then delivers; every other method answers 405. Each answer is JSON with `error` on
 * failure, and bad input never produces a 5xx.
 */
export function createFormRoute<S extends z.ZodType<Record<string, unknown>>>(
  options: FormRouteOptions<S>,
) {
  const log = options.log ?? ((line: string) => console.info(line));
  const acceptedKeys = new Set([
    ...(options.schema instanceof z.ZodObject ? Object.keys(options.schema.shape) : []),
    "captchaToken",
    HONEYPOT_FIELD,
  ]);

  /** Counts one post from the sender of `headers` against this form's limit. */
  function hitRateLimit(headers: Headers) {
    return options.rateLimiter.hit(
      `${options.form}:${rateLimitKey(clientAddress(headers, options.addressPolicy))}`,
    );
  }

  /** One submission's result: the status and JSON body the route answers, and what to log. */
  interface Result {
    status: number;
    body: FormAnswer;
    headers?: Record<string, string>;
  }

  /**
   * The whole path of a submission, whichever way it arrived (JSON from the page's script, or
   * the form posted by the browser without it): the rate limit, the body, the honeypot, the
   * schema, the captcha, then delivery. Logs one line per submission, never what was written.
   */
  async function handle(
    headers: Headers,
    readBody: () => Promise<BodyResult>,
    /** A refusal decided from the headers alone, before the post is counted. */
    refuseUncounted?: () => { status: number; error: string } | null,
  ): Promise<Result & { requestId: string }> {
    const requestId = crypto.randomUUID();
    const started = Date.now();
    const answer = (
      status: number,
      body: FormAnswer,
      outcome: Outcome,
      { headers = {}, detail }: { headers?: Record<string, string>; detail?: string } = {},
    ) => {
      log(
        `[forms] form=${options.form} request=${requestId} outcome=${outcome} status=${status} ms=${Date.now() - started}` +
          (detail ? ` detail="${detail}"` : ""),
      );
      return { status, body, headers, requestId };
    };

    const early = refuseUncounted?.();
    if (early) return answer(early.status, { error: early.error }, "bad-request");

    const limit = await hitRateLimit(headers);
    if (!limit.allowed)
      return answer(429, { error: EXTRA_MESSAGES.rateLimited }, "rate-limited", {
        headers: { "retry-after": String(limit.retryAfterSeconds) },
      });

    const body = await readBody();
    if (!body.ok) return answer(body.status, { error: body.error }, "bad-request");

    if (!isPlainObject(body.value))
      return answer(400, { error: BODY_MESSAGES.malformed }, "bad-request");
    const raw = body.value;
    const honeypot = raw[HONEYPOT_FIELD];
    if (typeof honeypot === "string" && honeypot.trim() !== "")
      return answer(200, { ok: true }, "honeypot");

    const parsed = options.schema.safeParse(body.value);
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error.issues);
      return answer(400, { error: Object.values(fields)[0], fields }, "invalid");
    }
    // A browser sends the schema's fields, the captcha token and the honeypot, nothing else:
    // anything more is a probe (provider control fields such as _cc, __proto__), not a typo.
    if (Object.keys(raw).some((key) => !acceptedKeys.has(key)))
      return answer(400, { error: BODY_MESSAGES.malformed }, "bad-request", {
        detail: "unknown fields",
      });

    if (captchaEnabled(options.captcha)) {
      const check = await verifyCaptcha(options.captcha, {
        token: raw.captchaToken,
        action: options.captchaAction,
      });
      if (!check.ok && check.reason === "unavailable")
        return answer(502, { error: MESSAGES.generic }, "captcha-unavailable", {
          detail: "reCAPTCHA verification unavailable",
        });
      if (!check.ok)
        return answer(400, { error: MESSAGES.captcha }, "captcha-failed", { detail: check.reason });
    }

    const delivery = await deliver(options.delivery, {
      id: requestId,
      form: options.form,
      data: parsed.data,
    });
    switch (delivery.kind) {
      case "delivered":
        return answer(200, { ok: true }, "delivered");
      case "outbox":
        return answer(200, { ok: true }, "outbox");
      case "queued":
        return answer(200, { ok: true }, "queued", { detail: delivery.detail });
      case "rejected":
        return answer(422, { error: delivery.message }, "provider-rejected");
      case "failed":
        return answer(
          delivery.source === "outbox" ? 500 : 502,
          { error: MESSAGES.generic },
          `${delivery.source}-failed`,
          { detail: delivery.detail },
        );
    }
  }

  async function POST(request: Request): Promise<Response> {
    const result = await handle(
      request.headers,
      () => readJsonBody(request, BODY_LIMIT_BYTES),
      // A page on another site can make a visitor's browser post here only what needs no CORS
      // preflight (text/plain, form data): refused without counting, so it cannot spend that
      // visitor's limit. JSON from another origin is stopped by the preflight.
      () =>
        request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ===
        "application/json"
          ? null
          : { status: 415, error: BODY_MESSAGES.contentType },
    );
    return Response.json(result.body, {
      status: result.status,
      headers: {
        ...result.headers,
        "x-request-id": result.requestId,
        "cache-control": "no-store",
      },
    });
  }

  /**
   * A form the browser posted itself (no script ran: JavaScript off, or sent before the page
   * hydrated), as the request's headers and its fields; the same path as POST. Fields other
   * than text (files) and larger bodies than POST accepts are refused the same way.
   */
  async function submitFields(headers: Headers, fields: Iterable<[string, FormDataEntryValue]>) {
    return handle(headers, async () => {
      const value: Record<string, unknown> = {};
      let bytes = 0;
      for (const [key, entry] of fields) {
        if (typeof entry !== "string")
          return { ok: false, status: 400, error: BODY_MESSAGES.malformed };
        bytes += Buffer.byteLength(key) + Buffer.byteLength(entry);
        value[key] = entry;
      }
      if (bytes > BODY_LIMIT_BYTES)
        return { ok: false, status: 413, error: BODY_MESSAGES.tooLarge };
      return { ok: true, value };
    });
  }

  function notAllowed(): Response {
    return Response.json(
      { error: EXTRA_MESSAGES.methodNotAllowed },
      { status: 405, headers: { allow: "POST, OPTIONS", "cache-control": "no-store" } },
    );
  }

  /**
   * What the route serves, the same two methods its 405 names; Next's own answer to OPTIONS
   * would list every method the module exports, the 405 handlers included.
   */
  function allowed(): Response {
    return new Response(null, {
      status: 204,
      headers: { allow: "POST, OPTIONS", "cache-control": "no-store" },
    });
  }

  return {
    POST,
    OPTIONS: allowed,
    GET: notAllowed,
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    submitFields,
    hitRateLimit,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
