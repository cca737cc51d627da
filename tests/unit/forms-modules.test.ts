import { describe, expect, it } from "vitest";
import { verifyCaptcha, captchaSiteKey, type CaptchaSettings } from "@/lib/server/captcha";
import { parseEnv } from "@/lib/server/env";
import { providerMessage } from "@/lib/server/forms/delivery";
import { createMemoryRateLimiter, rateLimitKey } from "@/lib/server/rate-limit";
import { clientAddress, normalizeAddress, readJsonBody } from "@/lib/server/request";

describe("rate limiter", () => {
  it("allows the limit per window, then refuses until the window ends", async () => {
    let time = 0;
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(true);
    time = 15_000;
    expect(await limiter.hit("a")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit("b")).allowed).toBe(true);
    time = 60_000;
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("forgets the oldest keys beyond its capacity", async () => {
    const limiter = createMemoryRateLimiter({
      limit: 1,
      windowMs: 60_000,
      maxKeys: 2,
      now: () => 0,
    });
    await limiter.hit("a");
    await limiter.hit("b");
    await limiter.hit("c");
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("forgets an address as soon as its window ends", async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 50 });
    await limiter.hit("198.51.100.7");
    await limiter.hit("198.51.100.8");
    expect(limiter.size).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(limiter.size).toBe(0);
  });
});

describe("client address", () => {
  const behindNginx = { trustedProxies: ["127.0.0.1"], onVercel: false };
  /** Headers as Next hands them on: X-Forwarded-For as the proxy wrote it. */
  const forwarded = (xff: string, extra: Record<string, string> = {}) =>
    new Headers({ "x-forwarded-for": xff, ...extra });

  it("is the address the proxy wrote, not an X-Real-IP beside it", () => {
    expect(clientAddress(forwarded("203.0.113.9", { "x-real-ip": "5.6.7.8" }), behindNginx)).toBe(
      "203.0.113.9",
    );
  });

  it("reads IPv4 from a dual-stack socket without the ::ffff: prefix", () => {
    expect(clientAddress(forwarded("::ffff:198.51.100.3"), behindNginx)).toBe("198.51.100.3");
  });

  it("takes the nearest forwarded address that is not one of the trusted proxies", () => {
    const policy = { trustedProxies: ["10.0.0.1", "10.0.0.2"], onVercel: false };
    expect(clientAddress(forwarded("6.6.6.6, 203.0.113.5, 10.0.0.2"), policy)).toBe("203.0.113.5");
  });

  it("ignores an X-Real-IP a client could rotate unless the operator opts in", () => {
    const policy = { trustedProxies: ["10.0.0.1"], onVercel: false };
    for (const rotated of ["203.0.113.6", "203.0.113.7"])
      expect(clientAddress(forwarded("10.0.0.1", { "x-real-ip": rotated }), policy)).toBe(
        "10.0.0.1",
      );
    expect(
      clientAddress(forwarded("10.0.0.1", { "x-real-ip": "203.0.113.6" }), {
        ...policy,
        trustRealIp: true,
      }),
    ).toBe("203.0.113.6");
  });

  it("strips ports, brackets and zones from forwarded addresses", () => {
    const from = (xff: string) => clientAddress(forwarded(xff), behindNginx);
    expect(from("203.0.113.5:4711")).toBe("203.0.113.5");
    expect(from("203.0.113.5:4712")).toBe("203.0.113.5");
    expect(from("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(from("[2001:DB8::1]")).toBe("2001:db8::1");
    expect(from("fe80::1%eth0")).toBe("fe80::1");
    expect(from("2001:db8::1")).toBe("2001:db8::1");
    expect(normalizeAddress("::ffff:198.51.100.3")).toBe("198.51.100.3");
  });

  it("is unknown when no proxy named any address", () => {
    expect(clientAddress(new Headers(), behindNginx)).toBe("unknown");
  });

  it("on Vercel, uses the platform's X-Real-IP", () => {
    const headers = new Headers({ "x-real-ip": "203.0.113.77", "x-forwarded-for": "203.0.113.77" });
    expect(clientAddress(headers, { trustedProxies: [], onVercel: true })).toBe("203.0.113.77");
  });
});

describe("rate-limit key", () => {
  it("counts IPv6 addresses by their /64 and IPv4 addresses one by one", () => {
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("198.51.100.7")).toBe("198.51.100.7");
    expect(rateLimitKey("198.51.100.8")).toBe("198.51.100.8");
    expect(rateLimitKey("unknown")).toBe("unknown");
  });

  it("makes a client rotating addresses inside its /64 share one count", async () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000 });
    const results = [];
    for (const address of [
      "2001:db8:aa:bb::1",
      "2001:db8:aa:bb::2",
      "2001:db8:aa:bb:abcd::1",
      "2001:db8:aa:bb:ffff:ffff:ffff:ffff",
    ])
      results.push((await limiter.hit(rateLimitKey(address))).allowed);
    expect(results).toEqual([true, true, false, false]);
    expect((await limiter.hit(rateLimitKey("2001:db8:aa:bc::1"))).allowed).toBe(true);
  });
});

describe("reading the JSON body", () => {
  const request = (body: BodyInit, type = "application/json") =>
    new Request("http://x/", { method: "POST", headers: { "content-type": type }, body });

  it("parses JSON within the limit", async () => {
    expect(await readJsonBody(request('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } });
  });

  it("refuses other types, oversized and malformed bodies", async () => {
    expect(await readJsonBody(request("{}", "text/json"), 100)).toMatchObject({
      ok: false,
      status: 415,
    });
    expect(await readJsonBody(request("x".repeat(101)), 100)).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(await readJsonBody(request("{"), 100)).toMatchObject({ ok: false, status: 400 });
    expect(await readJsonBody(request(new Uint8Array([0x7b, 0xff, 0x7d])), 100)).toMatchObject({
      ok: false,
      status: 400,
    });
  });
});

describe("provider error messages", () => {
  const answer = (status: number, body: string, type = "application/json") =>
    new Response(body, { status, headers: { "content-type": type } });

  it("prefers errors[0].message, then error", async () => {
    expect(
      await providerMessage(
        answer(422, JSON.stringify({ error: "E", errors: [{ message: "M" }] })),
      ),
    ).toBe("M");
    expect(await providerMessage(answer(422, JSON.stringify({ error: "E", errors: [] })))).toBe(
      "E",
    );
    expect(await providerMessage(answer(422, JSON.stringify({ error: "E" })))).toBe("E");
  });

  it("never passes on HTML, non-strings or a novel", async () => {
    expect(await providerMessage(answer(400, "<h1>Bad</h1>", "text/html"))).toBeNull();
    expect(await providerMessage(answer(400, JSON.stringify({ error: "<b>bad</b>" })))).toBeNull();
    expect(await providerMessage(answer(400, JSON.stringify({ error: { code: 1 } })))).toBeNull();
    expect(
      await providerMessage(answer(400, JSON.stringify({ error: "x".repeat(400) }))),
    ).toBeNull();
    expect(await providerMessage(answer(400, "{broken"))).toBeNull();
  });
});

describe("captcha settings", () => {
  const settings: CaptchaSettings = {
    siteKey: "site",
    secretKey: "secret",
    minScore: 0.5,
    verifyUrl: "http://127.0.0.1:9/unused",
    hostnames: [],
  };

  it("gives the browser a site key only when both keys are set", () => {
    expect(captchaSiteKey(settings)).toBe("site");
    expect(captchaSiteKey({ ...settings, secretKey: undefined })).toBeUndefined();
    expect(captchaSiteKey({ ...settings, siteKey: undefined })).toBeUndefined();
  });

  it("refuses a missing token without calling the verifier", async () => {
    expect(await verifyCaptcha(settings, { token: "", action: "contact" })).toEqual({
      ok: false,
      reason: "missing-token",
    });
  });
});

describe("environment", () => {
  it("applies defaults and treats empty values as unset", () => {
    const env = parseEnv({ FORM_ENDPOINT: "", RATE_LIMIT_PER_MINUTE: "" });
    expect(env).toMatchObject({
      FORM_ENDPOINT: undefined,
      FORM_TIMEOUT_MS: 10_000,
      OUTBOX_PATH: ".data/outbox.jsonl",
      SQLITE_PATH: ".data/enquiries.sqlite",
      RETENTION_ENQUIRY_MONTHS: 24,
      RETENTION_APPLICATION_MONTHS: 12,
      RETENTION_UNFILED_APPLICATION_MONTHS: 6,
      RECAPTCHA_MIN_SCORE: 0.5,
      RATE_LIMIT_PER_MINUTE: 5,
      TRUSTED_PROXY: [],
      VERCEL: false,
    });
  });

  it("refuses the reCAPTCHA keys with neither RECAPTCHA_HOSTNAMES nor SITE_URL", () => {
    const keys = { RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret" };
    expect(() => parseEnv(keys)).toThrow(/RECAPTCHA_HOSTNAMES: is needed with the reCAPTCHA keys/);
    expect(() =>
      parseEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret" }),
    ).toThrow(/RECAPTCHA_HOSTNAMES/);
    expect(() => parseEnv({ ...keys, SITE_URL: "https://www.example.com" })).not.toThrow();
    expect(() => parseEnv({ ...keys, RECAPTCHA_HOSTNAMES: "www.example.com" })).not.toThrow();
    expect(() =>
      parseEnv({ ...keys, VERCEL_PROJECT_PRODUCTION_URL: "www.example.com" }),
    ).not.toThrow();
    // One key alone is captcha off: nothing to check tokens against.
    expect(() => parseEnv({ RECAPTCHA_SECRET_KEY: "secret" })).not.toThrow();
  });

  it("reads lists and numbers", () => {
    const env = parseEnv({
      TRUSTED_PROXY: "10.0.0.1, ::1",
      RATE_LIMIT_PER_MINUTE: "20",
      VERCEL: "1",
    });
    expect(env.TRUSTED_PROXY).toEqual(["10.0.0.1", "::1"]);
    expect(env.RATE_LIMIT_PER_MINUTE).toBe(20);
    expect(env.VERCEL).toBe(true);
  });

  it("fails at start with the variable's name when a value is invalid", () => {
    expect(() => parseEnv({ FORM_ENDPOINT: "not a url" })).toThrow(/FORM_ENDPOINT/);
    expect(() => parseEnv({ RECAPTCHA_MIN_SCORE: "2" })).toThrow(/RECAPTCHA_MIN_SCORE/);
  });

  it("sends the captcha secret only to Google's siteverify or a loopback test verifier", () => {
    expect(parseEnv({}).RECAPTCHA_VERIFY_URL).toBe(
      "https://www.google.com/recaptcha/api/siteverify",
    );
    for (const allowed of [
      "https://www.google.com/recaptcha/api/siteverify",
      "https://www.recaptcha.net/recaptcha/api/siteverify",
      "http://127.0.0.1:3199/recaptcha/api/siteverify",
      "http://[::1]:8080/siteverify",
      "http://localhost:9000/siteverify",
    ])
      expect(parseEnv({ RECAPTCHA_VERIFY_URL: allowed }).RECAPTCHA_VERIFY_URL).toBe(allowed);
    for (const refused of [
      "https://verify.example.com/recaptcha/api/siteverify",
      "https://www.google.com.evil.test/recaptcha/api/siteverify",
      "https://www.google.com/recaptcha/api/siteverify?next=https://evil.test",
      "http://www.google.com/recaptcha/api/siteverify",
      "https://evil.test/?u=http://127.0.0.1/",
      "http://127.0.0.1.evil.test/siteverify",
      "http://user:pass@127.0.0.1/siteverify",
      "http://10.0.0.5/siteverify",
      "ftp://127.0.0.1/siteverify",
    ])
      expect(() => parseEnv({ RECAPTCHA_VERIFY_URL: refused }), refused).toThrow(
        /RECAPTCHA_VERIFY_URL: must be https:\/\/www\.google\.com\/recaptcha\/api\/siteverify/,
      );
  });

  it("reads the site key from RECAPTCHA_SITE_KEY, or from its deprecated NEXT_PUBLIC_ name", () => {
    expect(parseEnv({ RECAPTCHA_SITE_KEY: "new" }).RECAPTCHA_SITE_KEY).toBe("new");
    expect(parseEnv({ NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "old" }).RECAPTCHA_SITE_KEY).toBe("old");
    expect(
      parseEnv({ RECAPTCHA_SITE_KEY: "new", NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "old" })
        .RECAPTCHA_SITE_KEY,
    ).toBe("new");
    expect(parseEnv({}).RECAPTCHA_SITE_KEY).toBeUndefined();
  });
});
