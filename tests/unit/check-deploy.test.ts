import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  blockedInlineScripts,
  missingHeaders,
  pageProblems,
  policyProblems,
} from "@/scripts/check-deploy.ts";

const script = 'self.__next_f.push([1,"x"])';
const hash = `sha256-${createHash("sha256").update(script).digest("base64")}`;
const page = `<html><body><script>${script}</script><script type="application/ld+json">{"@type":"Organization"}</script></body></html>`;
const strict = `default-src 'self'; script-src 'self' '${hash}'; frame-ancestors 'none'`;
const goodHeaders = new Headers({
  "content-security-policy": strict,
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "camera=()",
  "cross-origin-opener-policy": "same-origin",
  "strict-transport-security": "max-age=63072000",
});

describe("check:deploy's rules", () => {
  it("passes a page whose inline scripts its policy allows by hash, JSON data blocks aside", () => {
    expect(blockedInlineScripts(page, strict)).toEqual([]);
    expect(
      pageProblems({
        status: 200,
        expectedStatus: 200,
        headers: goodHeaders,
        html: page,
        https: true,
      }),
    ).toEqual([]);
  });

  it("names the scripts a policy without the page's hash would block", () => {
    const blocked = blockedInlineScripts(page, "script-src 'self'; frame-ancestors 'none'");
    expect(blocked.map((s) => s.hash)).toEqual([hash]);
  });

  it("accepts a script carrying the policy's nonce", () => {
    const withNonce = `<script nonce="abc">${script}</script>`;
    expect(blockedInlineScripts(withNonce, "script-src 'self' 'nonce-abc'")).toEqual([]);
    expect(blockedInlineScripts(withNonce, "script-src 'self' 'nonce-xyz'")).toHaveLength(1);
  });

  it("calls a policy with 'unsafe-inline', 'unsafe-eval' or a wildcard not strict", () => {
    expect(policyProblems("script-src 'self' 'unsafe-inline'; frame-ancestors 'none'")).toEqual([
      "script-src allows 'unsafe-inline'",
    ]);
    expect(policyProblems("default-src *; frame-ancestors 'none'")).toEqual([
      "script-src allows *",
    ]);
    expect(policyProblems("script-src 'self' 'unsafe-eval'")).toEqual([
      "script-src allows 'unsafe-eval'",
      "no frame-ancestors",
    ]);
    expect(policyProblems(null)).toEqual(["no Content-Security-Policy"]);
  });

  it("lists missing security headers, HSTS only over HTTPS", () => {
    const bare = new Headers({ "x-content-type-options": "nosniff" });
    expect(missingHeaders(bare, false)).toEqual([
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
    ]);
    expect(missingHeaders(bare, true)).toContain("strict-transport-security");
  });

  it("reports a page answering another status than expected", () => {
    const problems = pageProblems({
      status: 500,
      expectedStatus: 200,
      headers: goodHeaders,
      html: page,
      https: true,
    });
    expect(problems).toEqual(["answered 500, expected 200"]);
  });
});
