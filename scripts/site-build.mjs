// Finishes a production build, however it was run. The site's Next adapter calls it as
// `next build` completes (scripts/next-adapter.mjs); `npm run build` calls it afterwards only when
// the adapter could not run (scripts/finish-build.mjs: Vercel's builder without its own adapter).
//
// 1. Every prerendered page paints from its HTML alone (scripts/optimize-html.mjs).
// 2. Every client chunk compiles off the main thread (scripts/compile-hints.mjs).
// 3. Every page's inline scripts are hashed into the CSP manifest that proxy.ts reads, with those
//    every page shares (the layout's), which pages rendered per request carry too.
//
// It throws, failing the build, when a page cannot be rewritten or when the pages it rewrote and
// hashed are fewer than the HTML routes Next prerendered: a build that skipped them would ship
// pages that load slowly or, under the policy, not at all.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { markChunks } from "./compile-hints.mjs";
import { inlineScriptHashes, listInProxyTrace } from "./csp-hashes.mjs";
import { cssReader, optimizeHtml } from "./optimize-html.mjs";

export const MANIFEST_NAME = "csp-manifest.json";

/** Routes that are prerendered pages but are never served at their own path. */
const ERROR_ROUTES = new Set(["/_not-found", "/_global-error"]);

/** The HTML routes Next says it prerendered (`.next/prerender-manifest.json`), error pages apart. */
export function prerenderedPageRoutes(distDir) {
  const { routes } = JSON.parse(
    readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"),
  );
  return Object.entries(routes)
    .filter(([route, entry]) => entry.dataRoute?.endsWith(".rsc") && !ERROR_ROUTES.has(route))
    .map(([route]) => route);
}

/**
 * @param {object} build
 * @param {string} build.distDir       `.next`
 * @param {string} build.buildId
 * @param {string} build.builtBy       what ran this ("adapter" or "npm run build")
 * @param {{ route: string, file: string }[]} build.pages   prerendered pages, by URL path
 * @param {{ file: string, optimize: boolean }[]} build.errorPages  served at any path (404, 500)
 * @param {string[]} build.chunks      client chunk files
 * @param {(href: string) => string | undefined} build.staticFile  a stylesheet's URL path to its file
 * @returns {{ manifest: object, manifestFile: string, rewritten: number, chunks: number }}
 */
export function finishBuild({ distDir, buildId, builtBy, pages, errorPages, chunks, staticFile }) {
  const readCss = cssReader(staticFile);
  const rewrite = (file, label) => {
    try {
      const html = optimizeHtml(readFileSync(file, "utf8"), readCss);
      writeFileSync(file, html);
      return html;
    } catch (error) {
      throw new Error(`could not rewrite ${label} (${file}): ${error.message}`);
    }
  };

  const manifest = { buildId, builtBy, pages: {}, errorPages: [], everyPage: [] };
  for (const { route, file } of pages)
    manifest.pages[route] = inlineScriptHashes(rewrite(file, route));
  // What the layout writes into every page (the web font's script, lib/web-font.ts): pages
  // rendered per request carry it too, without a nonce.
  const hashLists = Object.values(manifest.pages);
  manifest.everyPage = (hashLists[0] ?? []).filter((hash) =>
    hashLists.every((list) => list.includes(hash)),
  );
  const errorHashes = new Set();
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
