import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeProvider } from "./api-fake-provider";
import { jsonRequest, loadRoute, read, validContact } from "./api-harness";

let provider: Awaited<ReturnType<typeof startFakeProvider>>;

beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(async () => {
  await provider.close();
});
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => {
  provider.received.length = 0;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

async function send(body: Record<string, unknown>) {
  const { POST } = await loadRoute("contact", { FORM_ENDPOINT: provider.url("/ok") });
  const answer = await read(await POST(jsonRequest("/api/contact", body)));
  return { answer, sent: provider.received.map((r) => JSON.parse(r.body) as unknown) };
}

describe("POST /api/contact with the page a quote started from", () => {
  it("delivers a registered page's path with the enquiry", async () => {
    const { answer, sent } = await send({ ...validContact, page: "/design-patent-drawings" });
    expect(answer).toEqual({ status: 200, body: { ok: true } });
    expect(sent).toEqual([{ ...validContact, page: "/design-patent-drawings" }]);
  });

  it("drops a path the registry does not have, and still delivers the enquiry", async () => {
    for (const page of ["/no-such-page", "/why-us", "/constructor", "//evil.example", 7]) {
      provider.received.length = 0;
      const { answer, sent } = await send({ ...validContact, page });
      expect(answer, String(page)).toEqual({ status: 200, body: { ok: true } });
      expect(sent, String(page)).toEqual([validContact]);
    }
  });
});
