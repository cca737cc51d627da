import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installRequestGuard } from "@/lib/request-guard";

// lib/request-guard.ts on a plain Node server standing in for Next's (which answers as Next
// does on the paths below): what reaches the handler, and the headers of what it answers.
// tests/e2e/server-edges.spec.ts checks the same against `next start`.

let server: http.Server;
let port: number;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  installRequestGuard({ countRefusedPost: async () => 0 });
  server = http.createServer((req, res) => {
    seen.push(req.headers);
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

function get(path: string, method = "GET", headers: Record<string, string> = {}) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.request({ port, host: "127.0.0.1", path, method, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(res));
    });
    request.on("error", reject);
    request.end();
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
    const response = await get("/contact-us", "PUT");
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
});
