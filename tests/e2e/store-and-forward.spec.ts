import { expect, test } from "@playwright/test";
import { receivedFor, uniqueName } from "./support/forms";

// The real server's outbox worker (started by instrumentation.ts): an enquiry the provider
// failed to take is answered with success, queued, and forwarded by the worker once the
// provider is back, exactly once. The fake provider answers 503 to the first request for a
// name holding "provider-recovers" and 200 afterwards.

test("an enquiry the provider failed is stored, answered with success and forwarded once within 30 s", async ({
  request,
}) => {
  test.setTimeout(60_000);
  const name = uniqueName("provider-recovers");
  const response = await request.post("/api/contact", {
    headers: { "x-forwarded-for": "10.253.0.1" },
    data: {
      name,
      email: "visitor@example.com",
      phone: "(202) 555-0143",
      message: "Please call me back about a design registration.",
      service: "Design",
      captchaToken: "e2e:contact",
      website: "",
    },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ ok: true });
  const requestId = response.headers()["x-request-id"];

  let received = await receivedFor(request, name);
  expect(received.map((r) => r.status)).toEqual([503]);

  await expect
    .poll(async () => (await receivedFor(request, name)).map((r) => r.status), {
      timeout: 30_000,
      intervals: [1_000],
    })
    .toEqual([503, 200]);
  received = await receivedFor(request, name);
  // Both attempts carried the request id as the idempotency key, and the phone as digits.
  expect(received.map((r) => r.headers["idempotency-key"])).toEqual([requestId, requestId]);
  expect(received[1]!.body).toMatchObject({ name, phone: "2025550143" });

  // Delivered: the worker does not send it again.
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(await receivedFor(request, name)).toHaveLength(2);
});
