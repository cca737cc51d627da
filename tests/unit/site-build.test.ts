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
    // React's stylesheet lookup and the router's history call (lib/build/next-contract.ts).
    chunks: [
      file(
        "a.js",
        `function fg(e){return'link[rel="stylesheet"]['+e+"]"}` +
          'n.pendingPush?window.history.pushState(a,"",r):0',
      ),
    ],
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
    expect(() => finishBuild(build)).toThrow(
      /2 pages hashed, but Next prerendered 3 HTML routes .*\/contact-us/,
    );
  });

  it("fails the build when Next prerendered no pages at all", () => {
    const build = { ...fakeBuild([]), pages: [] };
    expect(() => finishBuild(build)).toThrow(/0 pages hashed, but Next prerendered 0/);
  });

  it("serves a page of a shape it does not know as Next wrote it, hashed, and reports it", () => {
    const build = fakeBuild(["/", "/why-us"]);
    const plain = "<html><body><script>plain()</script></body></html>";
    writeFileSync(build.pages[1]!.file, plain);
    const { manifest } = finishBuild(build);
    expect(readFileSync(build.pages[1]!.file, "utf8")).toBe(plain);
    expect(manifest.pages["/why-us"]).toEqual(inlineScriptHashes(plain));
    expect(manifest.optimisations.pages.deferChunks.off).toEqual([
      { assumption: "chunk script tag", found: "no chunk script found", routes: ["/why-us"] },
    ]);
  });
});
