// Run by `npm run build` after `next build`. The site's Next adapter (scripts/next-adapter.mjs)
// normally finished the build already, and this only confirms it. Vercel's builder without its
// own adapter reads Next's classic output layout, which naming any adapter changes, so there the
// config names none (next.config.ts) and this step finishes the pages in that layout instead.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { filesEndingWith, prerenderedHtml } from "./build-files.mjs";
import { finishBuild, MANIFEST_NAME } from "./site-build.mjs";

const distDir = path.resolve(".next");
const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
const manifestFile = path.join(distDir, MANIFEST_NAME);
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : null;

if (manifest?.buildId === buildId) {
  console.log(`Site build: finished by the ${manifest.builtBy} during next build`);
} else {
  const appDir = path.join(distDir, "server", "app");
  const html = prerenderedHtml(distDir);
  const isError = ({ route }) => /^\/_(not-found|global-error)$/.test(route);
  finishBuild({
    distDir,
    buildId,
    builtBy: "npm run build",
    pages: html.filter((page) => !isError(page)),
    errorPages: [
      { file: path.join(appDir, "_not-found.html"), optimize: true },
      { file: path.join(distDir, "server", "pages", "404.html"), optimize: true },
      { file: path.join(appDir, "_global-error.html"), optimize: false },
      { file: path.join(distDir, "server", "pages", "500.html"), optimize: false },
    ].filter((page) => existsSync(page.file)),
    chunks: filesEndingWith(path.join(distDir, "static", "chunks"), ".js"),
    cssFile: (href) => path.join(distDir, "static", href.replace(/^\/_next\/static\//, "")),
  });
}
