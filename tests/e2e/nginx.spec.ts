import tls from "node:tls";
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
} from "@playwright/test";
import { allEntries } from "@/lib/content/registry";
import { startNginx } from "../../bench/nginx.ts";
import { baseURL } from "../../playwright.config";

// deploy/nginx.conf run for real (Debian's nginx, a self-signed certificate made at test time)
// in front of this suite's `next start`, which names 127.0.0.1 as its trusted proxy.

test.describe.configure({ mode: "serial" });

let nginx: { origin: string; httpOrigin: string; stop: () => Promise<void> };
let viaNginx: APIRequestContext;

test.beforeAll(async () => {
  nginx = await startNginx({
    httpPort: 3196,
    httpsPort: 3197,
    upstreamPort: Number(new URL(baseURL).port),
  });
  viaNginx = await playwrightRequest.newContext({ ignoreHTTPSErrors: true, maxRedirects: 0 });
});
test.afterAll(async () => {
  await viaNginx?.dispose();
  await nginx?.stop();
});

test("every page through nginx keeps its own CSP, served from the cache the second time", async ({
  request,
}) => {
  for (const entry of allEntries()) {
    const direct = (await request.get(entry.path)).headers()["content-security-policy"];
    expect(direct, entry.path).toContain("script-src");
    const first = await viaNginx.get(`${nginx.origin}${entry.path}`);
    const second = await viaNginx.get(`${nginx.origin}${entry.path}`);
    expect(first.status(), entry.path).toBe(200);
    expect(second.status(), entry.path).toBe(200);
    // A page rendered per request (the deadline calculator reads its query string) carries a
    // fresh nonce each time and must never come from the cache.
    const perRequest = direct!.includes("'nonce-");
    if (perRequest) expect(second.headers()["x-cache-status"], entry.path).not.toBe("HIT");
    else expect(second.headers()["x-cache-status"], entry.path).toBe("HIT");
    for (const response of [first, second]) {
      const policy = response.headers()["content-security-policy"];
      if (perRequest) expect(policy, entry.path).toMatch(/'nonce-(?!.*'nonce-)/);
      else expect(policy, entry.path).toBe(direct);
      expect(response.headers()["strict-transport-security"], entry.path).toMatch(/max-age=/);
      expect(response.headers()["x-content-type-options"], entry.path).toBe("nosniff");
    }
  }
});

test("search results are never cached: each answer has a fresh nonce", async () => {
  const nonces = [];
  for (let i = 0; i < 2; i++) {
    const response = await viaNginx.get(`${nginx.origin}/search?q=trademark`);
    expect(response.status()).toBe(200);
    expect(response.headers()["x-cache-status"]).not.toBe("HIT");
    nonces.push(/'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)?.[1]);
  }
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).not.toBe(nonces[0]);
});

test("/.well-known/security.txt is served through nginx as next start serves it", async ({
  request,
}) => {
  const direct = await request.get("/.well-known/security.txt");
  const proxied = await viaNginx.get(`${nginx.origin}/.well-known/security.txt`);
  expect(proxied.status()).toBe(200);
  expect(proxied.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await proxied.text()).toBe(await direct.text());
  expect(await proxied.text()).toMatch(/^Contact: mailto:security@example\.com$/m);
});

test("the API is passed through uncached, with bodies over 16 KiB refused by nginx", async () => {
  const config = await viaNginx.get(`${nginx.origin}/api/forms/config`);
  expect(config.status()).toBe(200);
  expect(config.headers()["x-cache-status"]).toBeUndefined();
  expect(await config.json()).toEqual({ siteKey: "e2e-site-key" });

  const tooLarge = await viaNginx.post(`${nginx.origin}/api/contact`, {
    headers: { "content-type": "application/json" },
    data: JSON.stringify({ message: "x".repeat(20_000) }),
  });
  expect(tooLarge.status()).toBe(413);
  expect((await tooLarge.json()).error).toMatch(/too large/);
  expect(tooLarge.headers()["content-security-policy"]).toMatch(/default-src 'none'/);
  expect(tooLarge.headers()["strict-transport-security"]).toMatch(/max-age=/);
});

test("the client is the address nginx saw: a forged X-Forwarded-For does not escape the rate limit", async () => {
  // Five submissions a minute per address (start-server.ts); each one forges a new address.
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const response = await viaNginx.post(`${nginx.origin}/api/careers`, {
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `10.254.0.${i + 1}`,
        "x-real-ip": `10.254.1.${i + 1}`,
      },
      data: "{}",
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
});

test("plain HTTP is redirected to HTTPS", async () => {
  const response = await viaNginx.get(`${nginx.httpOrigin}/careers`);
  expect(response.status()).toBe(301);
  expect(response.headers().location).toMatch(/^https:\/\/[^/]+\/careers$/);
});

test("a form posted through nginx on a non-standard port passes the Origin check", async () => {
  // nginx listens on a port of its own: the Origin names it, and so must the Host nginx passes on.
  const response = await viaNginx.post(`${nginx.origin}/contact-us`, {
    headers: { origin: nginx.origin, "x-forwarded-for": "10.252.0.9" },
    multipart: { name: "Port Visitor" },
  });
  expect(new URL(nginx.origin).port).not.toBe("");
  expect(response.status()).not.toBe(403);
  expect(response.status()).toBeLessThan(500);
});

/** Bytes sent as they are over TLS to nginx; what it answers, or "" if it says nothing in 3 s. */
function overTls(text: string): Promise<string> {
  const { hostname, port } = new URL(nginx.origin);
  return new Promise((resolve, reject) => {
    const socket = tls.connect(Number(port), hostname, { rejectUnauthorized: false }, () =>
      socket.write(text),
    );
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(3_000, () => {
      socket.destroy();
      resolve(answer);
    });
  });
}

test("an upgrade request is answered as a plain request, never left hanging", async () => {
  for (const target of ["/api/x", "/_next/x", "/"]) {
    const answer = await overTls(
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
    );
    const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
    expect([target, status]).toEqual([target, target === "/" ? "200" : "404"]);
    expect(answer).toMatch(/^content-security-policy: /im);
  }
});

test("PUT, DELETE, PATCH and TRACE on pages are refused by nginx, with the headers", async () => {
  for (const method of ["PUT", "DELETE", "PATCH", "TRACE"])
    for (const target of ["/", "/contact-us", "/patent-drafting"]) {
      const answer = await overTls(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, `${method} ${target}`).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer, `${method} ${target}`).toMatch(
        target === "/contact-us" ? /^allow: GET, HEAD, POST\r$/im : /^allow: GET, HEAD\r$/im,
      );
      expect(answer).toMatch(/^content-security-policy: default-src 'none'/im);
      expect(answer).toMatch(/^strict-transport-security: max-age=/im);
      expect(answer).not.toMatch(/nginx\//);
    }
});

test("a path with an empty segment is refused by nginx rather than redirected", async () => {
  for (const [method, target] of [
    ["POST", "//x/contact-us"],
    ["GET", "//contact-us"],
    ["GET", "/insights//x"],
  ]) {
    const answer = await overTls(
      `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    expect(answer, `${method} ${target}`).toMatch(/^HTTP\/1\.1 404 /);
    expect(answer).toMatch(/^content-security-policy: default-src 'none'/im);
  }
  // The query string may hold a double slash.
  const search = await viaNginx.get(`${nginx.origin}/search?q=https%3A//x`);
  expect(search.status()).toBe(200);
});
