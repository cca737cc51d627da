import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "@/scripts/csp-hashes.ts";
import { finishBuild } from "@/scripts/site-build.ts";

// A build directory cut down to what the step reads: Next's prerender manifest, two pages, the
// stylesheet and one chunk.
function fakeBuild(prerendered: string[]) {
  const distDir = mkdtempSync(path.join(tmpdir(), "site-build-"));
  const routes = Object.fromEntries(
    prerendered.map((route) => [route, { dataRoute: `${route === "/" ? "/index" : route}.rsc` }]),
  );
  routes["/robots.txt"] = { dataRoute: null } as never;
  writeFileSync(path.join(distDir, "prerender-manifest.json"), JSON.stringify({ routes }));
  mkdirSync(path.join(distDir, "server"));
  const html = (title: string) =>
    '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
    '<script src="/_next/static/chunks/a.js" async=""></script><script>layoutFont()</script></head>' +
    `<body><header></header><main id="main"><h1>${title}</h1></main>` +
    `<script>self.__next_f.push([1,"${title}"])</script></body></html>`;
  const file = (name: string, text: string) => {
    const full = path.join(distDir, name);
    writeFileSync(full, text);
    return full;
  };
  return {
    distDir,
    buildId: "b1",
    builtBy: "test",
    pages: [
      { route: "/", file: file("index.html", html("Home")) },
      { route: "/why-us", file: file("why-us.html", html("Why us")) },
    ],
    errorPages: [{ file: file("404.html", html("Not found")), optimize: true }],
    chunks: [file("a.js", "console.log(1)")],
    staticFile: () => file("site.css", "h1{color:navy}"),
  };
}

describe("finishBuild", () => {
  it("rewrites every page, hashes its scripts into the manifest and marks the chunks", () => {
    const build = fakeBuild(["/", "/why-us", "/_not-found", "/_global-error"]);
    const { manifest, manifestFile } = finishBuild(build);
    expect(Object.keys(manifest.pages).sort()).toEqual(["/", "/why-us"]);
    // The layout's script, the page's own, the early chunk fetch before <main> and the loader
    // that replaces the chunk tag.
    expect(manifest.pages["/why-us"]).toHaveLength(4);
    expect(manifest.errorPages).toHaveLength(4);
    // What every page carries, which pages rendered per request may run too: not the pages' own.
    expect(manifest.everyPage).toHaveLength(3);
    expect(manifest.everyPage).toContain(inlineScriptHashes("<script>layoutFont()</script>")[0]);
    expect(manifest.everyPage).not.toContain(
      inlineScriptHashes('<script>self.__next_f.push([1,"Home"])</script>')[0],
    );
    expect(JSON.parse(readFileSync(manifestFile, "utf8")).buildId).toBe("b1");
    expect(readFileSync(build.pages[1]!.file, "utf8")).toContain("<style>h1{color:navy}</style>");
    expect(readFileSync(build.chunks[0]!, "utf8")).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  });

  it("fails the build when Next prerendered a page it was not given", () => {
    const build = fakeBuild(["/", "/why-us", "/contact-us"]);
    expect(() => finishBuild(build)).toThrow(/2 pages rewritten .* 3 HTML routes .*\/contact-us/);
  });

  it("fails the build when Next prerendered no pages at all", () => {
    const build = { ...fakeBuild([]), pages: [] };
    expect(() => finishBuild(build)).toThrow(
      /0 pages rewritten and hashed, but Next prerendered 0/,
    );
  });

  it("fails the build, naming the page, when a page does not have the shape it rewrites", () => {
    const build = fakeBuild(["/", "/why-us"]);
    writeFileSync(build.pages[1]!.file, "<html><body>plain</body></html>");
    expect(() => finishBuild(build)).toThrow(/could not rewrite \/why-us/);
  });
});
