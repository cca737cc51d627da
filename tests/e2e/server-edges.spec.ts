import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expectNoStackTrace, expectSecurityHeaders, rawRequest } from "./support/raw-http";

// Requests `next start` must refuse cleanly, sent as raw HTTP so nothing normalizes the path:
// each answer comes at once, with the security headers, and without a stack trace in the body.

const { hostname, port } = new URL(baseURL);
const raw = (method: string, target: string, options?: Parameters<typeof rawRequest>[3]) =>
  rawRequest(baseURL, method, target, options);

test("TRACE answers 405 with the security headers on pages and API routes alike", async () => {
  for (const target of ["/", "/contact-us", "/api/contact"]) {
    const answer = await raw("TRACE", target);
    expect(answer.status, target).toBe(405);
    expect(answer.headers.allow, target).toMatch(/GET/);
    expectSecurityHeaders(answer, `TRACE ${target}`);
    expectNoStackTrace(answer, target);
  }
});

test("malformed percent-encoding answers 400 with the security headers", async () => {
  for (const target of ["/%ff", "/%", "/contact-us%zz", "/api/contact%e2%82"]) {
    const answer = await raw("GET", target);
    expect(answer.status, target).toBe(400);
    expectSecurityHeaders(answer, target);
    expectNoStackTrace(answer, target);
  }
});

test("an encoded slash answers 404 at once, not cacheable, instead of looping", async () => {
  for (const [method, target] of [
    ["POST", "/api%2fcontact"],
    ["GET", "/api%2Fcontact"],
    ["GET", "/api/forms%2fconfig"],
  ] as const) {
    const answer = await raw(method, target, {
      headers: { "content-type": "application/json" },
      body: method === "POST" ? "{}" : undefined,
    });
    expect(answer.status, target).toBe(404);
    expect(answer.ms, `${target} answered quickly`).toBeLessThan(3_000);
    expect(answer.headers["cache-control"] ?? "", target).not.toMatch(/max-age=[1-9]/);
    expectSecurityHeaders(answer, target);
    expectNoStackTrace(answer, target);
  }
  // Other unknown API paths are not cacheable either.
  for (const target of ["/api/forms/nope", "/api/nope"]) {
    const answer = await raw("GET", target);
    expect(answer.status, target).toBe(404);
    expect(answer.headers["cache-control"] ?? "", target).not.toMatch(/max-age=[1-9]/);
    expectSecurityHeaders(answer, target);
  }
  // The server still serves the form afterwards.
  expect((await raw("GET", "/api/forms/config")).status).toBe(200);
});

test("a trailing-slash redirect carries the security headers", async () => {
  for (const target of ["/careers/", "/contact-us/"]) {
    const answer = await raw("GET", target);
    expect(answer.status, target).toBe(308);
    expect(answer.headers.location, target).toBe(target.slice(0, -1));
    expectSecurityHeaders(answer, target);
  }
});

test("an API body declared too large is refused with 413 at once", async () => {
  // Declares 20,000 bytes and sends 7: the answer must not wait for the rest.
  const answer = await new Promise<{ text: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(
        "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
          "X-Forwarded-For: 10.252.0.1\r\nContent-Length: 20000\r\n\r\n" +
          '{"a":1}',
      );
    });
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk;
      if (text.includes("\r\n\r\n")) {
        socket.destroy();
        resolve({ text, ms: Date.now() - started });
      }
    });
    socket.on("error", reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error("no answer within 5 s"));
    }, 5_000);
  });
  expect(answer.text).toMatch(/^HTTP\/1\.1 413/);
  expect(answer.text.toLowerCase()).toContain("content-security-policy:");
  expect(answer.ms).toBeLessThan(2_000);
});

test("a chunked API body is refused with 413 once it passes 16 KiB, not when it ends", async () => {
  const started = Date.now();
  const answer = await new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port: Number(port),
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.252.0.2" },
        agent: false,
      },
      (response) => {
        resolve({ status: response.statusCode!, ms: Date.now() - started });
        response.resume();
        request.destroy();
      },
    );
    request.on("error", (error) => {
      if (!(error as NodeJS.ErrnoException).code?.startsWith("ECONNRESET")) reject(error);
    });
    // 20 KB at once, then hold the request open for 8 s before ending it.
    request.write(`{"message":"${"x".repeat(20_000)}`);
    setTimeout(() => request.end('"}'), 8_000);
  });
  expect(answer.status).toBe(413);
  expect(answer.ms).toBeLessThan(4_000);
});

/** Every file under a folder (none when it does not exist). */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test("the image optimizer is off: /_next/image answers 404 and writes nothing to its cache", async () => {
  const cache = path.join(".next", "cache", "images");
  const before = filesUnder(cache);
  for (const width of [64, 128, 256]) {
    const target = `/_next/image?url=%2Fapple-icon&w=${width}&q=75`;
    const answer = await raw("GET", target);
    expect(answer.status, target).toBe(404);
    expectSecurityHeaders(answer, target);
  }
  expect(filesUnder(cache)).toEqual(before);
});

test("the CSP manifest is in the proxy's trace, so Vercel packages it with the function", () => {
  // Next 16 builds proxy.ts to the middleware entry; its trace lists the files it needs.
  const traceFile = path.join(".next", "server", "middleware.js.nft.json");
  const trace = JSON.parse(readFileSync(traceFile, "utf8")) as { files: string[] };
  const listed = trace.files.map((file) => path.resolve(path.dirname(traceFile), file));
  const manifest = path.resolve(".next", "csp-manifest.json");
  expect(listed).toContain(manifest);
  expect(existsSync(manifest)).toBe(true);
});
