import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import inter from "@/app/fonts/inter-subset.json";
import newsreader from "@/app/fonts/newsreader-subset.json";
import { fontFaceCss, webFontScript, type FontUrls } from "@/lib/build/web-font";

const INTER = "/_next/static/media/inter-subset.abc.woff2";
const NEWSREADER = "/_next/static/media/newsreader-subset.def.woff2";
const URLS: FontUrls = [INTER, NEWSREADER];

/**
 * One load of a page with the web font's script in its <head>: what it adds to <head>
 * ("preload", "style"), and, when the page's scripts have arrived, the faces it loads and adds to
 * the document, and at which moment.
 */
function fontOn(load: {
  type?: string;
  referrer?: string;
  connection?: { rtt: number; downlink: number; effectiveType?: string; saveData?: boolean };
  /** A prerendered page's loader is fetching the scripts (scripts/optimize-html.ts). */
  loader?: boolean;
}) {
  const added: string[] = [];
  const preloads: Record<string, string>[] = [];
  const styles: string[] = [];
  const listeners: Record<string, () => void> = {};
  const events: string[] = [];
  const faces: { args: unknown[]; loaded: Promise<void> }[] = [];
  class FontFace {
    args: unknown[];
    constructor(...args: unknown[]) {
      this.args = args;
    }
    load() {
      const loaded = Promise.resolve();
      faces.push({ args: this.args, loaded });
      events.push("download");
      return loaded;
    }
  }
  const window: Record<string, unknown> = { FontFace };
  if (load.loader) window.__siteScriptsLoading = 1;
  const location = { origin: "https://site.example", pathname: "/search" };
  const history = {
    pushState: (_state: unknown, _title: string, url: string) => {
      location.pathname = url.split("?")[0]!;
      events.push(`pushed ${url}`);
    },
  };
  const context = {
    self: window,
    window,
    FontFace,
    document: {
      referrer: load.referrer ?? "",
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: {
        appendChild: (element: Record<string, string>) => {
          added.push((element.tag === "link" ? element.rel : element.tag) ?? "");
          if (element.tag === "link") preloads.push(element);
          else styles.push(element.textContent ?? "");
        },
      },
      fonts: { add: () => events.push("applied") },
    },
    navigator: { connection: load.connection },
    performance: { getEntriesByType: () => [{ type: load.type ?? "navigate" }] },
    location,
    history,
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    URL,
  };
  runInNewContext(webFontScript(URLS), context);
  return {
    added,
    preloads,
    styles,
    events,
    faces,
    /** The window's load event. */
    loaded: () => listeners.load?.(),
    /** The prerendered page's loader saying every chunk has arrived. */
    scriptsArrived: () => (window.__siteAfterScripts as (() => void) | undefined)?.(),
    /** A client-side navigation to `url`. */
    navigate: async (url: string) => {
      await Promise.all(faces.map((face) => face.loaded));
      await Promise.resolve();
      history.pushState(null, "", url);
    },
  };
}

describe("webFontScript", () => {
  // A `fallback` face is used from the first frame if it lands within Chromium's 100 ms block
  // period, and swapped in if a busy server sends it later (an `optional` one would be dropped).
  it("preloads both faces on a first visit when a round trip fits the 100 ms window, declared fallback", () => {
    const load = fontOn({ connection: { rtt: 50, downlink: 10 } });
    expect(load.added).toEqual(["preload", "preload", "style"]);
    expect(load.preloads[0]).toMatchObject({ as: "font", href: INTER, crossOrigin: "" });
    expect(load.preloads[1]).toMatchObject({ as: "font", href: NEWSREADER, crossOrigin: "" });
    expect(load.styles).toEqual([fontFaceCss(URLS, "fallback")]);
    expect(load.styles[0]).toContain("font-display:fallback");
    expect(load.styles[0]).not.toContain("optional");
    load.loaded();
    expect(load.events, "nothing downloaded later").toEqual([]);
  });

  // What Chromium reports for a link it has not measured: any private network, a loopback test.
  it("preloads it on the browser's default estimate, whatever bandwidth that claims", () => {
    expect(fontOn({ connection: { rtt: 100, downlink: 1.35 } }).added).toEqual([
      "preload",
      "preload",
      "style",
    ]);
    expect(fontOn({ connection: { rtt: 100, downlink: 1.45, effectiveType: "4g" } }).added).toEqual(
      ["preload", "preload", "style"],
    );
  });

  it("leaves a first visit on a truly slow link to the fallback face: no preload, no declaration", () => {
    expect(fontOn({ connection: { rtt: 125, downlink: 10 } }).added).toEqual([]);
    expect(fontOn({ connection: { rtt: 150, downlink: 1.6 } }).added).toEqual([]);
    expect(fontOn({ connection: { rtt: 25, downlink: 10, saveData: true } }).added).toEqual([]);
    for (const effectiveType of ["slow-2g", "2g", "3g"])
      expect(fontOn({ connection: { rtt: 50, downlink: 0.4, effectiveType } }).added).toEqual([]);
  });

  it("declares it without preloading when the load likely finds it cached", () => {
    const slow = { rtt: 300, downlink: 0.4 };
    const reload = fontOn({ type: "reload", connection: slow });
    expect(reload.added).toEqual(["style"]);
    // Cached, the face is at hand for the first frame: never swapped in under a reader.
    expect(reload.styles).toEqual([fontFaceCss(URLS)]);
    expect(reload.styles[0]).not.toContain("fallback");
    expect(fontOn({ type: "back_forward", connection: slow }).added).toEqual(["style"]);
    const fromOurs = { referrer: "https://site.example/why-us", connection: slow };
    expect(fontOn(fromOurs).added).toEqual(["style"]);
    const fromElsewhere = { referrer: "https://search.example/?q=ip", connection: slow };
    expect(fontOn(fromElsewhere).added).toEqual([]);
  });

  it("preloads it where the browser gives no estimate of the connection", () => {
    expect(fontOn({}).added).toEqual(["preload", "preload", "style"]);
  });

  it("on a slow link downloads it once a page rendered per request has loaded, and applies it at the next navigation", async () => {
    const load = fontOn({ connection: { rtt: 150, downlink: 1.6 } });
    expect(load.events).toEqual([]);
    load.loaded();
    expect(load.faces.map((face) => face.args)).toEqual([
      [
        "Inter",
        `url(${INTER}) format("woff2")`,
        { weight: "400 700", unicodeRange: inter.unicodeRange, display: "swap" },
      ],
      [
        "Newsreader",
        `url(${NEWSREADER}) format("woff2")`,
        { weight: "600", unicodeRange: newsreader.unicodeRange, display: "swap" },
      ],
    ]);
    // A new address for the same page (a search, a calculation) does not set the text again.
    await load.navigate("/search?q=trademark");
    await load.navigate("/formal-patent-drawings");
    await load.navigate("/why-us");
    expect(load.events).toEqual([
      "download",
      "download",
      "pushed /search?q=trademark",
      "pushed /formal-patent-drawings",
      "applied",
      "applied",
      "pushed /why-us",
    ]);
  });

  it("on a prerendered page waits for its loader's chunks, not the load event", () => {
    const load = fontOn({ connection: { rtt: 150, downlink: 1.6 }, loader: true });
    load.loaded();
    expect(load.events, "at the load event").toEqual([]);
    load.scriptsArrived();
    load.loaded();
    expect(load.events, "once the chunks are in").toEqual(["download", "download"]);
  });
});

describe("fontFaceCss", () => {
  it("declares each subset optional, at its weights, for the code points it holds", () => {
    expect(fontFaceCss(URLS)).toBe(
      `@font-face{font-family:Inter;src:url(${INTER}) format("woff2");font-weight:400 700;` +
        `font-style:normal;font-display:optional;unicode-range:${inter.unicodeRange}}` +
        `@font-face{font-family:Newsreader;src:url(${NEWSREADER}) format("woff2");` +
        `font-weight:600;font-style:normal;font-display:optional;` +
        `unicode-range:${newsreader.unicodeRange}}`,
    );
  });
});
