import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  earlyFontScript,
  fontFaceArgs,
  inlinableCss,
  isOptimized,
  optimizeHtml,
  preloadScript,
} from "@/scripts/optimize-html.mjs";

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
const noFonts = (href: string): number => {
  throw new Error(`no font expected, asked for ${href}`);
};

describe("optimizeHtml", () => {
  const out: string = optimizeHtml(page, css, noFonts);

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
    expect(isOptimized(out)).toBe(true);
    expect(isOptimized(page)).toBe(false);
  });

  it("refuses a page whose shape it does not know, so the build fails instead", () => {
    expect(() => optimizeHtml("<html><body></body></html>", css, noFonts)).toThrow(
      /no async chunk/,
    );
    const noCss = page.replace(/<link rel="stylesheet"[^>]+>/, "");
    expect(() => optimizeHtml(noCss, css, noFonts)).toThrow(/no stylesheet/);
    const noMain = page.replace('<main id="main">', "<main>");
    expect(() => optimizeHtml(noMain, css, noFonts)).toThrow(/no <main id="main">/);
  });
});

describe("optimizeHtml with a web font", () => {
  const face =
    '@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2");font-display:swap;font-weight:400 800}';
  const optional = face.replace("font-display:swap", "font-display:optional");
  const fallback = "@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}";
  const sizes: string[] = [];
  const out: string = optimizeHtml(
    page,
    () => `${face}${fallback}h1{font-family:inter}`,
    (href) => {
      sizes.push(href);
      return 23_000;
    },
  );
  const early = out.match(/<script>(\(function\(\)\{try\{var n=.+?)<\/script>/)![1]!;

  it("keeps the font file out of the first layout: the inlined styles lose its @font-face", () => {
    const inlined = out.match(/<style>([^<]*)<\/style><link rel="stylesheet"/)![1];
    expect(inlined).toBe(`${fallback}h1{font-family:inter}`);
  });

  it("has the loader download the face once every chunk has arrived, to apply at the next navigation", () => {
    const loader = out.match(/<script>(\(function\(\)\{var s=.+?)<\/script><\/body>/)![1]!;
    const download = loader.slice(
      loader.indexOf("function font()"),
      loader.indexOf("function done()"),
    );
    expect(loader).toContain("function done(){if(++n===s.length)font()}");
    expect(loader).toContain("e.onload=e.onerror=done");
    expect(download).toContain(
      JSON.stringify([
        [
          "inter",
          'url(/_next/static/media/inter.woff2)format("woff2")',
          { weight: "400 800", display: "swap" },
        ],
      ]),
    );
    expect(download).toContain("history.pushState");
  });

  it("declares the face as optional in <head>, with JavaScript and without", () => {
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).toContain(early);
    expect(head.indexOf(early), "before the inlined styles").toBeLessThan(head.indexOf("<style>"));
    expect(early).toContain(JSON.stringify(optional));
    expect(head).toContain(`<noscript><style>${optional}</style></noscript>`);
    expect(sizes).toEqual(["/_next/static/media/inter.woff2"]);
  });

  it("reads quoted family names and refuses a rule it cannot parse", () => {
    expect(
      fontFaceArgs("@font-face{font-family:'My Font';src:url(/f.woff2) format(\"woff2\")}"),
    ).toEqual(["My Font", 'url(/f.woff2) format("woff2")', { display: "swap" }]);
    expect(() => fontFaceArgs("@font-face{font-family:x;src:local(Arial)}")).toThrow(/unexpected/);
  });
});

/** What the early font script adds to <head> for one load: "preload", "style", in order. */
function earlyFontOn(load: {
  type?: string;
  referrer?: string;
  connection?: { rtt: number; downlink: number; saveData?: boolean };
}) {
  const added: string[] = [];
  const preloads: Record<string, string>[] = [];
  const document = {
    referrer: load.referrer ?? "",
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: {
      appendChild: (element: Record<string, string>) => {
        added.push((element.tag === "link" ? element.rel : element.tag) ?? "");
        if (element.tag === "link") preloads.push(element);
      },
    },
  };
  runInNewContext(earlyFontScript("@font-face{}", ["/f.woff2"], 23_000), {
    document,
    navigator: { connection: load.connection },
    performance: { getEntriesByType: () => [{ type: load.type ?? "navigate" }] },
    location: { origin: "https://site.example" },
    URL,
  });
  return { added, preloads };
}

describe("earlyFontScript", () => {
  // 23,000 bytes: 184 ms at 1 Mbit/s, 18 ms at 10 Mbit/s.
  it("preloads and declares the font on a first visit when it can arrive within 100 ms", () => {
    const { added, preloads } = earlyFontOn({ connection: { rtt: 50, downlink: 10 } });
    expect(added).toEqual(["preload", "style"]);
    expect(preloads[0]).toMatchObject({ as: "font", href: "/f.woff2", crossOrigin: "" });
  });

  it("leaves a first visit on a slow link to the fallback face: no preload, no declaration", () => {
    expect(earlyFontOn({ connection: { rtt: 150, downlink: 1.6 } }).added).toEqual([]);
    expect(earlyFontOn({ connection: { rtt: 100, downlink: 10 } }).added).toEqual([]);
    expect(earlyFontOn({ connection: { rtt: 25, downlink: 10, saveData: true } }).added).toEqual(
      [],
    );
  });

  it("declares it without preloading when the load likely finds it cached", () => {
    const slow = { rtt: 300, downlink: 0.4 };
    expect(earlyFontOn({ type: "reload", connection: slow }).added).toEqual(["style"]);
    expect(earlyFontOn({ type: "back_forward", connection: slow }).added).toEqual(["style"]);
    const fromOurs = { referrer: "https://site.example/why-us", connection: slow };
    expect(earlyFontOn(fromOurs).added).toEqual(["style"]);
    const fromElsewhere = { referrer: "https://search.example/?q=ip", connection: slow };
    expect(earlyFontOn(fromElsewhere).added).toEqual([]);
  });

  it("preloads it where the browser gives no estimate of the connection", () => {
    expect(earlyFontOn({}).added).toEqual(["preload", "style"]);
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
