// Walks the build output for the post-build scripts (optimize-html, compile-hints, csp-manifest).
import { readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir`, at any depth, whose name ends with `extension` (e.g. ".html"). */
export function filesEndingWith(dir, extension) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(full, extension);
    return entry.name.endsWith(extension) ? [full] : [];
  });
}
