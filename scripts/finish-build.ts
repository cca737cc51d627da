// Run by `npm run build` after `next build`. The site's Next adapter (scripts/next-adapter.ts)
// normally finished the build already, and this only confirms it. Vercel's builder without its
// own adapter reads Next's classic output layout, which naming any adapter changes, so there the
// config names none (next.config.ts) and this step finishes the pages in that layout instead.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { filesEndingWith, prerenderedHtml } from "./build-files.ts";
import {
  type CspManifest,
  describeOptimisations,
  finishBuild,
  MANIFEST_NAME,
  verifyNextContract,
} from "./site-build.ts";

const distDir = path.resolve(".next");
const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
const manifestFile = path.join(distDir, MANIFEST_NAME);
const manifest = existsSync(manifestFile)
  ? (JSON.parse(readFileSync(manifestFile, "utf8")) as CspManifest)
  : null;

if (manifest?.buildId === buildId) {
  console.log(`Site build: finished by the ${manifest.builtBy} during next build`);
  // Said again here, at the end of `npm run build`, where an operator reads.
  console.log(describeOptimisations(manifest.optimisations));
} else {
  const html = prerenderedHtml(distDir);
  const isError = ({ route }: { route: string }) => /^\/_(not-found|global-error)$/.test(route);
  // The not-found page is styled like any page; the global error page (500) carries its own.
  const pagesDir = path.join(distDir, "server", "pages");
  const pages = html.filter((page) => !isError(page));
  const chunks = filesEndingWith(path.join(distDir, "static", "chunks"), ".js");
  finishBuild({
    distDir,
    buildId,
    builtBy: "npm run build",
    pages,
    errorPages: [
      ...html
        .filter(isError)
        .map(({ route, file }) => ({ file, optimize: route === "/_not-found" })),
      { file: path.join(pagesDir, "404.html"), optimize: true },
      { file: path.join(pagesDir, "500.html"), optimize: false },
    ].filter((page) => existsSync(page.file)),
    chunks,
    staticFile: (href) => path.join(distDir, "static", href.replace(/^\/_next\/static\//, "")),
  });
  verifyNextContract({ distDir, pages, chunks });
}
