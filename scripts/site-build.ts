// Finishes a production build, however it was run. The site's Next adapter calls it as
// `next build` completes (scripts/next-adapter.ts); `npm run build` calls it afterwards only when
// the adapter could not run (scripts/finish-build.ts: Vercel's builder without its own adapter).
//
// 1. Speed, where Next's output has the shape it expects (lib/build/next-contract.ts, `speed`): every
//    prerendered page paints from its HTML alone (scripts/optimize-html.ts) and every client
//    chunk compiles off the main thread (scripts/compile-hints.ts). An optimisation whose
//    assumption fails steps aside on the pages concerned, which keep Next's own markup, and the
//    closing report names it.
// 2. Security, always: every page's final inline scripts, whatever their shape, are hashed into
//    the CSP manifest that proxy.ts reads, with those every page shares (the layout's), which
//    pages rendered per request carry too.
//
// It throws, failing the build, when a page holds script no hash can allow, when the pages it
// hashed are fewer than the HTML routes Next prerendered (a page without hashes would be blocked
// by its policy), or when a security assumption fails.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  ASSUMPTIONS,
  checkActionFields,
  checkClientChunks,
  checkProxyTrace,
  ContractError,
  type Finding,
  prerenderedRoutesIn,
} from "../lib/build/next-contract.ts";
import type { WrittenCspManifest } from "../lib/server/security/csp.ts";
import { markChunks } from "./compile-hints.ts";
import { listInProxyTrace, pageScripts, proxyTraceFiles } from "./csp-hashes.ts";
import { tagsOf } from "./html-tags.ts";
import {
  cssReader,
  type Optimisation,
  OPTIMISATIONS,
  optimizeHtml,
  type StepAside,
} from "./optimize-html.ts";

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

/** What the build did for speed, and where it stepped aside. */
export interface OptimisationReport {
  /** Per optimisation: the pages it was applied to, of how many, and why it left the others. */
  pages: Record<
    Optimisation,
    { on: number; of: number; off: { assumption: string; found: string; routes: string[] }[] }
  >;
  compileHints: number;
  /** Speed assumptions that do not hold across the build (client chunks). */
  notices: { assumption: string; found: string; effect: string }[];
}

/** `.next/csp-manifest.json`: what proxy.ts reads (lib/server/security/csp.ts), and the build's report. */
export type CspManifest = WrittenCspManifest<OptimisationReport>;

/** What a failed speed assumption across the whole build costs, in a visitor's terms. */
const BUILD_WIDE: Partial<Record<Finding["assumption"], { off?: Optimisation; effect: string }>> = {
  stylesheetDedup: {
    off: "inlineStyles",
    effect: "styles are not inlined: React would fetch the stylesheet again",
  },
  routerPushState: {
    effect:
      "on a slow link Inter is applied at the next full page load, not at the next client-side navigation",
  },
};

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
  const notices = checkClientChunks(
    chunks.map((file) => ({ file, text: readFileSync(file, "utf8") })),
    path.join(distDir, "static", "chunks"),
  );
  const off = new Set(notices.flatMap(({ assumption }) => BUILD_WIDE[assumption]?.off ?? []));
  const enabled = (Object.keys(OPTIMISATIONS) as Optimisation[]).filter((o) => !off.has(o));
  const report: OptimisationReport = {
    pages: Object.fromEntries(
      (Object.keys(OPTIMISATIONS) as Optimisation[]).map((o) => [
        o,
        { on: 0, of: 0, off: [] as never[] },
      ]),
    ) as unknown as OptimisationReport["pages"],
    compileHints: 0,
    notices: notices.map(({ assumption, found }) => ({
      assumption: ASSUMPTIONS[assumption].name,
      found,
      effect: BUILD_WIDE[assumption]?.effect ?? "",
    })),
  };
  /** Notes that `o` left `route` as Next wrote it, grouped with the pages left for the same reason. */
  const stepAside = (o: Optimisation, assumption: string, found: string, route: string) => {
    const list = report.pages[o].off;
    const same = list.find((entry) => entry.assumption === assumption && entry.found === found);
    if (same) same.routes.push(route);
    else list.push({ assumption, found, routes: [route] });
  };
  const record = (route: string, applied: Optimisation[], skipped: StepAside[]) => {
    for (const o of applied) report.pages[o].on++;
    for (const o of Object.keys(OPTIMISATIONS) as Optimisation[]) report.pages[o].of++;
    for (const { optimisation, assumption, found } of skipped)
      stepAside(optimisation, ASSUMPTIONS[assumption].name, found, route);
    for (const { assumption, found } of notices) {
      const o = BUILD_WIDE[assumption]?.off;
      if (o) stepAside(o, ASSUMPTIONS[assumption].name, found, route);
    }
  };
  /** The page as served: optimised where it can be, hashed whatever its shape. */
  const finish = (file: string, route: string, optimize: boolean) => {
    let html = readFileSync(file, "utf8");
    if (optimize) {
      const page = optimizeHtml(html, readCss, enabled);
      html = page.html;
      writeFileSync(file, html);
      record(route, page.applied, page.skipped);
    }
    const { hashes, uncoverable } = pageScripts(html);
    if (uncoverable.length > 0)
      throw new Error(
        `Site build: ${route} (${file}) holds script no hash can allow under the policy: ` +
          `${uncoverable.slice(0, 3).join(", ")}`,
      );
    return hashes;
  };

  const manifest: CspManifest = {
    buildId,
    builtBy,
    pages: {},
    errorPages: [],
    everyPage: [],
    optimisations: report,
  };
  for (const { route, file } of pages) manifest.pages[route] = finish(file, route, true);
  // What the layout writes into every page (the web font's script, lib/build/web-font.ts): pages
  // rendered per request carry it too, without a nonce.
  const hashLists = Object.values(manifest.pages);
  manifest.everyPage = (hashLists[0] ?? []).filter((hash) =>
    hashLists.every((list) => list.includes(hash)),
  );
  const errorHashes = new Set<string>();
  for (const { file, optimize } of errorPages)
    for (const hash of finish(file, path.basename(file), optimize)) errorHashes.add(hash);
  manifest.errorPages = [...errorHashes];

  const expected = prerenderedPageRoutes(distDir);
  const missing = expected.filter((route) => !(route in manifest.pages));
  if (expected.length === 0 || missing.length > 0)
    throw new Error(
      `Site build: ${pages.length} pages hashed, but Next prerendered ` +
        `${expected.length} HTML routes` +
        (missing.length ? ` (not done: ${missing.slice(0, 5).join(", ")}…)` : "") +
        `. A page without its hashes would be blocked by its policy.`,
    );

  const chunkCount = markChunks(chunks);
  if (chunkCount === 0) throw new Error("Site build: no client chunks found to mark");
  report.compileHints = chunkCount;

  const manifestFile = path.join(distDir, MANIFEST_NAME);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  listInProxyTrace(distDir, manifestFile);
  console.log(
    `Site build (${builtBy}): ${pages.length} of ${expected.length} prerendered pages hashed ` +
      `for the CSP`,
  );
  console.log(describeOptimisations(report));
  return { manifest, manifestFile, rewritten: pages.length, chunks: chunkCount };
}

/** The build's closing report on speed: each optimisation on or off, where, and why. */
export function describeOptimisations(report: OptimisationReport): string {
  const lines = ["Site build: optimisations (docs/delivery.md: what to do when one is off)"];
  for (const [o, { on, of, off }] of Object.entries(report.pages) as [
    Optimisation,
    OptimisationReport["pages"][Optimisation],
  ][]) {
    const state = on === of ? "on " : on === 0 ? "OFF" : "PART";
    lines.push(`  ${state} ${OPTIMISATIONS[o]}: ${on} of ${of} pages`);
    for (const { assumption, found, routes } of off)
      lines.push(
        `       off on ${routes.length} page(s) (${routes.slice(0, 4).join(", ")}` +
          `${routes.length > 4 ? ", …" : ""}): "${assumption}" does not hold: ${found}`,
      );
  }
  lines.push(`  on  chunks compiled off the main thread: ${report.compileHints} chunks`);
  for (const { assumption, found, effect } of report.notices)
    lines.push(`  OFF "${assumption}" does not hold (${found}): ${effect}`);
  return lines.join("\n");
}

/**
 * Checks the security assumptions of lib/build/next-contract.ts against the finished build: the
 * proxy's trace lists the manifest and the pages' action forms carry React's fields.
 */
export function verifyNextContract(build: Pick<SiteBuild, "distDir" | "pages" | "chunks">): void {
  const { distDir } = build;
  const serverDir = path.join(distDir, "server");
  const traces = proxyTraceFiles(distDir).map((file) => ({
    file,
    files: (JSON.parse(readFileSync(file, "utf8")) as { files?: unknown }).files,
    entry: path.relative(path.dirname(file), path.join(distDir, MANIFEST_NAME)),
  }));
  checkProxyTrace(traces, serverDir);

  checkActionFields(
    build.pages.map(({ file }) => ({
      file,
      fields: tagsOf(readFileSync(file, "utf8"))
        .filter((tag) => tag.name === "input" && tag.attrs.type === "hidden")
        .map((tag) => tag.attrs.name ?? "")
        .filter((name) => name.startsWith("$")),
    })),
    `the ${build.pages.length} prerendered pages`,
  );
}
