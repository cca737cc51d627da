import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  carriesMarker,
  hostileCorpus,
  validBody,
  type CorpusContext,
  type Form,
  type HostileRequest,
} from "../unit/api-hostile-corpus";
import { PROVIDER, type Received } from "./support/forms";

// The form endpoints of the real server (`next start` with captcha on, delivering to the fake
// provider) under the hostile corpus and a burst from one address. The server names 127.0.0.1
// as a trusted proxy, so X-Forwarded-For sets each request's client address.

/** start-server.ts sets RATE_LIMIT_PER_MINUTE=5. */
const LIMIT = 5;

function randomAddress() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Tokens the fake verifier answers: "e2e:<action>" scores 0.9, "e2e-low:<action>" 0.1. */
function context(form: Form): CorpusContext {
  return {
    form,
    marker: `corpus-${form}-${Math.random().toString(36).slice(2, 10)}`,
    token: (kind) =>
      ({
        valid: `e2e:${form}`,
        lowScore: `e2e-low:${form}`,
        wrongAction: `e2e:${form === "contact" ? "careers" : "contact"}`,
      })[kind],
  };
}

async function send(
  request: APIRequestContext,
  form: Form,
  item: HostileRequest,
  address = randomAddress(),
) {
  const headers: Record<string, string> = { "x-forwarded-for": address };
  if (item.contentType) headers["content-type"] = item.contentType;
  return request.fetch(`/api/${form}`, {
    method: item.method,
    headers,
    data: item.body === undefined ? undefined : Buffer.from(item.body),
  });
}

async function providerReceived(request: APIRequestContext): Promise<Received[]> {
  return (await (await request.get(`${PROVIDER}/__received`)).json()) as Received[];
}

for (const form of ["contact", "careers"] as const) {
  test(`/api/${form} refuses every request of the hostile corpus with a 4xx and a JSON error, delivers none and keeps serving`, async ({
    request,
  }) => {
    const ctx = context(form);
    const corpus = hostileCorpus(ctx);
    expect(corpus.length).toBeGreaterThanOrEqual(40);

    const problems: string[] = [];
    for (const item of corpus) {
      const response = await send(request, form, item);
      const status = response.status();
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      if (status < 400 || status >= 500 || status === 429)
        problems.push(`${item.label}: answered ${status}`);
      else if (typeof body?.error !== "string" || body.error === "")
        problems.push(`${item.label}: ${status} without a JSON error`);
    }
    expect(problems).toEqual([]);

    const delivered = (await providerReceived(request)).filter((r) =>
      carriesMarker(r.body, ctx.marker),
    );
    expect(delivered, "corpus requests that reached the provider").toEqual([]);

    const valid = await send(request, form, {
      label: "valid",
      method: "POST",
      contentType: "application/json",
      body: JSON.stringify(validBody(ctx)),
    });
    expect(valid.status()).toBe(200);
    expect(await valid.json()).toEqual({ ok: true });
    await expect
      .poll(
        async () =>
          (await providerReceived(request)).filter((r) => carriesMarker(r.body, ctx.marker)).length,
      )
      .toBe(1);
  });
}

test("a burst from one address meets 429 after the limit while other addresses are still served", async ({
  request,
}) => {
  const ctx = context("contact");
  const submission = (label: string): HostileRequest => ({
    label,
    method: "POST",
    contentType: "application/json",
    body: JSON.stringify(validBody(ctx)),
  });
  const burstAddress = randomAddress();
  const others = [randomAddress(), randomAddress(), randomAddress()];

  const [burst, elsewhere] = await Promise.all([
    Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(request, "contact", submission(`burst ${i}`), burstAddress),
      ),
    ),
    Promise.all(others.map((address) => send(request, "contact", submission(address), address))),
  ]);

  const statuses = burst.map((response) => response.status());
  expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
  expect(statuses.filter((status) => status === 429)).toHaveLength(12 - LIMIT);
  for (const response of burst.filter((r) => r.status() === 429)) {
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await response.json()).error).toMatch(/too many submissions/i);
  }
  expect(elsewhere.map((response) => response.status())).toEqual([200, 200, 200]);

  // Still limited a moment later, while a new address is served at once.
  expect((await send(request, "contact", submission("after"), burstAddress)).status()).toBe(429);
  expect((await send(request, "contact", submission("fresh"))).status()).toBe(200);
  await expect
    .poll(
      async () =>
        (await providerReceived(request)).filter((r) => carriesMarker(r.body, ctx.marker)).length,
    )
    .toBe(LIMIT + others.length + 1);
});
