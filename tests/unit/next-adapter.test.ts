import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "@/scripts/csp-hashes.ts";
import { buildInputs, uncoveredPagesIn } from "@/scripts/next-adapter.ts";
import type { CspManifest } from "@/scripts/site-build.ts";

// The shape of Next's onBuildComplete outputs, cut down to what the adapter reads.
const outputs = {
  prerenders: [
    { pathname: "/", fallback: { filePath: "/b/route-cache/a/$/index.html" } },
    { pathname: "/index.rsc", fallback: { filePath: "/b/route-cache/a/$/index.rsc" } },
    { pathname: "/why-us", fallback: { filePath: "/b/route-cache/c/$/why-us.html" } },
    { pathname: "/_global-error", fallback: { filePath: "/b/route-cache/d/$/_global-error.html" } },
    { pathname: "/og/home.png", fallback: { filePath: "/b/route-cache/e/$/home.png.body" } },
  ],
  staticFiles: [
    { pathname: "/_next/static/chunks/a.js", filePath: "/b/static/chunks/a.js" },
    { pathname: "/_next/static/chunks/site.css", filePath: "/b/static/chunks/site.css" },
    { pathname: "/_next/static/media/inter.woff2", filePath: "/b/static/media/inter.woff2" },
    { pathname: "/404", filePath: "/b/server/pages/404.html" },
    { pathname: "/500", filePath: "/b/server/pages/500.html" },
    { pathname: "/robots.txt", filePath: "/b/route-cache/f/$/robots.txt.body" },
  ],
};

describe("the site's Next adapter", () => {
  const inputs = buildInputs({ outputs, distDir: "/b", buildId: "x" });

  it("finishes every prerendered HTML page served at its own path, and nothing else", () => {
    expect(inputs.pages).toEqual([
      { route: "/", file: "/b/route-cache/a/$/index.html" },
      { route: "/why-us", file: "/b/route-cache/c/$/why-us.html" },
    ]);
  });

  it("rewrites the 404 page like any page and only hashes the global error page", () => {
    expect(inputs.errorPages).toEqual([
      { file: "/b/server/pages/404.html", optimize: true },
      { file: "/b/server/pages/500.html", optimize: false },
    ]);
  });

  it("marks the client chunks and finds the stylesheet by its URL", () => {
    expect(inputs.chunks).toEqual(["/b/static/chunks/a.js"]);
    expect(inputs.staticFile("/_next/static/chunks/site.css")).toBe("/b/static/chunks/site.css");
  });

  it("finds the pages of a platform's output whose scripts the manifest does not cover", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "adapter-output-"));
    mkdirSync(path.join(dir, "functions"));
    const finished = "<script>finished()</script>";
    const other = "<script>finished()</script><script>notHashed()</script>";
    const manifest = {
      pages: { "/why-us": inlineScriptHashes(finished) },
      errorPages: [],
    } as unknown as CspManifest;
    writeFileSync(path.join(dir, "functions", "why-us.prerender-fallback.html"), finished);
    writeFileSync(path.join(dir, "functions", "careers.prerender-fallback.html"), other);
    writeFileSync(path.join(dir, "functions", "_global-error.prerender-fallback.html"), other);
    expect(uncoveredPagesIn(dir, manifest)).toEqual([
      path.join(dir, "functions", "careers.prerender-fallback.html"),
    ]);
    expect(uncoveredPagesIn(path.join(dir, "missing"), manifest)).toBeNull();
  });
});
