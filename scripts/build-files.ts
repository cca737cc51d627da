// Walks the build output: for the build step (scripts/finish-build.ts) and the benchmark.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir`, at any depth, whose name ends with `extension` (e.g. ".html"). */
export function filesEndingWith(dir: string, extension: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(full, extension);
    return entry.name.endsWith(extension) ? [full] : [];
  });
}

/**
 * The prerendered HTML pages of a build and the URL path each is served at, in either layout
 * Next writes: `.next/server/app/<route>.html`, or, when an adapter is named,
 * `.next/server/route-cache/<kind>/<key>/$/<route>.html`.
 */
export function prerenderedHtml(distDir: string): { route: string; file: string }[] {
  const pages: { route: string; file: string }[] = [];
  const appDir = path.join(distDir, "server", "app");
  const cacheDir = path.join(distDir, "server", "route-cache");
  const routeOf = (relative: string) => {
    const route = relative
      .replace(/\.html$/, "")
      .split(path.sep)
      .filter((segment) => !/^\(.*\)$/.test(segment)) // route groups do not appear in URLs
      .join("/");
    return route === "index" ? "/" : `/${route}`;
  };
  if (existsSync(appDir))
    for (const file of filesEndingWith(appDir, ".html"))
      pages.push({ route: routeOf(path.relative(appDir, file)), file });
  if (existsSync(cacheDir))
    for (const file of filesEndingWith(cacheDir, ".html")) {
      const [, relative] = file.split(`${path.sep}$${path.sep}`);
      if (relative) pages.push({ route: routeOf(relative), file });
    }
  return pages;
}
