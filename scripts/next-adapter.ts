// The site's Next.js adapter (next.config.ts `adapterPath`): finishes the pages as `next build`
// completes, so that every way of building the site (`npm run build`, plain `next build`,
// Vercel's builder with its adapter) ships the same fast pages under the same strict policy.
//
// A platform may take the adapter slot itself: Vercel's builder, with NEXT_ENABLE_ADAPTER=1, sets
// NEXT_ADAPTER_PATH to its own adapter, which Next would load when the config names none. Named
// in the config, this adapter wins that slot, so it composes: it finishes the pages first, then
// hands the same build (the rewritten files, the manifest listed with the proxy's files) to the
// platform's adapter, which copies them into its output (`.next/output` for Vercel). Both
// adapters' modifyConfig run too, the platform's last.
//
// What it reads of Next's outputs is part of the contract with Next (lib/build/next-contract.ts),
// checked before it reads them; the finished build is checked against the rest of it.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type AdapterOutputs, checkAdapterOutputs } from "../lib/build/next-contract.ts";
import { inlineScriptHashes } from "./csp-hashes.ts";
import { type CspManifest, finishBuild, type SiteBuild, verifyNextContract } from "./site-build.ts";

/** What this adapter takes of an adapter (its own, or the platform's). */
interface Adapter {
  name?: string;
  modifyConfig?(config: unknown, context: unknown): unknown;
  onBuildComplete?(context: BuildContext): Promise<void> | void;
}

/** What this adapter reads of the context Next hands onBuildComplete. */
interface BuildContext {
  outputs: AdapterOutputs;
  distDir: string;
  buildId: string;
  repoRoot: string;
}

const SELF = fileURLToPath(import.meta.url);
/** Prerendered routes served at their own path: not the error pages, served at any path. */
const OWN_PATH = /^\/(?!_global-error$|_not-found$)/;

/** The adapter the platform asked Next to load, unless that is this one; loaded once. */
let platform: Promise<Adapter | null> | undefined;
function platformAdapter(): Promise<Adapter | null> {
  platform ??= (async () => {
    const named = process.env.NEXT_ADAPTER_PATH;
    if (!named || path.resolve(named) === SELF) return null;
    const loaded = (await import(pathToFileURL(path.resolve(named)).href)) as {
      default?: Adapter;
    };
    return loaded.default ?? (loaded as Adapter);
  })();
  return platform;
}

/** What Next's build outputs hold that the site's build step works on. */
export function buildInputs({
  outputs,
  distDir,
  buildId,
}: Pick<BuildContext, "outputs" | "distDir" | "buildId">): SiteBuild {
  const staticFiles = new Map(outputs.staticFiles.map((file) => [file.pathname, file.filePath]));
  const htmlOf = (prerender: AdapterOutputs["prerenders"][number]) =>
    prerender.fallback?.filePath?.endsWith(".html");
  const pages = outputs.prerenders
    .filter((prerender) => htmlOf(prerender) && OWN_PATH.test(prerender.pathname))
    .map((prerender) => ({ route: prerender.pathname, file: prerender.fallback!.filePath! }));
  // The not-found page is styled like any page; the global error page (500) carries its own styles.
  const errorPages = [
    { file: staticFiles.get("/404"), optimize: true },
    { file: staticFiles.get("/500"), optimize: false },
  ].filter((page): page is { file: string; optimize: boolean } => !!page.file?.endsWith(".html"));
  const chunks = [...staticFiles]
    .filter(([pathname]) => /^\/_next\/static\/chunks\/.+\.js$/.test(pathname))
    .map(([, file]) => file);
  return {
    distDir,
    buildId,
    builtBy: "Next adapter",
    pages,
    errorPages,
    chunks,
    staticFile: (href: string) => staticFiles.get(href),
  };
}

/**
 * HTML files in a platform's output whose inline scripts the manifest's hashes do not cover
 * (they would not run under the policy): none when the platform took the finished pages.
 */
export function uncoveredPagesIn(outputDir: string, manifest: CspManifest): string[] | null {
  let entries;
  try {
    entries = readdirSync(outputDir, { recursive: true, withFileTypes: true });
  } catch {
    return null;
  }
  const allowed = new Set([...Object.values(manifest.pages).flat(), ...manifest.errorPages]);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/(^|[/.])(500|_global-error)(\.prerender-fallback)?\.html$/.test(file))
    .filter((file) => inlineScriptHashes(readFileSync(file, "utf8")).some((h) => !allowed.has(h)));
}

const adapter = {
  name: "Meridian site build",

  async modifyConfig(config: unknown, context: unknown): Promise<unknown> {
    const other = await platformAdapter();
    return other?.modifyConfig ? other.modifyConfig(config, context) : config;
  },

  async onBuildComplete(context: BuildContext): Promise<void> {
    checkAdapterOutputs(context.outputs);
    const inputs = buildInputs(context);
    const { manifest, manifestFile } = finishBuild(inputs);
    verifyNextContract(inputs);
    // The proxy reads the manifest at run time: package it with the proxy's function.
    const proxy = context.outputs.middleware;
    if (proxy) {
      const key = path.relative(context.repoRoot, manifestFile).split(path.sep).join("/");
      proxy.assets[key] = manifestFile;
      if (proxy.assetsHashes)
        proxy.assetsHashes[key] = createHash("md5")
          .update(readFileSync(manifestFile))
          .digest("hex");
    }

    const other = await platformAdapter();
    if (!other?.onBuildComplete) return;
    console.log(
      `Site build: handing the finished pages to the ${other.name ?? "platform"} adapter`,
    );
    await other.onBuildComplete(context);
    // Vercel's adapter writes the Build Output API directory here; check that it took our pages.
    const uncovered = uncoveredPagesIn(path.join(context.distDir, "output"), manifest);
    if (uncovered?.length)
      throw new Error(
        `Site build: the ${other.name ?? "platform"} adapter's output holds ${uncovered.length} pages ` +
          `whose scripts the policy's hashes do not cover, e.g. ${uncovered.slice(0, 3).join(", ")}`,
      );
  },
};

export default adapter;
