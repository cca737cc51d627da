// The hashes of a page's inline scripts, for the Content-Security-Policy that proxy.ts sends with
// it: a prerendered page carries no per-request nonce, so its own scripts are allowed by hash.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PROXY_TRACES } from "../lib/build/next-contract.ts";
import { isInlineScript, type Tag, tagsOf } from "./html-tags.ts";

export interface InlineScript {
  attrs: Record<string, string>;
  body: string;
  hash: string;
}

const sha256 = (body: string) =>
  "sha256-" + createHash("sha256").update(body, "utf8").digest("base64");

const scriptsOf = (tags: Tag[]): InlineScript[] =>
  tags
    .filter(isInlineScript)
    .map((tag) => ({ attrs: tag.attrs, body: tag.text, hash: sha256(tag.text) }));
const hashesOf = (tags: Tag[]) => [...new Set(scriptsOf(tags).map((script) => script.hash))];

/** The inline scripts the browser would execute, in page order, with their `sha256-…` hash. */
export function inlineScripts(html: string): InlineScript[] {
  return scriptsOf(tagsOf(html));
}

/** `sha256-…` of each inline script the browser would execute, once each, in page order. */
export function inlineScriptHashes(html: string): string[] {
  return hashesOf(tagsOf(html));
}

/**
 * A page's scripts as its policy sees them, from one parse: the hashes of its inline scripts,
 * and the script no hash can allow, an inline event handler attribute (`onclick="…"`), which
 * would need 'unsafe-hashes' or 'unsafe-inline', which the site never sends.
 */
export function pageScripts(html: string): { hashes: string[]; uncoverable: string[] } {
  const tags = tagsOf(html);
  const uncoverable = tags.flatMap((tag) =>
    Object.keys(tag.attrs)
      .filter((name) => /^on[a-z]+$/.test(name))
      .map((name) => `<${tag.name} ${name}="${tag.attrs[name]!.slice(0, 60)}">`),
  );
  return { hashes: hashesOf(tags), uncoverable };
}

/** The proxy's trace files this build holds (lib/build/next-contract.ts names the candidates). */
export function proxyTraceFiles(distDir: string): string[] {
  return PROXY_TRACES.map((name) => path.join(distDir, "server", name)).filter((trace) =>
    existsSync(trace),
  );
}

/**
 * Lists `file` in the trace of the proxy (Next 16 still builds proxy.ts as the middleware entry),
 * so that hosts packaging the proxy's function from its trace (Vercel's builder without its
 * adapter) ship the file with it: Next traced the proxy before the file existed.
 */
export function listInProxyTrace(distDir: string, file: string): number {
  const traces = proxyTraceFiles(distDir);
  for (const traceFile of traces) {
    const trace = JSON.parse(readFileSync(traceFile, "utf8")) as { files: string[] };
    const entry = path.relative(path.dirname(traceFile), file);
    if (!trace.files.includes(entry)) trace.files.push(entry);
    writeFileSync(traceFile, JSON.stringify(trace));
  }
  return traces.length;
}
