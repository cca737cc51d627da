import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { refusedUrl, startFakeProvider } from "./api-fake-provider";
import {
  browserHeaders,
  jsonRequest,
  loadRoute,
  read,
  storedEnquiries,
  validContact,
} from "./api-harness";

const GENERIC = "Some error occured. Please try again later!";
const CAPTCHA = "Please fill the captcha";

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let outboxDir: string;

beforeAll(async () => {
  provider = await startFakeProvider();
  outboxDir = await mkdtemp(path.join(tmpdir(), "outbox-"));
});
afterAll(async () => {
  await provider.close();
  await rm(outboxDir, { recursive: true, force: true });
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  provider.received.length = 0;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

function contactRoute(vars: Record<string, string> = {}) {
  return loadRoute("contact", {
    FORM_ENDPOINT: provider.url("/ok"),
    SQLITE_PATH: path.join(outboxDir, `queue-${Math.random().toString(36).slice(2)}.sqlite`),
    ...vars,
  });
}

const post = (body: unknown, options?: Parameters<typeof jsonRequest>[2]) =>
  jsonRequest("/api/contact", body, options);

describe("POST /api/contact delivering to the provider", () => {
  it("forwards exactly name, email, phone, message and service as JSON and answers 200", async () => {
    const { POST } = await contactRoute();
    const answer = await read(
      await POST(
        post({ ...validContact, name: "  Ada Lovelace ", captchaToken: "x", website: "" }),
      ),
    );
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(provider.received).toHaveLength(1);
    const [sent] = provider.received;
    expect(sent!.path).toBe("/ok");
    expect(sent!.headers.accept).toBe("application/json");
    expect(sent!.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(sent!.body)).toEqual(validContact);
  });

  it("keeps the phone number's leading zero and sends an empty message when none was given", async () => {
    const { POST } = await contactRoute();
    await POST(post({ ...validContact, message: undefined, phone: " 0012345678 " }));
    expect(JSON.parse(provider.received[0]!.body)).toMatchObject({
      phone: "0012345678",
      message: "",
    });
  });

  it("shows the provider's error field when it refuses the submission", async () => {
    const { POST } = await contactRoute({ FORM_ENDPOINT: provider.url("/reject") });
    expect(await read(await POST(post(validContact)))).toEqual({
      status: 422,
      body: { error: "Email domain is not accepted." },
    });
  });

  it("prefers errors[0].message over error in a Formspree-style answer", async () => {
    const { POST } = await contactRoute({ FORM_ENDPOINT: provider.url("/reject-with-errors") });
    expect((await read(await POST(post(validContact)))).body).toEqual({
      error: "should be an email",
    });
  });

  it.each([
    ["a 400 with an HTML page", "/reject-html"],
    ["an error field holding markup", "/reject-html-in-json"],
  ])("answers the generic message for %s, never the provider's body", async (_, endpoint) => {
    const { POST } = await contactRoute({ FORM_ENDPOINT: provider.url(endpoint) });
    expect(await read(await POST(post(validContact)))).toEqual({
      status: 502,
      body: { error: GENERIC },
    });
  });
});

describe("POST /api/contact when the provider fails (store and forward)", () => {
  const failures = [
    ["a 500 with an HTML page", "/crash", "provider answered 500"],
    ["a 500 with a JSON error", "/crash-json", "provider answered 500"],
    ["a provider that hangs past the timeout", "/hang", "provider timed out"],
    ["a refused connection", "", "provider unreachable"],
  ] as const;

  it.each(failures)(
    "queues the enquiry in the store with its request id and answers success for %s",
    async (_, endpoint, detail) => {
      const file = path.join(outboxDir, `fail-${Math.random().toString(36).slice(2)}.sqlite`);
      const { POST } = await contactRoute({
        FORM_ENDPOINT: endpoint ? provider.url(endpoint) : await refusedUrl(),
        FORM_TIMEOUT_MS: "300",
        SQLITE_PATH: file,
      });
      const started = Date.now();
      const response = await POST(post({ ...validContact, phone: "(012) 345-6789" }));
      expect(await read(response)).toEqual({ status: 200, body: { ok: true } });
      expect(Date.now() - started).toBeLessThan(3_000);
      const receivedAt = expect.any(String);
      expect(await storedEnquiries(file)).toEqual([
        {
          id: response.headers.get("x-request-id"),
          form: "contact",
          receivedAt,
          data: validContact,
          status: "queued",
          attempts: 1,
          lastAttemptAt: receivedAt,
          detail,
          pending: ["provider"],
        },
      ]);
    },
  );

  it("answers the generic message when the enquiry cannot be stored either", async () => {
    // The store's folder would have to be inside a regular file: the write fails.
    const { POST } = await contactRoute({
      FORM_ENDPOINT: provider.url("/crash"),
      SQLITE_PATH: path.join(outboxDir, "not-a-folder", "enquiries.sqlite"),
    });
    const blocker = path.join(outboxDir, "not-a-folder");
    await writeFile(blocker, "");
    expect(await read(await POST(post(validContact)))).toEqual({
      status: 500,
      body: { error: GENERIC },
    });
  });

  it("on Vercel, where the disk is not durable, answers the generic message as before", async () => {
    const file = path.join(outboxDir, "vercel.sqlite");
    const { POST } = await contactRoute({
      FORM_ENDPOINT: provider.url("/crash"),
      SQLITE_PATH: file,
      VERCEL: "1",
    });
    expect(await read(await POST(post(validContact)))).toEqual({
      status: 502,
      body: { error: GENERIC },
    });
    await expect(stat(file)).rejects.toThrow(/ENOENT/);
  });

  it("sends the request id as the idempotency key on the first attempt", async () => {
    const { POST } = await contactRoute();
    const response = await POST(post(validContact));
    expect(provider.received[0]!.headers["idempotency-key"]).toBe(
      response.headers.get("x-request-id"),
    );
  });
});

describe("POST /api/contact with no FORM_ENDPOINT", () => {
  it("keeps each submission in the store, creating its folder", async () => {
    const file = path.join(outboxDir, "nested", "enquiries.sqlite");
    const { POST } = await loadRoute("contact", { SQLITE_PATH: file });
    expect((await read(await POST(post(validContact)))).status).toBe(200);
    expect((await read(await POST(post({ ...validContact, name: "Second" })))).status).toBe(200);
    const entries = await storedEnquiries(file);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ form: "contact", data: validContact, status: "stored" });
    expect(entries[1]!.data.name).toBe("Second");
    expect(entries[0]!.id).not.toBe(entries[1]!.id);
    expect(provider.received).toHaveLength(0);
  });
});

describe("POST /api/contact refusing bad input", () => {
  it("answers 400 with the spec's message for every field", async () => {
    const { POST } = await contactRoute();
    const answer = await read(
      await POST(post({ name: " ", email: "not-an-email", phone: "12345", service: "" })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      name: "Please fill in the name field.",
      email: "Please enter a valid email.",
      phone: "Phone number must be 10 digits long.",
      service: "Please select a service",
    });
    expect(answer.body.error).toBe("Please fill in the name field.");
    expect(provider.received).toHaveLength(0);
  });

  it("answers 400 with field messages when fields are missing altogether", async () => {
    const { POST } = await contactRoute();
    const answer = await read(await POST(post({})));
    expect(Object.keys(answer.body.fields as object).sort()).toEqual([
      "email",
      "name",
      "phone",
      "service",
    ]);
  });

  it("refuses a service that is not one of the eight options", async () => {
    const { POST } = await contactRoute();
    const answer = await read(await POST(post({ ...validContact, service: "Free advice" })));
    expect(answer).toMatchObject({
      status: 400,
      body: { fields: { service: "Please select a service" } },
    });
  });

  it("answers 400 to malformed JSON and to JSON that is not an object", async () => {
    const { POST } = await contactRoute();
    for (const body of ['{"name": "Ada",', "[1,2]", "null", '"text"']) {
      const answer = await read(await POST(post(body)));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect(provider.received).toHaveLength(0);
  });

  it("answers 413 to a body over 16 KiB declared by Content-Length", async () => {
    const { POST } = await contactRoute();
    const answer = await read(
      await POST(post({ ...validContact, message: "x".repeat(17 * 1024) })),
    );
    expect(answer.status).toBe(413);
    expect(answer.body.error).toEqual(expect.any(String));
    expect(provider.received).toHaveLength(0);
  });

  it("answers 413 to an oversized body streamed without Content-Length", async () => {
    const { POST } = await contactRoute();
    const chunk = new TextEncoder().encode(" ".repeat(4096));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 100) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request("http://forms.example/api/contact", {
      method: "POST",
      headers: browserHeaders(),
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    expect((await read(await POST(request))).status).toBe(413);
    expect(sent).toBeLessThan(100);
  });

  it.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"])(
    "answers 415 to a %s body",
    async (type) => {
      const { POST } = await contactRoute();
      const answer = await read(
        await POST(post(JSON.stringify(validContact), { headers: { "content-type": type } })),
      );
      expect(answer.status).toBe(415);
      expect(answer.body.error).toEqual(expect.any(String));
    },
  );

  it("does not let a hostile page's cross-origin text/plain posts spend the visitor's limit", async () => {
    const { POST } = await contactRoute();
    const fromEvilPage = {
      address: "198.51.100.90",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: "https://evil.example" },
    };
    for (let i = 0; i < 8; i++)
      expect((await POST(post(JSON.stringify(validContact), fromEvilPage))).status).toBe(415);
    // The visitor's own post from the site still goes through.
    expect((await POST(post(validContact, { address: "198.51.100.90" }))).status).toBe(200);
  });

  it("accepts JSON with a charset parameter", async () => {
    const { POST } = await contactRoute();
    const request = post(validContact, {
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect((await POST(request)).status).toBe(200);
  });

  it("answers 405 with a JSON error and an Allow header to every other method", async () => {
    const route = await contactRoute();
    for (const method of ["GET", "PUT", "PATCH", "DELETE"] as const) {
      const response = route[method]();
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toContain("POST");
      expect((await response.json()).error).toEqual(expect.any(String));
    }
  });

  it("answers OPTIONS with the same Allow as its 405, on one line", async () => {
    for (const form of ["contact", "careers", "quote"] as const) {
      const route = await loadRoute(form);
      const options = route.OPTIONS();
      expect([form, options.status]).toEqual([form, 204]);
      expect(options.headers.get("allow")).toBe("POST, OPTIONS");
      expect(options.headers.get("allow")).toBe(route.PUT().headers.get("allow"));
    }
  });

  it("answers 200 to a filled honeypot but delivers nothing", async () => {
    const { POST } = await contactRoute();
    const answer = await read(
      await POST(post({ ...validContact, website: "http://spam.example" })),
    );
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(provider.received).toHaveLength(0);
  });
});

describe("POST /api/contact rate limit", () => {
  it("answers 429 with a clear message after five submissions a minute from one address", async () => {
    const { POST } = await contactRoute();
    for (let i = 0; i < 5; i++) expect((await POST(post(validContact))).status).toBe(200);
    const response = await POST(post(validContact));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await response.json()).error).toMatch(/too many submissions/i);
    expect(provider.received).toHaveLength(5);
    // Someone else is not affected.
    expect((await POST(post(validContact, { address: "192.0.2.44" }))).status).toBe(200);
  });

  it("follows RATE_LIMIT_PER_MINUTE", async () => {
    const { POST } = await contactRoute({ RATE_LIMIT_PER_MINUTE: "2" });
    expect((await POST(post(validContact))).status).toBe(200);
    expect((await POST(post(validContact))).status).toBe(200);
    expect((await POST(post(validContact))).status).toBe(429);
  });

  it("counts by the address before the proxies TRUSTED_PROXY names in X-Forwarded-For", async () => {
    const { POST } = await contactRoute({ RATE_LIMIT_PER_MINUTE: "1", TRUSTED_PROXY: "10.1.1.1" });
    const via = (client: string) =>
      post(validContact, { headers: { "x-forwarded-for": `${client}, 10.1.1.1` } });
    expect((await POST(via("203.0.113.1"))).status).toBe(200);
    expect((await POST(via("203.0.113.2"))).status).toBe(200);
    expect((await POST(via("203.0.113.1"))).status).toBe(429);
  });
});

describe("POST /api/contact with reCAPTCHA configured", () => {
  const keys = () => ({
    RECAPTCHA_SITE_KEY: "site-key",
    RECAPTCHA_SECRET_KEY: "secret-key",
    RECAPTCHA_VERIFY_URL: provider.url("/siteverify"),
  });
  const verifierCalls = () => provider.received.filter((r) => r.path.startsWith("/siteverify"));
  const deliveries = () => provider.received.filter((r) => r.path === "/ok");

  it("verifies the token with the secret and delivers on success", async () => {
    const { POST } = await contactRoute(keys());
    const answer = await read(await POST(post({ ...validContact, captchaToken: "good-contact" })));
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    const params = new URLSearchParams(verifierCalls()[0]!.body);
    expect(params.get("secret")).toBe("secret-key");
    expect(params.get("response")).toBe("good-contact");
    expect(deliveries()).toHaveLength(1);
    expect(JSON.parse(deliveries()[0]!.body)).not.toHaveProperty("captchaToken");
  });

  it.each([
    ["no token", undefined],
    ["an empty token", ""],
    ["a low score", "low-score"],
    ["a token for another action", "wrong-action"],
    ["a token for the careers form", "good-careers"],
    ["a token solved on another hostname", "wrong-host"],
    ["an expired or reused token", "expired"],
  ])("answers 'Please fill the captcha' to %s and delivers nothing", async (_, token) => {
    const { POST } = await contactRoute(keys());
    const answer = await read(await POST(post({ ...validContact, captchaToken: token })));
    expect(answer).toEqual({ status: 400, body: { error: CAPTCHA } });
    expect(deliveries()).toHaveLength(0);
  });

  it("follows RECAPTCHA_MIN_SCORE", async () => {
    const { POST } = await contactRoute({ ...keys(), RECAPTCHA_MIN_SCORE: "0.1" });
    expect((await POST(post({ ...validContact, captchaToken: "low-score" }))).status).toBe(200);
  });

  it("checks the hostname against RECAPTCHA_HOSTNAMES when set", async () => {
    const { POST } = await contactRoute({
      ...keys(),
      RECAPTCHA_HOSTNAMES: "www.example.com, example.com",
    });
    const answer = await read(await POST(post({ ...validContact, captchaToken: "good-contact" })));
    expect(answer).toEqual({ status: 400, body: { error: CAPTCHA } });
  });

  it("checks the hostname against SITE_URL's host otherwise, whatever Host the post names", async () => {
    // SITE_URL is https://forms.example (tests/unit/api-harness.ts).
    const { POST } = await contactRoute(keys());
    const own = post({ ...validContact, captchaToken: "good-contact" });
    expect((await POST(own)).status).toBe(200);
    // A token solved on another site, posted naming that site as its Host.
    const foreign = post(
      { ...validContact, captchaToken: "wrong-host" },
      { headers: { host: "evil.example" } },
    );
    expect(await read(await POST(foreign))).toEqual({ status: 400, body: { error: CAPTCHA } });
    const elsewhere = await contactRoute({ ...keys(), SITE_URL: "https://www.example.com" });
    const request = post({ ...validContact, captchaToken: "good-contact" });
    expect((await elsewhere.POST(request)).status).toBe(400);
  });

  it("answers the generic message when the verifier is down", async () => {
    const { POST } = await contactRoute({
      ...keys(),
      RECAPTCHA_VERIFY_URL: provider.url("/siteverify-down"),
    });
    const answer = await read(await POST(post({ ...validContact, captchaToken: "good-contact" })));
    expect(answer).toEqual({ status: 502, body: { error: GENERIC } });
    expect(deliveries()).toHaveLength(0);
  });

  it("stays off when only one of the two keys is set", async () => {
    const { POST } = await contactRoute({
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_VERIFY_URL: provider.url("/siteverify"),
    });
    expect((await POST(post(validContact))).status).toBe(200);
    expect(verifierCalls()).toHaveLength(0);
  });
});

describe("POST /api/contact logging", () => {
  it("logs one line per submission with a request id and outcome, never what was written", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "info").mockImplementation((line: string) => void lines.push(line));
    const { POST } = await contactRoute({ FORM_ENDPOINT: provider.url("/reject-html") });
    const response = await POST(post(validContact));
    expect(lines).toHaveLength(1);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[0]).toContain(`request=${requestId}`);
    expect(lines[0]).toContain("outcome=provider-failed");
    for (const value of Object.values(validContact)) expect(lines[0]).not.toContain(value);
  });
});
