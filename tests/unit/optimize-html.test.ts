import { describe, expect, it } from "vitest";
import { fontFaceArgs, inlinableCss, isOptimized, optimizeHtml } from "@/scripts/optimize-html.mjs";

// The shape `next build` writes for a prerendered page, cut down to what the rewrite touches.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  "</head><body><h1>Patent Drafting</h1>",
  '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join("");

const css = (href: string) => `/* ${href} */h1{color:navy}`;

describe("optimizeHtml", () => {
  const out: string = optimizeHtml(page, css);

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

  it("leaves inline scripts, the legacy nomodule script and the content alone", () => {
    expect(out).toContain('<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>');
    expect(out).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(out).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
    expect(out).toContain("<h1>Patent Drafting</h1>");
  });

  it("tells a rewritten page from one that still loads its chunks as Next wrote them", () => {
    expect(isOptimized(out)).toBe(true);
    expect(isOptimized(page)).toBe(false);
  });

  it("refuses a page whose shape it does not know, so the build fails instead", () => {
    expect(() => optimizeHtml("<html><body></body></html>", css)).toThrow(/no async chunk/);
    const noCss = page.replace(/<link rel="stylesheet"[^>]+>/, "");
    expect(() => optimizeHtml(noCss, css)).toThrow(/no stylesheet/);
  });
});

describe("optimizeHtml with a web font", () => {
  const face =
    '@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2");font-display:swap;font-weight:100 900}';
  const optional = face.replace("font-display:swap", "font-display:optional");
  const fallback = "@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}";
  const out: string = optimizeHtml(page, () => `${face}${fallback}h1{font-family:inter}`);

  it("keeps the font file out of the first layout: the inlined styles lose its @font-face", () => {
    const inlined = out.match(/<style>([^<]*)<\/style><link rel="stylesheet"/)![1];
    expect(inlined).toBe(`${fallback}h1{font-family:inter}`);
  });

  it("has the loader download the face to apply at the next navigation", () => {
    const loader = out.match(/<script>(\(function\(\)\{var s=.+?)<\/script><\/body>/)![1];
    expect(loader).toContain(
      JSON.stringify([
        [
          "inter",
          'url(/_next/static/media/inter.woff2)format("woff2")',
          { weight: "100 900", display: "swap" },
        ],
      ]),
    );
    expect(loader).toContain("history.pushState");
  });

  it("declares the face as optional in <head> for likely-cached loads and without JavaScript", () => {
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).toContain(JSON.stringify(optional));
    expect(head).toContain(`<noscript><style>${optional}</style></noscript>`);
  });

  it("reads quoted family names and refuses a rule it cannot parse", () => {
    expect(
      fontFaceArgs("@font-face{font-family:'My Font';src:url(/f.woff2) format(\"woff2\")}"),
    ).toEqual(["My Font", 'url(/f.woff2) format("woff2")', { display: "swap" }]);
    expect(() => fontFaceArgs("@font-face{font-family:x;src:local(Arial)}")).toThrow(/unexpected/);
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
