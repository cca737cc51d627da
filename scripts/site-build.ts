// Finishes a production build, however it was run. The site's Next adapter calls it as
// `next build` completes (scripts/next-adapter.ts); `npm run build` calls it afterwards only when
// the adapter could not run (scripts/finish-build.ts: Vercel's builder without its own adapter).
//
// 1. Every prerendered page paints from its HTML alone (scripts/optimize-html.ts).
// 2. Every client chunk compiles off the main thread (scripts/compile-hints.ts).
// 3. Every page's inline scripts are hashed into the CSP manifest that proxy.ts reads, with those
//    every page shares (the layout's), which pages rendered per request carry too.
// 4. What the site assumes of Next's output is checked against it (lib/next-contract.ts).
//
// It throws, failing the build, when a page cannot be rewritten, when the pages it rewrote and
// hashed are fewer than the HTML routes Next prerendered (a build that skipped them would ship
// pages that load slowly or, under the policy, not at all), or when an assumption fails.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  checkActionCap,
  checkActionFields,
  checkClientChunks,
  checkProxyTrace,
  ContractError,
  prerenderedRoutesIn,
} from "../lib/next-contract.ts";
import { markChunks } from "./compile-hints.ts";
import { inlineScriptHashes, listInProxyTrace, proxyTraceFiles } from "./csp-hashes.ts";
import { cssReader, optimizeHtml } from "./optimize-html.ts";

export const MANIFEST_NAME = "csp-manifest.json";

/** What a build step hands over: the build's files, however Next laid them out. */
export interface SiteBuild {
  /** `.next` */
  distDir: string;
  buildId: string;
  /** What ran this ("Next adapter" or "npm run build"). */
  builtBy: string;
  /** Prerendered pages, by URL path. */
  pages: { route: string; file: string }[];
  /** Served at any path (404, 500). */
  errorPages: { file: string; optimize: boolean }[];
  /** Client chunk files. */
  chunks: string[];
  /** A stylesheet's URL path to its file. */
  staticFile: (href: string) => string | undefined;
}

export interface CspManifest {
  buildId: string;
  builtBy: string;
  pages: Record<string, string[]>;
  errorPages: string[];
  everyPage: string[];
}

/** The HTML routes Next says it prerendered (`.next/prerender-manifest.json`), error pages apart. */
export function prerenderedPageRoutes(distDir: string): string[] {
  const file = path.join(distDir, "prerender-manifest.json");
  if (!existsSync(file))
    throw new ContractError("prerenderManifest", file, "there is no such file");
  return prerenderedRoutesIn(readFileSync(file, "utf8"), file);
}

export function finishBuild({
  distDir,
  buildId,
  builtBy,
  pages,
  errorPages,
  chunks,
  staticFile,
}: SiteBuild): { manifest: CspManifest; manifestFile: string; rewritten: number; chunks: number } {
  const readCss = cssReader(staticFile);
  const rewrite = (file: string, label: string) => {
    try {
      const html = optimizeHtml(readFileSync(file, "utf8"), readCss, file);
      writeFileSync(file, html);
      return html;
    } catch (error) {
      throw new Error(`could not rewrite ${label} (${file}): ${(error as Error).message}`, {
        cause: error,
      });
    }
  };

  const manifest: CspManifest = { buildId, builtBy, pages: {}, errorPages: [], everyPage: [] };
  for (const { route, file } of pages)
    manifest.pages[route] = inlineScriptHashes(rewrite(file, route));
  // What the layout writes into every page (the web font's script, lib/web-font.ts): pages
  // rendered per request carry it too, without a nonce.
  const hashLists = Object.values(manifest.pages);
  manifest.everyPage = (hashLists[0] ?? []).filter((hash) =>
    hashLists.every((list) => list.includes(hash)),
  );
  const errorHashes = new Set<string>();
  for (const { file, optimize } of errorPages) {
    const html = optimize ? rewrite(file, path.basename(file)) : readFileSync(file, "utf8");
    for (const hash of inlineScriptHashes(html)) errorHashes.add(hash);
  }
  manifest.errorPages = [...errorHashes];

  const expected = prerenderedPageRoutes(distDir);
  const missing = expected.filter((route) => !(route in manifest.pages));
  if (expected.length === 0 || missing.length > 0)
    throw new Error(
      `Site build: ${pages.length} pages rewritten and hashed, but Next prerendered ` +
        `${expected.length} HTML routes` +
        (missing.length ? ` (not done: ${missing.slice(0, 5).join(", ")}…)` : "") +
        `. Pages not rewritten would be slow to paint and blocked by their policy.`,
    );

  const chunkCount = markChunks(chunks);
  if (chunkCount === 0) throw new Error("Site build: no client chunks found to mark");

  const manifestFile = path.join(distDir, MANIFEST_NAME);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  listInProxyTrace(distDir, manifestFile);
  console.log(
    `Site build (${builtBy}): ${pages.length} of ${expected.length} prerendered pages paint before ` +
      `their scripts and are hashed for the CSP; ${chunkCount} client chunks compile off the main thread`,
  );
  return { manifest, manifestFile, rewritten: pages.length, chunks: chunkCount };
}

/**
 * Checks the assumptions of lib/next-contract.ts that the page rewrite does not, against the
 * finished build: the proxy's trace lists the manifest, the client chunks hold React's stylesheet
 * lookup and the router's history call, the pages' action forms carry React's fields, and Next's
 * action cap is the one the request guard applies. `nextDir` is the installed `next` package.
 */
export function verifyNextContract(
  build: Pick<SiteBuild, "distDir" | "pages" | "chunks">,
  nextDir = path.dirname(
    createRequire(path.join(path.dirname(build.distDir), "package.json")).resolve(
      "next/package.json",
    ),
  ),
): void {
  const { distDir } = build;
  const serverDir = path.join(distDir, "server");
  const traces = proxyTraceFiles(distDir).map((file) => ({
    file,
    files: (JSON.parse(readFileSync(file, "utf8")) as { files?: unknown }).files,
    entry: path.relative(path.dirname(file), path.join(distDir, MANIFEST_NAME)),
  }));
  checkProxyTrace(traces, serverDir);

  checkClientChunks(
    build.chunks.map((file) => ({ file, text: readFileSync(file, "utf8") })),
    path.join(distDir, "static", "chunks"),
  );
  checkActionFields(
    build.pages.map(({ file }) => ({ file, html: readFileSync(file, "utf8") })),
    `the ${build.pages.length} prerendered pages`,
  );

  const handler = path.join(nextDir, "dist", "server", "app-render", "action-handler.js");
  const serverFiles = path.join(distDir, "required-server-files.json");
  if (!existsSync(handler)) throw new ContractError("actionCap", handler, "there is no such file");
  if (!existsSync(serverFiles))
    throw new ContractError("actionCap", serverFiles, "there is no such file");
  const config = (
    JSON.parse(readFileSync(serverFiles, "utf8")) as {
      config?: { experimental?: { serverActions?: unknown } };
    }
  ).config;
  checkActionCap(
    { file: handler, text: readFileSync(handler, "utf8") },
    { file: serverFiles, serverActions: config?.experimental?.serverActions },
  );
}
