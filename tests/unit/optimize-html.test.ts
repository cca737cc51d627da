import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  inlinableCss,
  loaderScript,
  optimisationsIn,
  optimizeHtml,
  preloadScript,
} from "@/scripts/optimize-html.ts";

// The shape `next build` writes for a prerendered page, cut down to what the rewrite touches.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '</head><body><header><a href="/">Home</a></header><main id="main"><h1>Patent Drafting</h1></main>',
  '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join("");

const css = (href: string) => `/* ${href} */h1{color:navy}`;

describe("optimizeHtml", () => {
  const result = optimizeHtml(page, css);
  const out = result.html;

  it("applies both optimisations to a page of the shape it knows", () => {
    expect(result.applied).toEqual(["inlineStyles", "deferChunks"]);
    expect(result.skipped).toEqual([]);
  });

  it("inlines the stylesheet and keeps its link disabled so it is never fetched", () => {
    expect(out).toContain("<style>/* /_next/static/chunks/site.css */h1{color:navy}</style>");
    expect(out).toContain(
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>',
    );
  });

  it("removes every async chunk script and the entry preload from the markup", () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it("loads the same chunks, in document order, from one loader at the end of the body", () => {
    const loader = out.match(/<script>(\(function\(\)\{var s=.+?)<\/script><\/body>/);
    expect(loader).not.toBeNull();
    expect(loader![1]).toContain(
      '["/_next/static/chunks/a.js","/_next/static/chunks/b.js","/_next/static/chunks/main.js"]',
    );
    expect(loader![1]).toContain("first-contentful-paint");
  });

  it("fetches the chunks early from between the header and <main>, a child of <body>", () => {
    const early = `<script>${preloadScript([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
      "/_next/static/chunks/main.js",
    ])}</script>`;
    expect(out).toContain(`</header>${early}<main id="main">`);
    expect(out.split(early), "once").toHaveLength(2);
  });

  it("leaves inline scripts, the legacy nomodule script and the content alone", () => {
    expect(out).toContain('<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>');
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(out).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(out).toContain('<main id="main"><h1>Patent Drafting</h1></main>');
  });

  it("tells a rewritten page from one that still loads its chunks as Next wrote them", () => {
    expect(optimisationsIn(out)).toEqual({ inlineStyles: true, deferChunks: true });
    expect(optimisationsIn(page)).toEqual({ inlineStyles: false, deferChunks: false });
  });

  it("leaves each part of a page whose shape it does not know as Next wrote it, and says why", () => {
    const bare = '<html><body><main id="main"></main></body></html>';
    expect(optimizeHtml(bare, css)).toEqual({
      html: bare,
      applied: [],
      skipped: [
        {
          optimisation: "inlineStyles",
          assumption: "stylesheetLink",
          found: "no stylesheet link of Next's found",
        },
        { optimisation: "deferChunks", assumption: "chunkTag", found: "no chunk script found" },
      ],
    });
    const noMain = page.replace('<main id="main">', "<main>");
    const kept = optimizeHtml(noMain, css);
    expect(kept.applied).toEqual(["inlineStyles"]);
    expect(kept.html).toContain('<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(kept.skipped[0]!.found).toMatch(/no <main id="main">/);
  });

  it("does only what it is asked to", () => {
    expect(optimizeHtml(page, css, ["deferChunks"]).html).not.toContain("<style>");
  });
});

/** Runs the loader on a page whose chunks all arrive at once; what it signalled, in order. */
function loaderSignals(afterScripts: boolean) {
  const signals: string[] = [];
  const added: { onload: () => void }[] = [];
  const window: Record<string, unknown> = {};
  if (afterScripts) window.__siteAfterScripts = () => signals.push("after scripts");
  runInNewContext(loaderScript(["/a.js", "/b.js"]), {
    self: window,
    document: {
      createElement: () => ({}),
      head: { appendChild: (script: { onload: () => void }) => added.push(script) },
    },
    PerformanceObserver: function () {
      throw new Error("no paint timing here");
    },
    setTimeout: (callback: () => void, ms: number) => (ms === 0 ? callback() : undefined),
    requestAnimationFrame: (callback: () => void) => callback(),
  });
  signals.push(`loading ${String(window.__siteScriptsLoading)}`);
  for (const script of added) script.onload();
  return { signals, scripts: added.length };
}

describe("loaderScript", () => {
  it("says while the chunks arrive, and tells the page once every one has", () => {
    expect(loaderSignals(true)).toEqual({
      signals: ["loading 1", "after scripts"],
      scripts: 2,
    });
  });

  it("leaves a page without a listener alone", () => {
    expect(loaderSignals(false)).toEqual({ signals: ["loading 1"], scripts: 2 });
  });
});

/** Which chunks the early chunk fetch preloads on a connection of this estimate. */
function earlyChunksOn(connection?: { rtt: number }) {
  const preloads: { rel: string; as: string; href: string }[] = [];
  const document = {
    createElement: () => ({}),
    head: { appendChild: (link: { rel: string; as: string; href: string }) => preloads.push(link) },
  };
  runInNewContext(preloadScript(["/_next/static/chunks/a.js", "/_next/static/chunks/b.js"]), {
    document,
    navigator: { connection },
  });
  return preloads;
}

describe("preloadScript", () => {
  it("on a slow link preloads every chunk at once, in order", () => {
    expect(earlyChunksOn({ rtt: 150 })).toEqual([
      { rel: "preload", as: "script", href: "/_next/static/chunks/a.js" },
      { rel: "preload", as: "script", href: "/_next/static/chunks/b.js" },
    ]);
  });

  it("does nothing on a fast link, at Chromium's 100 ms no-estimate value, or without an estimate", () => {
    for (const connection of [{ rtt: 50 }, { rtt: 100 }, undefined])
      expect(earlyChunksOn(connection)).toEqual([]);
  });
});

describe("inlinableCss", () => {
  it("resolves relative url() references against the stylesheet, not the page", () => {
    const css =
      '@font-face{src:url(../media/inter.woff2) format("woff2")}' +
      '.a{background:url("./img/x.svg#i")}.b{background:url(data:image/png;base64,AA)}' +
      ".c{background:url(/abs.png)}.d{mask:url(https://cdn.example/x.svg)}";
    expect(inlinableCss(css, "/_next/static/chunks/site.css")).toBe(
      '@font-face{src:url(/_next/static/media/inter.woff2) format("woff2")}' +
        '.a{background:url("/_next/static/chunks/img/x.svg#i")}.b{background:url(data:image/png;base64,AA)}' +
        ".c{background:url(/abs.png)}.d{mask:url(https://cdn.example/x.svg)}",
    );
  });
});
