import { existsSync, readdirSync, readFileSync } from "node:fs";
import https from "node:https";
import path from "node:path";
import tls from "node:tls";
import { expect, test } from "@playwright/test";
import { startNginx } from "../../bench/nginx.ts";
import { baseURL } from "../../playwright.config";
import { expectNoStackTrace, expectSecurityHeaders, rawRequest } from "./support/raw-http";

// Requests the site must refuse cleanly, sent as raw HTTP so nothing normalizes the path, to the
// site as it is exposed on a Node host: deploy/nginx.conf in front of this suite's `next start`.
// Each answer comes at once, with the security headers, and without a stack trace in the body.

const HTTPS_PORT = 3187;
const hostname = "127.0.0.1";
const port = String(HTTPS_PORT);
const front = `https://${hostname}:${port}`;
const raw = (method: string, target: string, options?: Parameters<typeof rawRequest>[3]) =>
  rawRequest(front, method, target, options);

let nginx: Awaited<ReturnType<typeof startNginx>>;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  nginx = await startNginx({
    httpPort: 3186,
    httpsPort: HTTPS_PORT,
    upstreamPort: Number(new URL(baseURL).port),
  });
});
test.afterAll(async () => nginx?.stop());

test("TRACE answers 405 with the security headers on pages and API routes alike", async () => {
  for (const [target, allow] of [
    ["/", "GET, HEAD"],
    ["/contact-us", "GET, HEAD, POST"],
    ["/api/contact", "POST, OPTIONS"],
  ] as const) {
    const answer = await raw("TRACE", target);
    expect(answer.status, target).toBe(405);
    expect(answer.headers.allow, target).toBe(allow);
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
    const socket = tls.connect(Number(port), hostname, { rejectUnauthorized: false }, () => {
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
    const request = https.request(
      {
        rejectUnauthorized: false,
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

test("a page post through dot segments is screened like one to the page itself", async () => {
  for (const target of ["/api/../contact-us", "/_next/../contact-us", "/api/%2e%2e/contact-us"]) {
    // Multipart without a boundary: refused by the guard with 400, where Next answered 500.
    const malformed = await raw("POST", target, {
      headers: { "content-type": "multipart/form-data", "x-forwarded-for": "192.0.2.41" },
      body: "x",
    });
    expect(malformed.status, target).toBe(400);
    expectSecurityHeaders(malformed, target);
    expectNoStackTrace(malformed, target);
  }
  // A declared 50 MB body is refused at once, without reading it.
  const started = Date.now();
  const huge = await new Promise<number>((resolve, reject) => {
    const request = https.request(
      {
        rejectUnauthorized: false,
        host: hostname,
        port: Number(port),
        method: "POST",
        path: "/api/%2e%2e/contact-us",
        headers: {
          "content-type": "multipart/form-data; boundary=x",
          "content-length": String(50 * 1024 * 1024),
          "x-forwarded-for": "192.0.2.42",
        },
        agent: false,
      },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
        request.destroy();
      },
    );
    request.on("error", reject);
    request.write("--x\r\n");
  });
  expect(huge).toBe(413);
  expect(Date.now() - started).toBeLessThan(3_000);
});

test("a Range header never makes a static file answer 500", async () => {
  for (const range of ["bytes=abc", "bytes=5-2", "bytes=99999999-", "bytes=0-1"]) {
    const answer = await raw("GET", "/favicon.ico", { headers: { range } });
    expect([range, answer.status]).toEqual([range, 200]);
    expectSecurityHeaders(answer, range);
  }
});

test("OPTIONS * answers 400 with the security headers", async () => {
  const answer = await raw("OPTIONS", "*");
  expect(answer.status).toBe(400);
  expectSecurityHeaders(answer, "OPTIONS *");
  expectNoStackTrace(answer, "OPTIONS *");
});

test("an unknown path's 404 is never cacheable", async () => {
  for (const target of ["/no-such-page", "/services/no-such-page", "/insights/no-such-article"]) {
    const answer = await raw("GET", target);
    expect(answer.status, target).toBe(404);
    expect(answer.headers["cache-control"] ?? "", target).toMatch(/no-store/);
    expect(answer.headers["cache-control"] ?? "", target).not.toMatch(/max-age=[1-9]/);
  }
});

test("a topic asked for twice is served with the policy of the page it gets", async () => {
  const slug = "biological-sequence-search";
  const alone = await raw("GET", `/insights?tag=${slug}`);
  const twice = await raw("GET", `/insights?tag=x&tag=${slug}`);
  expect(alone.status).toBe(200);
  expect(twice.status).toBe(200);
  expect(twice.body).toBe(alone.body);
  expect(twice.headers["content-security-policy"]).toBe(alone.headers["content-security-policy"]);
});

test("a page's, a route's or a file's 405 names GET and HEAD on one Allow line", async () => {
  for (const [method, target] of [
    ["PUT", "/contact-us"],
    ["DELETE", "/"],
    ["PATCH", "/favicon.ico"],
    // Rendered per request or prerendered routes: Next answered these with 200.
    ...(["PUT", "DELETE", "PATCH"] as const).flatMap((verb) =>
      ["/og/home.png", "/search?q=patent", "/ip-deadline-calculator"].map(
        (path) => [verb, path] as const,
      ),
    ),
  ] as const) {
    const lines = await new Promise<string[]>((resolve, reject) => {
      const request = https.request(
        {
          host: hostname,
          port: Number(port),
          method,
          path: target,
          agent: false,
          rejectUnauthorized: false,
        },
        (response) => {
          response.resume();
          const allow: string[] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2)
            if (response.rawHeaders[i]!.toLowerCase() === "allow")
              allow.push(response.rawHeaders[i + 1]!);
          expect(response.statusCode, `${method} ${target}`).toBe(405);
          resolve(allow);
        },
      );
      request.on("error", reject);
      request.end();
    });
    expect(lines.length, `${method} ${target}`).toBe(1);
    expect(lines[0], `${method} ${target}`).toMatch(/GET, HEAD/);
  }
});

/** Bytes sent as they are on one connection; what the server answers before it closes. */
function rawBytes(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(Number(port), hostname, { rejectUnauthorized: false }, () =>
      socket.end(text),
    );
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer")));
  });
}

test("a request nginx cannot parse is answered with the security headers", async () => {
  for (const [request, status] of [
    ["GET / HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n", 400],
    [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 400],
  ] as const) {
    const answer = await rawBytes(request);
    expect(answer.split("\r\n")[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(answer).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im);
    expect(answer).toMatch(/^x-content-type-options: nosniff/im);
    expect(answer).toMatch(/^strict-transport-security: max-age=\d{8}/im);
  }
});

test("OPTIONS names the methods a 405 names: answered by the API routes, refused elsewhere", async () => {
  for (const [target, status, allow] of [
    ["/api/contact", 204, "POST, OPTIONS"],
    ["/api/careers", 204, "POST, OPTIONS"],
    ["/api/quote-brief", 204, "POST, OPTIONS"],
    ["/api/forms/config", 204, "GET, HEAD, OPTIONS"],
    ["/ip-deadline-calculator/calendar", 405, "GET, HEAD"],
    ["/search?q=patent", 405, "GET, HEAD"],
    ["/og/home.png", 405, "GET, HEAD"],
  ] as const) {
    const options = await raw("OPTIONS", target);
    const put = await raw("PUT", target);
    expect([target, options.status, put.status]).toEqual([target, status, 405]);
    expect(options.headers.allow, target).toBe(allow);
    expect(put.headers.allow, target).toBe(allow);
  }
  // A post to a page without a form, not an action: 405 too.
  // From a client of its own: nginx counts every post per client, and this suite posts often.
  const post = await raw("POST", "/search?q=patent", {
    headers: { "content-type": "application/json" },
    body: "{}",
    from: "127.0.2.9",
  });
  expect([post.status, post.headers.allow]).toEqual([405, "GET, HEAD"]);
});
