import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeProvider } from "./api-fake-provider";
import { browserHeaders, loadRoute } from "./api-harness";
import {
  carriesMarker,
  hostileCorpus,
  validBody,
  type CorpusContext,
  type Form,
  type HostileRequest,
} from "./api-hostile-corpus";

/**
 * Each form's route handlers, loaded once as a running server would hold them (captcha on,
 * delivering to a fake provider), answer the whole hostile corpus with 4xx and a JSON error,
 * deliver none of it, and then still accept a valid submission.
 */

let provider: Awaited<ReturnType<typeof startFakeProvider>>;
beforeAll(async () => {
  provider = await startFakeProvider();
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterAll(async () => {
  await provider.close();
  vi.restoreAllMocks();
});

const TOKENS: Record<Form, CorpusContext["token"]> = {
  contact: (kind) =>
    ({ valid: "good-contact", lowScore: "low-score", wrongAction: "good-careers" })[kind],
  careers: (kind) =>
    ({ valid: "good-careers", lowScore: "low-score", wrongAction: "good-contact" })[kind],
};

/** Every request from an address of its own, so the corpus tests validation, not the limit. */
let nextAddress = 0;
function toRequest(form: Form, item: HostileRequest): Request {
  nextAddress += 1;
  const address = `203.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  const headers = browserHeaders(address);
  if (item.contentType) headers["content-type"] = item.contentType;
  else delete headers["content-type"];
  return new Request(`http://forms.example/api/${form}`, {
    method: item.method,
    headers,
    body: item.body as BodyInit | undefined,
  });
}

for (const form of ["contact", "careers"] as const) {
  describe(`POST /api/${form} under a hostile corpus`, () => {
    const marker = `corpus-${form}-${Math.random().toString(36).slice(2, 10)}`;
    const ctx: CorpusContext = { form, marker, token: TOKENS[form] };
    const corpus = hostileCorpus(ctx);
    let route: Awaited<ReturnType<typeof loadRoute>>;

    beforeAll(async () => {
      route = await loadRoute(form, {
        FORM_ENDPOINT: provider.url("/ok"),
        RECAPTCHA_SITE_KEY: "site-key",
        RECAPTCHA_SECRET_KEY: "secret-key",
        RECAPTCHA_VERIFY_URL: provider.url("/siteverify"),
      });
      vi.unstubAllEnvs();
    });

    it("holds at least 40 requests, each with a distinct label", () => {
      expect(corpus.length).toBeGreaterThanOrEqual(40);
      expect(new Set(corpus.map((item) => item.label)).size).toBe(corpus.length);
    });

    it.each(corpus.map((item) => [item.label, item] as const))(
      "refuses %s with a 4xx and a JSON error",
      async (_label, item) => {
        const handler = route[item.method] as (request: Request) => Promise<Response> | Response;
        const response = await handler(toRequest(form, item));
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.status, "refused for what it is, not by the rate limit").not.toBe(429);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        const body = (await response.json()) as { error?: unknown };
        expect(body.error).toEqual(expect.any(String));
        expect((body.error as string).length).toBeGreaterThan(0);
      },
    );

    it("delivered nothing from the corpus to the provider", () => {
      const deliveries = provider.received.filter((r) => r.path !== "/siteverify");
      expect(deliveries.filter((r) => carriesMarker(r.body, marker))).toEqual([]);
      expect(deliveries).toEqual([]);
    });

    it("left Object.prototype untouched", () => {
      expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    });

    const realText: [string, Record<string, string>][] = [
      ["accents and apostrophes", { name: "José O'Brien-Łukasz" }],
      ["Chinese", { name: "李小龙" }],
      ["Devanagari with a zero-width joiner", { name: "क्\u200dष Sharma" }],
      ["Arabic", { name: "محمد علي" }],
      form === "contact"
        ? ["a multi-line message with a comparison", { message: `pH < 7\r\n\tand > 5 (${marker})` }]
        : [
            "a qualification with punctuation",
            { qualification: `Ph.D. (Chem.), 2019; LL.B. ${marker}` },
          ],
    ];
    it.each(realText)("accepts text real visitors write: %s", async (_label, fields) => {
      const response = await route.POST(
        toRequest(form, {
          label: "valid",
          method: "POST",
          contentType: "application/json",
          body: JSON.stringify({ ...validBody(ctx), ...fields }),
        }),
      );
      expect(response.status).toBe(200);
      const delivered = provider.received.filter((r) => r.path === "/ok");
      expect(delivered).toHaveLength(1);
      expect(JSON.parse(delivered[0]!.body)).toMatchObject(fields);
      provider.received.length = 0;
    });

    it("still accepts a valid submission afterwards", async () => {
      const response = await route.POST(
        toRequest(form, {
          label: "valid",
          method: "POST",
          contentType: "application/json",
          body: JSON.stringify(validBody(ctx)),
        }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      const delivered = provider.received.filter((r) => r.path === "/ok");
      expect(delivered).toHaveLength(1);
      expect(carriesMarker(delivered[0]!.body, marker)).toBe(true);
      provider.received.length = 0;
    });
  });
}
