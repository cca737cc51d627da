import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expectSecurityHeaders, rawRequest } from "./support/raw-http";

// lib/request-guard.ts runs only if Next's server keeps emitting each request through Node's
// http.Server: these fail when it stops, or when the guard's steps run out of order.

const post = (client: string) =>
  rawRequest(baseURL, "POST", "/contact-us", {
    // Multipart without a boundary: only the guard reads the body and refuses it (400).
    headers: { "content-type": "multipart/form-data", "x-forwarded-for": client },
    body: "x",
  });

test("TRACE, which never reaches the proxy, is answered by the guard", async () => {
  const answer = await rawRequest(baseURL, "TRACE", "/");
  expect(answer.status).toBe(405);
  expect(answer.body).toBe("Method Not Allowed\n");
  expectSecurityHeaders(answer, "TRACE /");
});

test("the client-address proof comes before the guard's rate limit", async () => {
  // Without the proof, every client counts as one unknown address: the second would meet 429.
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push((await post("10.249.0.1")).status);
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  expect((await post("10.249.0.2")).status).toBe(400);
});
