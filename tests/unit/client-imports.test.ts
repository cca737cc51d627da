import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// What a client component imports ships to every visitor and is parsed before the page hydrates.
// tailwind-merge (through lib/ui/cn.ts) weighs about 7 KB gzipped: it belongs on the server.
const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER_ONLY = ["lib/ui/cn.ts", "tailwind-merge"];
// react-hook-form (about 12 KB gzipped) loads on a form's first touch (use-posted-form.ts), so a
// page with a form hydrates as soon as one without: only a dynamic import may bring it.
const ON_FIRST_TOUCH = ["react-hook-form"];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The project files and packages `file` imports at run time (type-only imports left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const specifiers = [
    ...text.matchAll(/^import\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']/gm),
    ...text.matchAll(/^export\s+(?!type\s)[^"';]*?\sfrom\s+["']([^"']+)["']/gm),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const local = specifier.startsWith("@/")
      ? specifier.slice(2)
      : specifier.startsWith(".")
        ? path.join(path.dirname(file), specifier)
        : null;
    if (local === null) return specifier;
    for (const candidate of [local, `${local}.ts`, `${local}.tsx`, `${local}/index.ts`])
      if (existsSync(path.join(ROOT, candidate)) && statSync(path.join(ROOT, candidate)).isFile())
        return candidate;
    return local;
  });
}

/** Every module a client component reaches, with the chain that reaches it. */
function clientReach(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift()!;
    for (const target of importsOf(file)) {
      if (reached.has(target)) continue;
      reached.set(target, [...reached.get(file)!, target]);
      if (/\.tsx?$/.test(target)) queue.push(target);
    }
  }
  return reached;
}

/** The chains by which `file` reaches any of `modules`. */
function chainsTo(file: string, modules: string[]): string[] {
  const reach = clientReach(file);
  return modules.filter((m) => reach.has(m)).map((m) => reach.get(m)!.join(" -> "));
}

const clientComponents = ["app", "components", "lib"]
  .flatMap(sourceFiles)
  .filter((file) => /^["']use client["']/.test(readFileSync(path.join(ROOT, file), "utf8")));

describe("what client components ship", () => {
  it("finds the client components", () => {
    expect(clientComponents).toContain("components/home/marquee-track.tsx");
    expect(clientComponents.length).toBeGreaterThan(20);
  });

  it.each(clientComponents)("%s does not reach tailwind-merge", (file) => {
    expect(chainsTo(file, SERVER_ONLY)).toEqual([]);
  });

  it.each(clientComponents)("%s does not load react-hook-form with the page", (file) => {
    expect(chainsTo(file, ON_FIRST_TOUCH)).toEqual([]);
  });
});
