// After `next build`: hashes the inline scripts of every prerendered HTML page into
// .next/csp-manifest.json, which proxy.ts reads to send each path its Content-Security-Policy.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { filesEndingWith } from "./build-files.mjs";

const appDir = path.join(".next", "server", "app");
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    // Data blocks (JSON-LD) are not executed, so CSP does not govern them.
    if (/type=["']?application\/(ld\+)?json/.test(attrs)) continue;
    hashes.add("sha256-" + createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}

const manifest = { pages: {}, notFound: [] };
for (const file of filesEndingWith(appDir, ".html")) {
  const route = path
    .relative(appDir, file)
    .replace(/\.html$/, "")
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment)) // route groups do not appear in URLs
    .join("/");
  const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
  if (route === "_not-found") manifest.notFound = hashes;
  else if (route === "_global-error") continue;
  else manifest.pages[route === "index" ? "/" : `/${route}`] = hashes;
}
writeFileSync(path.join(".next", "csp-manifest.json"), JSON.stringify(manifest));
console.log(`CSP manifest: ${Object.keys(manifest.pages).length} prerendered pages hashed`);

// The proxy reads this file at run time. Hosts that package each function with the files its
// trace lists (Vercel) need it in the proxy's trace; `next build` traced the proxy before the
// file existed, so outputFileTracingIncludes (next.config.ts) finds nothing on a clean build.
// Add it to the trace file(s) of the proxy here. `.next/server/middleware.js.nft.json` is the
// proxy's trace in Next 16 (proxy.ts still builds to the middleware entry).
for (const name of ["middleware.js.nft.json", "proxy.js.nft.json"]) {
  const traceFile = path.join(".next", "server", name);
  if (!existsSync(traceFile)) continue;
  const trace = JSON.parse(readFileSync(traceFile, "utf8"));
  const entry = path.relative(path.dirname(traceFile), path.join(".next", "csp-manifest.json"));
  if (!trace.files.includes(entry)) trace.files.push(entry);
  writeFileSync(traceFile, JSON.stringify(trace));
  console.log(`CSP manifest: listed in ${traceFile}`);
}
