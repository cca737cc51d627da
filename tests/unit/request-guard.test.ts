import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryRateLimiter } from "@/lib/rate-limit";
import { ACTION_FORWARDED_HEADER, clientAddress } from "@/lib/request";
import { installRequestGuard } from "@/lib/request-guard";

// lib/request-guard.ts on a plain Node server standing in for Next's (which answers as Next
// does on the paths below): what reaches the handler, and the headers of what it answers.
// tests/e2e/server-edges.spec.ts checks the same against `next start`.

let server: http.Server;
let port: number;
const seen: http.IncomingHttpHeaders[] = [];

// As the README deploys it: nginx on the same host, TRUSTED_PROXY=127.0.0.1. A client is
// another loopback address (127.0.0.3), which the proxy is not.
const TRUSTED = ["127.0.0.1"];
const CLIENT = "127.0.0.3";
const policy = { trustedProxies: TRUSTED, onVercel: false };
// One limiter for the posts the "action" takes and the ones the guard refuses, as
// lib/forms/server.ts shares its own: five a minute per client.
const limiter = createMemoryRateLimiter({ limit: 5, windowMs: 60_000 });
const keyOf = (headers: http.IncomingHttpHeaders) => {
  const copy = new Headers();
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) copy.set(name, Array.isArray(value) ? value.join(", ") : value);
  return clientAddress(copy, policy);
};
/** The client address each post the stand-in for the form's action took was counted under. */
const actionKeys: string[] = [];

/**
 * What Next does with a server action whose page does not have it: posts it again, every
 * header copied, from this process to the page that does (createForwardedActionResponse).
 */
function forwardAction(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) {
  const headers: Record<string, string> = { "x-action-forwarded": "1" };
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined && !["host", "connection", "content-length"].includes(name))
      headers[name] = Array.isArray(value) ? value.join(", ") : value;
  fetch(`http://127.0.0.1:${port}/contact-us`, {
    method: "POST",
    headers,
    body: new Uint8Array(body),
  }).then(
    async (answer) => res.writeHead(answer.status).end(await answer.text()),
    () => res.writeHead(500).end(),
  );
}

beforeAll(async () => {
  installRequestGuard({
    countRefusedPost: async (request) => {
      const limit = await limiter.hit(keyOf(request.headers));
      return limit.allowed ? 0 : limit.retryAfterSeconds;
    },
    trustedProxies: TRUSTED,
  });
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    if (req.method === "POST") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks);
        // The contact form's action lives on /contact-us only.
        if (req.url !== "/contact-us") return forwardAction(req, res, body);
        const key = keyOf(req.headers);
        actionKeys.push(key);
        limiter.hit(key).then((limit) => res.writeHead(limit.allowed ? 200 : 429).end());
      });
      return;
    }
    if (req.url === "/missing") {
      res.setHeader("cache-control", "s-maxage=31536000");
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("not found");
    }
    if (req.method === "PUT") {
      res.setHeader("Allow", ["GET", "HEAD"]);
      res.statusCode = 405;
      return res.end("Method Not Allowed");
    }
    res.end("whole file");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(
  path: string,
  method = "GET",
  headers: Record<string, string> = {},
  { body, from }: { body?: string; from?: string } = {},
) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request(
      { port, host: "127.0.0.1", path, method, headers, localAddress: from },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

function rawBytes(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("the request guard", () => {
  it("hands Next no Range, so a static file is whole, 200, whatever the range", async () => {
    for (const range of ["bytes=abc", "bytes=5-2", "bytes=99999999-"]) {
      seen.length = 0;
      const response = await get("/favicon.ico", "GET", { range, "if-range": "x" });
      expect(response.statusCode).toBe(200);
      expect(seen[0]!.range).toBeUndefined();
      expect(seen[0]!["if-range"]).toBeUndefined();
    }
  });

  it("makes a 404 uncacheable, whatever the page set", async () => {
    const response = await get("/missing");
    expect(response.statusCode).toBe(404);
    expect(response.headers["cache-control"]).toMatch(/no-store/);
    expect(response.headers["cache-control"]).not.toMatch(/max-age=[1-9]/);
  });

  it("sends a list-valued Allow on one line", async () => {
    const response = await get("/api/contact", "PUT");
    expect(response.statusCode).toBe(405);
    const lines = response.rawHeaders.filter(
      (_, i) => i % 2 === 0 && /^allow$/i.test(response.rawHeaders[i]!),
    );
    expect(lines).toHaveLength(1);
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("answers 405 naming GET and HEAD to any other method on a static file", async () => {
    for (const [method, target] of [
      ["PATCH", "/favicon.ico"],
      ["POST", "/favicon.ico"],
      ["DELETE", "/_next/static/chunks/app.js"],
    ]) {
      seen.length = 0;
      const response = await get(target!, method);
      expect([method, target, response.statusCode]).toEqual([method, target, 405]);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(seen).toHaveLength(0);
    }
  });

  it("answers OPTIONS * with 400 and the security headers", async () => {
    const answer = await rawBytes("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im);
  });

  it("answers a request Node cannot parse with the security headers", async () => {
    for (const [request, status] of [
      ["GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n", 400],
      [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const answer = await rawBytes(request);
      expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(answer).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im);
      expect(answer).toMatch(/^x-content-type-options: nosniff/im);
    }
  });

  it("answers 405 with one Allow line to PUT, DELETE, PATCH and OPTIONS on pages and routes outside /api", async () => {
    for (const [target, allow] of [
      ["/og/home.png", "GET, HEAD"],
      ["/search?q=patent", "GET, HEAD"],
      ["/ip-deadline-calculator", "GET, HEAD"],
      ["/contact-us", "GET, HEAD, POST"],
    ] as const)
      for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
        seen.length = 0;
        const response = await get(target, method);
        expect([method, target, response.statusCode]).toEqual([method, target, 405]);
        const lines = response.rawHeaders.filter((name, i) => i % 2 === 0 && /^allow$/i.test(name));
        expect(lines).toHaveLength(1);
        expect(response.headers.allow).toBe(allow);
        expect(seen).toHaveLength(0);
      }
  });
});

describe("forwarded addresses and server actions", () => {
  const FORM = "multipart/form-data; boundary=xyz";
  const field = (name: string, value: string) =>
    `--xyz\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  // An action called from script, as React encodes (state, FormData).
  const ACTION = field("0", '["$undefined","$K1"]') + field("_1_name", "Ada") + "--xyz--\r\n";
  const forwarded = (n: number) => ({
    "x-forwarded-for": `198.51.100.${n}`,
    "x-real-ip": `198.51.100.${n}`,
    forwarded: `for=198.51.100.${n}`,
  });

  it("hands Next no forwarding headers from a peer that is not the trusted proxy", async () => {
    seen.length = 0;
    await get(
      "/",
      "GET",
      { ...forwarded(1), "x-forwarded-host": "evil.example" },
      { from: CLIENT },
    );
    await get("/", "GET", forwarded(2));
    expect(seen[0]!["x-forwarded-for"]).toBeUndefined();
    expect(seen[0]!["x-real-ip"]).toBeUndefined();
    expect(seen[0]!.forwarded).toBeUndefined();
    expect(seen[0]!["x-forwarded-host"]).toBeUndefined();
    expect(seen[1]!["x-forwarded-for"]).toBe("198.51.100.2");
  });

  it("refuses the sixth post from one client whatever its path and X-Forwarded-For", async () => {
    actionKeys.length = 0;
    const post = (path: string, n: number, headers: Record<string, string> = {}) =>
      get(
        path,
        "POST",
        { "content-type": FORM, ...forwarded(n), ...headers },
        { body: ACTION, from: CLIENT },
      );
    for (let n = 1; n <= 5; n++) expect((await post("/contact-us", n)).statusCode).toBe(200);
    const sixth = [];
    for (const [n, path] of [
      "/contact-us",
      "/api/nonexistent",
      "/_next/whatever",
      "/api/..;/contact-us",
      "/api/%252e%252e/contact-us",
      "/careers",
    ].entries()) {
      sixth.push([path, (await post(path, 10 + n)).statusCode]);
      sixth.push([path, (await post(path, 20 + n, { "next-action": "0123abcd" })).statusCode]);
    }
    for (const [path, status] of sixth) expect([path, status]).toEqual([path, 429]);
    expect(new Set(actionKeys)).toEqual(new Set([CLIENT]));
  });

  it("keeps the original client's address on Next's own forwarding of an action", async () => {
    actionKeys.length = 0;
    // A client the limiter has not seen, posting /contact-us's action to /careers: Next (here
    // its stand-in) forwards it to /contact-us from 127.0.0.1, the trusted proxy.
    const from = "127.0.0.4";
    const statuses = [];
    for (let n = 1; n <= 6; n++)
      statuses.push(
        (
          await get(
            "/careers",
            "POST",
            { "content-type": FORM, "next-action": "0123abcd", ...forwarded(30 + n) },
            { body: ACTION, from },
          )
        ).statusCode,
      );
    expect(actionKeys).toEqual(Array(6).fill(from));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("stands in for what Next really does when it forwards an action", () => {
    // An upgrade of Next that forwards otherwise must be read against lib/request.ts.
    const handler = readFileSync(
      "node_modules/next/dist/server/app-render/action-handler.js",
      "utf8",
    );
    expect(handler).toContain("const forwardedHeaders = getForwardedHeaders(req, res);");
    expect(handler).toContain(`forwardedHeaders.set('${ACTION_FORWARDED_HEADER}', '1');`);
    expect(handler).toContain("const requestHeaders = req.headers;");
  });

  it("does not take a client's own X-Action-Forwarded or socket-address headers for Next's", async () => {
    seen.length = 0;
    await get(
      "/",
      "GET",
      { "x-action-forwarded": "1", "x-socket-address": "203.0.113.9", ...forwarded(40) },
      { from: CLIENT },
    );
    expect(seen[0]!["x-action-forwarded"]).toBeUndefined();
    expect(seen[0]!["x-socket-address"]).toBe(CLIENT);
  });

  it("refuses an action posted to a path without a form from another site's page with 403", async () => {
    for (const path of ["/api/nonexistent", "/_next/whatever", "/api/..;/contact-us"]) {
      const response = await get(
        path,
        "POST",
        { "content-type": FORM, origin: "https://evil.example" },
        { body: ACTION, from: "127.0.0.5" },
      );
      expect([path, response.statusCode]).toEqual([path, 403]);
    }
  });

  it("answers 400 to arguments or a router state Next cannot decode, counted by the rate limit", async () => {
    const from = "127.0.0.6";
    const statuses = [];
    for (const args of ['["$nabc","$K1"]', '["$F5","$K1"]', '["$T","$K1"]', '["$0","$K1"]'])
      statuses.push(
        (
          await get(
            "/contact-us",
            "POST",
            { "content-type": FORM, "next-action": "0123abcd" },
            { body: field("0", args) + field("_1_name", "Ada") + "--xyz--\r\n", from },
          )
        ).statusCode,
      );
    for (const state of ["%5B", "%"])
      statuses.push(
        (await get("/", "GET", { rsc: "1", "next-router-state-tree": state }, { from })).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
