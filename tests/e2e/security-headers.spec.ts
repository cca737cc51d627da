import { createHash } from "node:crypto";
import { expect, test, type APIResponse } from "@playwright/test";
import { allEntries } from "@/lib/content/registry";

// Every response of the production server carries the security headers the Mozilla
// Observatory looks for, and every page's Content-Security-Policy allows exactly the inline
// scripts that page holds (by hash, or by nonce on pages rendered per request) and nothing
// from other hosts beyond reCAPTCHA and the map frames. Plain requests, no browser: fast.

/** Sources allowed beyond this origin: reCAPTCHA v3 and the office map frames. */
const THIRD_PARTY = {
  "script-src": ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
  "frame-src": [
    "https://www.google.com/recaptcha/",
    "https://recaptcha.google.com/recaptcha/",
    "https://www.google.com/maps",
  ],
  "connect-src": ["https://www.google.com/recaptcha/"],
};

function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectCommonHeaders(response: APIResponse, where: string) {
  const headers = response.headers();
  const hsts = headers["strict-transport-security"] ?? "";
  expect(hsts, `${where}: Strict-Transport-Security`).toMatch(/max-age=\d+/);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), `${where}: HSTS max-age`).toBeGreaterThanOrEqual(
    31_536_000,
  );
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation"])
    expect(permissions, `${where}: Permissions-Policy denies ${feature}`).toMatch(
      new RegExp(`(^|,\\s*)${feature}=\\(\\)`),
    );
  expect(headers["cross-origin-opener-policy"], where).toBe("same-origin");
  expect(headers["x-powered-by"], `${where}: X-Powered-By`).toBeUndefined();
}

/** The policy of a page or an API answer: strict, and open only to what the site needs. */
function expectPagePolicy(response: APIResponse, where: string) {
  const policy = response.headers()["content-security-policy"];
  expect(policy, `${where}: Content-Security-Policy`).toBeTruthy();
  expect(policy, where).not.toContain("'unsafe-eval'");
  const d = directives(policy!);
  expect(d.get("default-src"), where).toEqual(["'self'"]);
  expect(d.get("frame-ancestors"), where).toEqual(["'none'"]);
  expect(d.get("object-src"), where).toEqual(["'none'"]);
  expect(d.get("base-uri"), where).toEqual(["'self'"]);
  expect(d.get("form-action"), where).toEqual(["'self'"]);

  const scriptSrc = d.get("script-src") ?? [];
  expect(scriptSrc, where).not.toContain("'unsafe-inline'");
  const unexpected = scriptSrc.filter(
    (source) =>
      source !== "'self'" &&
      !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(source) &&
      !/^'nonce-[A-Za-z0-9+/]+=*'$/.test(source) &&
      !THIRD_PARTY["script-src"].includes(source),
  );
  expect(unexpected, `${where}: script sources beyond this origin and reCAPTCHA`).toEqual([]);
  for (const name of ["frame-src", "connect-src"] as const) {
    const extra = (d.get(name) ?? []).filter(
      (source) => source !== "'self'" && !THIRD_PARTY[name].includes(source),
    );
    expect(extra, `${where}: ${name} beyond what reCAPTCHA and the maps need`).toEqual([]);
  }
  return d;
}

/** Inline executable scripts of a page: each must be allowed by a hash or carry the nonce. */
function expectInlineScriptsAllowed(html: string, scriptSrc: string[], where: string) {
  const blocked: string[] = [];
  for (const [, attributes, body] of html.matchAll(
    /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g,
  )) {
    if (/type=["']?application\/(ld\+)?json/.test(attributes!)) continue;
    const hash = `'sha256-${createHash("sha256").update(body!, "utf8").digest("base64")}'`;
    const nonce = /\bnonce="([^"]+)"/.exec(attributes!)?.[1];
    if (scriptSrc.includes(hash) || (nonce && scriptSrc.includes(`'nonce-${nonce}'`))) continue;
    blocked.push(body!.slice(0, 60));
  }
  expect(blocked, `${where}: inline scripts the policy would block`).toEqual([]);
}

test.describe("security headers on every registered route", () => {
  for (const entry of allEntries()) {
    test(`${entry.path} carries the headers and a policy that allows its own inline scripts`, async ({
      request,
    }) => {
      const response = await request.get(entry.path);
      expect(response.status()).toBe(200);
      expectCommonHeaders(response, entry.path);
      const d = expectPagePolicy(response, entry.path);
      expectInlineScriptsAllowed(await response.text(), d.get("script-src") ?? [], entry.path);
    });
  }
});

test("a page rendered per request (search results) is allowed its scripts by a fresh nonce", async ({
  request,
}) => {
  const first = await request.get("/search?q=patent");
  expect(first.status()).toBe(200);
  expectCommonHeaders(first, "/search");
  const d = expectPagePolicy(first, "/search");
  expectInlineScriptsAllowed(await first.text(), d.get("script-src") ?? [], "/search");
  const nonce = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
  const second = await request.get("/search?q=patent");
  expect(nonce(first.headers()["content-security-policy"]!)).toBeTruthy();
  expect(nonce(second.headers()["content-security-policy"]!)).not.toBe(
    nonce(first.headers()["content-security-policy"]!),
  );
});

test("the not-found page carries the headers", async ({ request }) => {
  const response = await request.get("/no-such-page-here");
  expect(response.status()).toBe(404);
  expectCommonHeaders(response, "404");
  const d = expectPagePolicy(response, "404");
  expectInlineScriptsAllowed(await response.text(), d.get("script-src") ?? [], "404");
});

test("API answers carry the headers", async ({ request }) => {
  const config = await request.get("/api/forms/config");
  expect(config.status()).toBe(200);
  expectCommonHeaders(config, "/api/forms/config");
  expectPagePolicy(config, "/api/forms/config");
  for (const response of [
    await request.get("/api/contact"),
    await request.post("/api/careers", {
      headers: { "content-type": "text/plain", "x-forwarded-for": "10.250.0.1" },
      data: "hello",
    }),
  ]) {
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.headers()["content-type"]).toMatch(/^application\/json/);
    expectCommonHeaders(response, response.url());
    expectPagePolicy(response, response.url());
  }
});

test("built static assets carry the headers and a policy that allows nothing", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const assets = [
    /\/_next\/static\/[^"']+\.js/.exec(html)?.[0],
    /\/_next\/static\/[^"']+\.css/.exec(html)?.[0],
  ];
  for (const asset of assets) {
    expect(asset, "an asset referenced by the home page").toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expectCommonHeaders(response, asset!);
    const policy = response.headers()["content-security-policy"];
    expect(policy, `${asset}: Content-Security-Policy`).toBeTruthy();
    const d = directives(policy!);
    expect(d.get("default-src"), asset).toEqual(["'none'"]);
    expect(d.get("frame-ancestors"), asset).toEqual(["'none'"]);
    expect(policy, asset).not.toMatch(/'unsafe-(eval|inline)'/);
  }
});
