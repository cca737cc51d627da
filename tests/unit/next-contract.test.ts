import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { ASSUMPTIONS, checkAdapterOutputs, type AssumptionId } from "@/lib/next-contract";
import { optimizeHtml } from "@/scripts/optimize-html.ts";
import { finishBuild, type SiteBuild, verifyNextContract } from "@/scripts/site-build.ts";

// A build cut down to every file the contract is checked against: Next's prerender manifest and
// proxy trace, its config as the server reads it, two pages (one with an action form), React's
// and the router's chunks, and Next's action handler.
const HEAD =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></head>';
const page = (body: string, head = HEAD) =>
  `${head}<body><header></header><main id="main">${body}</main></body></html>`;
const FORM =
  '<form action="" method="POST"><input type="hidden" name="$ACTION_REF_1"/>' +
  '<input type="hidden" name="$ACTION_1:0" value="{}"/><input type="hidden" name="$ACTION_KEY" value="k"/>' +
  '<input name="email"/></form>';
const REACT_CHUNK =
  'function fg(e){return\'link[rel="stylesheet"][\'+e+"]"}function fh(e){return e.precedence}';
const ROUTER_CHUNK =
  'n.pendingPush?(n.pendingPush=!1,window.history.pushState(a,"",r)):window.history.replaceState(a,"",r)';

interface Fixture {
  root: string;
  build: SiteBuild;
  nextDir: string;
  file: (name: string, text: string) => string;
}

function fixture(): Fixture {
  const root = mkdtempSync(path.join(tmpdir(), "next-contract-"));
  const distDir = path.join(root, ".next");
  const nextDir = path.join(root, "node_modules", "next");
  const file = (name: string, text: string) => {
    const full = path.join(root, name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
    return full;
  };
  file(
    ".next/prerender-manifest.json",
    JSON.stringify({
      routes: { "/": { dataRoute: "/index.rsc" }, "/contact-us": { dataRoute: "/contact-us.rsc" } },
    }),
  );
  file(".next/server/middleware.js.nft.json", JSON.stringify({ version: 1, files: ["x.js"] }));
  file(".next/required-server-files.json", JSON.stringify({ config: { experimental: {} } }));
  file(
    "node_modules/next/dist/server/app-render/action-handler.js",
    "const defaultBodySizeLimit = '1 MB';",
  );
  const build: SiteBuild = {
    distDir,
    buildId: "b1",
    builtBy: "test",
    pages: [
      { route: "/", file: file(".next/server/app/index.html", page("<h1>Home</h1>")) },
      { route: "/contact-us", file: file(".next/server/app/contact-us.html", page(FORM)) },
    ],
    errorPages: [],
    chunks: [
      file(".next/static/chunks/main.js", REACT_CHUNK),
      file(".next/static/chunks/router.js", ROUTER_CHUNK),
    ],
    staticFile: () => file(".next/static/chunks/site.css", "h1{color:navy}"),
  };
  return { root, build, nextDir, file };
}

/** Finishes the fixture's build and checks it against the contract, as the adapter does. */
function finishAndVerify({ build, nextDir }: Fixture) {
  finishBuild(build);
  verifyNextContract(build, nextDir);
}

/** The message a broken assumption fails the build with, naming it and the file. */
const broken = (id: AssumptionId, file: string) =>
  expect.objectContaining({
    message: expect.stringContaining(`"${ASSUMPTIONS[id].name}" no longer holds in ${file}`),
  });

describe("the contract with Next, checked at build", () => {
  let f: Fixture;
  beforeEach(() => {
    f = fixture();
    return () => rmSync(f.root, { recursive: true, force: true });
  });

  it("passes a build where every assumption holds", () => {
    expect(() => finishAndVerify(f)).not.toThrow();
  });

  it("fails, naming the page, when the chunk tag has another shape", () => {
    const file = f.file(
      ".next/server/app/index.html",
      page("<h1>Home</h1>", HEAD.replace('async=""', "async")),
    );
    expect(() => finishAndVerify(f)).toThrow(broken("chunkTag", file));
  });

  it("fails when one chunk tag of several has another shape, which would load before the paint", () => {
    const head = HEAD + '<script src="/_next/static/chunks/b.js" async="" nonce="n"></script>';
    const file = f.file(".next/server/app/index.html", page("<h1>Home</h1>", head));
    expect(() => finishAndVerify(f)).toThrow(broken("chunkTag", file));
  });

  it("fails, naming the page, when the entry preload is left in place", () => {
    const head = HEAD.replace("fetchPriority", "fetchpriority");
    const file = f.file(".next/server/app/index.html", page("<h1>Home</h1>", head));
    expect(() => finishAndVerify(f)).toThrow(broken("entryPreload", file));
  });

  it("fails, naming the page, when the stylesheet link has another shape", () => {
    const head = HEAD.replace('data-precedence="next"', 'data-precedence="high"');
    const file = f.file(".next/server/app/index.html", page("<h1>Home</h1>", head));
    expect(() => finishAndVerify(f)).toThrow(broken("stylesheetLink", file));
    expect(() => optimizeHtml(page("", head), () => "", file)).toThrow(/no stylesheet link found/);
  });

  it("fails when no client chunk holds React's stylesheet lookup", () => {
    f.file(".next/static/chunks/main.js", "function fg(e){return e}");
    expect(() => finishAndVerify(f)).toThrow(
      broken("stylesheetDedup", path.join(f.build.distDir, "static", "chunks")),
    );
  });

  it("fails, naming the router's chunk, when the router no longer calls history.pushState", () => {
    const file = f.file(
      ".next/static/chunks/router.js",
      ROUTER_CHUNK.replace("window.history.pushState(", "navigation.navigate("),
    );
    expect(() => finishAndVerify(f)).toThrow(broken("routerPushState", file));
  });

  it("fails, naming the file, when the prerender manifest is missing or has no routes", () => {
    const file = path.join(f.build.distDir, "prerender-manifest.json");
    f.file(".next/prerender-manifest.json", JSON.stringify({ version: 4 }));
    expect(() => finishAndVerify(f)).toThrow(broken("prerenderManifest", file));
    const other = fixture();
    rmSync(path.join(other.build.distDir, "prerender-manifest.json"));
    expect(() => finishAndVerify(other)).toThrow(
      broken("prerenderManifest", path.join(other.build.distDir, "prerender-manifest.json")),
    );
    rmSync(other.root, { recursive: true, force: true });
  });

  it("fails when the manifest is not in the proxy's trace", () => {
    const serverDir = path.join(f.build.distDir, "server");
    rmSync(path.join(serverDir, "middleware.js.nft.json"));
    expect(() => finishAndVerify(f)).toThrow(broken("proxyTrace", serverDir));
  });

  it("fails, naming the trace, when a trace does not list the manifest", () => {
    finishBuild(f.build);
    const trace = f.file(".next/server/middleware.js.nft.json", JSON.stringify({ files: [] }));
    expect(() => verifyNextContract(f.build, f.nextDir)).toThrow(broken("proxyTrace", trace));
  });

  it("fails when no page's action form carries React's $ACTION fields", () => {
    f.file(
      ".next/server/app/contact-us.html",
      page(FORM.replace(/<input type="hidden"[^>]*>/g, "")),
    );
    expect(() => finishAndVerify(f)).toThrow(broken("actionFields", "the 2 prerendered pages"));
  });

  it("fails, naming the page, when a form carries a field React names otherwise", () => {
    const file = f.file(
      ".next/server/app/contact-us.html",
      page(FORM.replaceAll("$ACTION", "$REACT")),
    );
    expect(() => finishAndVerify(f)).toThrow(broken("actionFields", file));
  });

  it("fails, naming Next's action handler, when its default cap is not 1 MB", () => {
    const handler = f.file(
      "node_modules/next/dist/server/app-render/action-handler.js",
      "const defaultBodySizeLimit = '2 MB';",
    );
    expect(() => finishAndVerify(f)).toThrow(broken("actionCap", handler));
  });

  it("fails, naming the server's config, when the config changes the cap", () => {
    const config = f.file(
      ".next/required-server-files.json",
      JSON.stringify({ config: { experimental: { serverActions: { bodySizeLimit: "4mb" } } } }),
    );
    expect(() => finishAndVerify(f)).toThrow(broken("actionCap", config));
  });

  it("fails when the adapter's outputs lack what the adapter reads", () => {
    const outputs = {
      prerenders: [{ pathname: "/", fallback: { filePath: "/b/index.html" } }],
      staticFiles: [{ pathname: "/404", filePath: "/b/404.html" }],
      middleware: { assets: {} },
    };
    const where = "the adapter's onBuildComplete context";
    expect(() => checkAdapterOutputs(outputs)).not.toThrow();
    expect(() => checkAdapterOutputs({ ...outputs, middleware: undefined })).toThrow(
      broken("adapterOutputs", where),
    );
    expect(() => checkAdapterOutputs({ ...outputs, prerenders: [{ pathname: "/" }] })).toThrow(
      broken("adapterOutputs", where),
    );
    expect(() => checkAdapterOutputs({ ...outputs, staticFiles: undefined })).toThrow(
      broken("adapterOutputs", where),
    );
  });
});
