import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  perRequestScriptSources,
  scriptSourcesFor,
  type CspManifest,
} from "@/lib/server/security/csp";

const manifest: CspManifest = {
  buildId: "b1",
  pages: { "/why-us": ["sha256-layout", "sha256-why"] },
  errorPages: ["sha256-layout", "sha256-404"],
  everyPage: ["sha256-layout"],
};

describe("which inline scripts a page may run", () => {
  it("a prerendered page: its own hashes, no nonce", () => {
    expect(scriptSourcesFor(manifest, "/why-us/")).toEqual({
      hashes: ["sha256-layout", "sha256-why"],
    });
  });

  it("a page rendered per request: Next's scripts by nonce, the layout's and the error pages' by hash", () => {
    const sources = scriptSourcesFor(manifest, "/search");
    expect(sources).toMatchObject({ hashes: ["sha256-layout", "sha256-404"] });
    const policy = contentSecurityPolicy(sources);
    expect(policy).toMatch(/script-src 'self' 'sha256-layout' 'sha256-404' 'nonce-[^']+'/);
    expect(policy.match(/script-src [^;]*/)![0]).not.toContain("'unsafe-inline'");
  });

  it("a form's answer rendered for its POST: the layout's script by hash beside the nonce", () => {
    const sources = perRequestScriptSources(manifest);
    expect(sources).toMatchObject({ hashes: ["sha256-layout"] });
    expect(contentSecurityPolicy(sources)).toMatch(/'sha256-layout' 'nonce-[^']+'/);
  });

  it("no manifest: the strict policy, no inline script at all, never 'unsafe-inline'", () => {
    for (const path of ["/why-us", "/search"]) {
      const scriptSrc = contentSecurityPolicy(scriptSourcesFor(null, path)).match(
        /script-src [^;]*/,
      )![0];
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      expect(scriptSrc, path).not.toMatch(/'sha256-|'nonce-/);
      expect(scriptSrc, path).toMatch(/^script-src 'self' /);
    }
  });
});
