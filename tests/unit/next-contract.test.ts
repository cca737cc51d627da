import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { ASSUMPTIONS, checkAdapterOutputs, type AssumptionId } from "@/lib/build/next-contract";
import { inlineScriptHashes } from "@/scripts/csp-hashes.ts";
import {
  describeOptimisations,
  finishBuild,
  type SiteBuild,
  verifyNextContract,
} from "@/scripts/site-build.ts";

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
  file: (name: string, text: string) => string;
}

function fixture(): Fixture {
  const root = mkdtempSync(path.join(tmpdir(), "next-contract-"));
  const distDir = path.join(root, ".next");
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
  return { root, build, file };
}

/** Finishes the fixture's build and checks it against the contract, as the adapter does. */
function finishAndVerify({ build }: Fixture) {
  finishBuild(build);
  verifyNextContract(build);
}

/** The message a broken assumption fails the build with, naming it and the file. */
const broken = (id: AssumptionId, file: string) =>
  expect.objectContaining({
    message: expect.stringContaining(`"${ASSUMPTIONS[id].name}" no longer holds in ${file}`),
  });

describe("the contract with Next, checked at build: speed steps aside, security fails", () => {
  let f: Fixture;
  beforeEach(() => {
    f = fixture();
    return () => rmSync(f.root, { recursive: true, force: true });
  });

  it("passes a build where every assumption holds", () => {
    expect(() => finishAndVerify(f)).not.toThrow();
  });

  it("applies both optimisations to every page where Next's markup has the shape they expect", () => {
    const { manifest } = finishBuild(f.build);
    expect(manifest.optimisations.pages.inlineStyles).toMatchObject({ on: 2, of: 2, off: [] });
    expect(manifest.optimisations.pages.deferChunks).toMatchObject({ on: 2, of: 2, off: [] });
    expect(manifest.optimisations.notices).toEqual([]);
  });

  // Next 16.3.8 writes the entry chunk as <script src=… id="_R_" async="">.
  it("steps aside from deferring the chunks where a chunk script carries an attribute it does not know, and says so", () => {
    const head = HEAD.replace('async=""', 'id="_R_" async=""');
    const original = page("<h1>Home</h1>", head);
    const file = f.file(".next/server/app/index.html", original);
    const { manifest } = finishBuild(f.build);
    const served = readFileSync(file, "utf8");
    expect(served, "Next's own chunk tag stays").toContain(
      '<script src="/_next/static/chunks/main.js" id="_R_" async=""></script>',
    );
    expect(served, "the styles are still inlined").toContain("<style>h1{color:navy}</style>");
    expect(manifest.optimisations.pages.deferChunks).toEqual({
      on: 1,
      of: 2,
      off: [
        {
          assumption: ASSUMPTIONS.chunkTag.name,
          found: 'a chunk script carries id="_R_", which the loader would not reproduce',
          routes: ["/"],
        },
      ],
    });
    expect(manifest.pages["/"], "the page's inline scripts are still hashed").toEqual(
      inlineScriptHashes(served),
    );
  });

  it("matches Next's tags by their attributes, in any order and quoting", () => {
    const head =
      "<link data-precedence=next href='/_next/static/chunks/site.css' rel=stylesheet>" +
      '<link href="/_next/static/chunks/main.js" fetchpriority="low" as="script" rel="preload">' +
      "<script async src=/_next/static/chunks/main.js></script></head>";
    const file = f.file(
      ".next/server/app/index.html",
      page("<h1>Home</h1>", "<!DOCTYPE html><html><head>" + head),
    );
    const { manifest } = finishBuild(f.build);
    const served = readFileSync(file, "utf8");
    expect(manifest.optimisations.pages.inlineStyles.on).toBe(2);
    expect(manifest.optimisations.pages.deferChunks.on).toBe(2);
    expect(served).not.toContain('<link href="/_next/static/chunks/main.js"');
    expect(served).not.toMatch(/<script async src=/);
    expect(served).toContain("<style>h1{color:navy}</style>");
  });

  it("leaves the stylesheet linked, and says so, when a page links none of Next's", () => {
    const head = HEAD.replace("/_next/static/chunks/site.css", "/styles/site.css");
    const file = f.file(".next/server/app/index.html", page("<h1>Home</h1>", head));
    const { manifest } = finishBuild(f.build);
    expect(readFileSync(file, "utf8")).toContain('<link rel="stylesheet" href="/styles/site.css"');
    expect(manifest.optimisations.pages.inlineStyles.off).toEqual([
      {
        assumption: ASSUMPTIONS.stylesheetLink.name,
        found: "no stylesheet link of Next's found",
        routes: ["/"],
      },
    ]);
  });

  it("inlines no styles on any page when no client chunk holds React's stylesheet lookup", () => {
    f.file(".next/static/chunks/main.js", "function fg(e){return e}");
    const { manifest } = finishBuild(f.build);
    expect(manifest.optimisations.pages.inlineStyles.on).toBe(0);
    expect(manifest.optimisations.pages.inlineStyles.off[0]).toMatchObject({
      assumption: ASSUMPTIONS.stylesheetDedup.name,
      routes: ["/", "/contact-us"],
    });
    expect(readFileSync(f.build.pages[0]!.file, "utf8")).not.toContain("<style>");
  });

  it("names the router's history call in the report when the router no longer makes it", () => {
    f.file(
      ".next/static/chunks/router.js",
      ROUTER_CHUNK.replace("window.history.pushState(", "navigation.navigate("),
    );
    const { manifest } = finishBuild(f.build);
    expect(manifest.optimisations.notices).toEqual([
      expect.objectContaining({ assumption: ASSUMPTIONS.routerPushState.name }),
    ]);
    expect(describeOptimisations(manifest.optimisations)).toMatch(
      /OFF "router history.pushState" does not hold/,
    );
  });

  it("fails the build when a page holds script no hash can allow", () => {
    f.file(".next/server/app/index.html", page('<button onclick="go()">Go</button>'));
    expect(() => finishBuild(f.build)).toThrow(/no hash can allow[\s\S]*onclick/);
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
    expect(() => verifyNextContract(f.build)).toThrow(broken("proxyTrace", trace));
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
