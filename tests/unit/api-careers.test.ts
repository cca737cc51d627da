import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { refusedUrl, startFakeProvider } from "./api-fake-provider";
import {
  jsonRequest,
  loadRoute,
  read,
  storedEnquiries,
  validCareers,
  validContact,
} from "./api-harness";

const GENERIC = "Some error occured. Please try again later!";

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let outboxDir: string;
let outbox: string;

beforeAll(async () => {
  provider = await startFakeProvider();
  outboxDir = await mkdtemp(path.join(tmpdir(), "careers-outbox-"));
  outbox = path.join(outboxDir, "enquiries.sqlite");
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

const post = (body: unknown, options?: Parameters<typeof jsonRequest>[2]) =>
  jsonRequest("/api/careers", body, options);

describe("POST /api/careers", () => {
  it("forwards name, email, phone, qualification and position to CAREERS_FORM_ENDPOINT", async () => {
    const { POST } = await loadRoute("careers", {
      FORM_ENDPOINT: provider.url("/reject"),
      CAREERS_FORM_ENDPOINT: provider.url("/ok"),
    });
    expect(await read(await POST(post({ ...validCareers, website: "" })))).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(provider.received.map((r) => r.path)).toEqual(["/ok"]);
    expect(provider.received[0]!.headers.accept).toBe("application/json");
    expect(JSON.parse(provider.received[0]!.body)).toEqual({ ...validCareers, keepOnFile: false });
  });

  it("forwards the opt-in to keep the application on file only when the box was ticked", async () => {
    const { POST } = await loadRoute("careers", {
      FORM_ENDPOINT: provider.url("/ok"),
      RATE_LIMIT_PER_MINUTE: "20",
    });
    for (const keepOnFile of ["yes", true, "on", "true", false, undefined])
      expect((await POST(post({ ...validCareers, keepOnFile }))).status).toBe(200);
    expect(provider.received.map((r) => JSON.parse(r.body).keepOnFile)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it("falls back to FORM_ENDPOINT when no careers endpoint is set", async () => {
    const { POST } = await loadRoute("careers", { FORM_ENDPOINT: provider.url("/ok") });
    expect((await POST(post(validCareers))).status).toBe(200);
    expect(provider.received.map((r) => r.path)).toEqual(["/ok"]);
  });

  it("answers 400 with a message for every field", async () => {
    const { POST } = await loadRoute("careers", { FORM_ENDPOINT: provider.url("/ok") });
    const answer = await read(
      await POST(
        post({ name: "", email: "a@", phone: "98765 4321", qualification: " ", position: "CEO" }),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      name: "Please fill in the name field.",
      email: "Please enter a valid email.",
      phone: "Phone number must be 10 digits long.",
      qualification: "Please fill in the qualification field.",
      position: "Please select a position",
    });
    expect(provider.received).toHaveLength(0);
  });

  it("refuses a contact-form body: qualification and position are required", async () => {
    const { POST } = await loadRoute("careers", { FORM_ENDPOINT: provider.url("/ok") });
    const answer = await read(await POST(post(validContact)));
    expect(Object.keys(answer.body.fields as object).sort()).toEqual(["position", "qualification"]);
  });

  it("shows the provider's error field and otherwise the generic message", async () => {
    let route = await loadRoute("careers", { FORM_ENDPOINT: provider.url("/reject") });
    expect(await read(await route.POST(post(validCareers)))).toEqual({
      status: 422,
      body: { error: "Email domain is not accepted." },
    });
    route = await loadRoute("careers", { FORM_ENDPOINT: provider.url("/reject-html") });
    expect(await read(await route.POST(post(validCareers)))).toEqual({
      status: 502,
      body: { error: GENERIC },
    });
    // Timeouts, refused connections and 5xx: queued for the worker, success for the visitor.
    for (const endpoint of [provider.url("/crash"), await refusedUrl(), provider.url("/hang")]) {
      route = await loadRoute("careers", {
        FORM_ENDPOINT: endpoint,
        FORM_TIMEOUT_MS: "200",
        SQLITE_PATH: outbox,
      });
      expect(await read(await route.POST(post(validCareers)))).toEqual({
        status: 200,
        body: { ok: true },
      });
    }
    const queued = await storedEnquiries(outbox);
    expect(queued.map((entry) => [entry.form, entry.status, entry.data])).toEqual(
      Array(3).fill(["careers", "queued", { ...validCareers, keepOnFile: false }]),
    );
  });

  it("refuses other methods, content types, malformed JSON and oversized bodies with a JSON error", async () => {
    const route = await loadRoute("careers", { FORM_ENDPOINT: provider.url("/ok") });
    const get = route.GET();
    expect(get.status).toBe(405);
    expect((await get.json()).error).toEqual(expect.any(String));
    const cases: [Request, number][] = [
      [post(validCareers, { headers: { "content-type": "text/plain" } }), 415],
      [post("{not json"), 400],
      [post({ ...validCareers, qualification: "x".repeat(20_000) }), 413],
    ];
    for (const [request, status] of cases) {
      const answer = await read(await route.POST(request));
      expect(answer.status).toBe(status);
      expect(answer.body.error).toEqual(expect.any(String));
    }
    expect(provider.received).toHaveLength(0);
  });

  it("drops a filled honeypot silently", async () => {
    const { POST } = await loadRoute("careers", { FORM_ENDPOINT: provider.url("/ok") });
    expect((await POST(post({ ...validCareers, website: "spam" }))).status).toBe(200);
    expect(provider.received).toHaveLength(0);
  });

  it("limits submissions per address, apart from the contact form's count", async () => {
    const vars = { FORM_ENDPOINT: provider.url("/ok"), RATE_LIMIT_PER_MINUTE: "2" };
    const careers = await loadRoute("careers", vars);
    const contact = await import("@/app/api/contact/route");
    expect((await contact.POST(jsonRequest("/api/contact", validContact))).status).toBe(200);
    expect((await contact.POST(jsonRequest("/api/contact", validContact))).status).toBe(200);
    expect((await careers.POST(post(validCareers))).status).toBe(200);
    expect((await careers.POST(post(validCareers))).status).toBe(200);
    const limited = await careers.POST(post(validCareers));
    expect(limited.status).toBe(429);
    expect((await limited.json()).error).toMatch(/too many submissions/i);
  });

  it("verifies reCAPTCHA with the careers action", async () => {
    const { POST } = await loadRoute("careers", {
      FORM_ENDPOINT: provider.url("/ok"),
      RECAPTCHA_SITE_KEY: "site-key",
      RECAPTCHA_SECRET_KEY: "secret-key",
      RECAPTCHA_VERIFY_URL: provider.url("/siteverify"),
    });
    expect((await POST(post({ ...validCareers, captchaToken: "good-careers" }))).status).toBe(200);
    for (const token of ["good-contact", "low-score", undefined])
      expect(await read(await POST(post({ ...validCareers, captchaToken: token })))).toEqual({
        status: 400,
        body: { error: "Please fill the captcha" },
      });
    expect(provider.received.filter((r) => r.path === "/ok")).toHaveLength(1);
  });
});
