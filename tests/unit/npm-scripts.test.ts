import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The machine's own Node may be older than the project's (Node 24 is installed into
// node_modules/.bin by `npm ci`), and only `npm run` puts that Node first on the PATH: a
// command the documentation gives as `node scripts/x.ts` fails on Node 20. Every script the
// documentation or a script's own usage line names has an npm script that runs it.

const root = process.cwd();
const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, "package.json"), "utf8"),
).scripts;

/** README.md and, once it is split, every page under docs/. */
function documentation(): [string, string][] {
  const files = ["README.md"];
  const docs = path.join(root, "docs");
  if (existsSync(docs))
    for (const name of readdirSync(docs, { recursive: true }))
      if (String(name).endsWith(".md")) files.push(path.join("docs", String(name)));
  return files.map((file) => [file, readFileSync(path.join(root, file), "utf8")]);
}

const usageLines = readdirSync(path.join(root, "scripts"))
  .filter((name) => name.endsWith(".ts"))
  .map((name): [string, string] => [
    `scripts/${name}`,
    readFileSync(path.join(root, "scripts", name), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("//"))
      .join("\n"),
  ]);

describe("the scripts a reader is told to run", () => {
  it.each(documentation())("%s: each `node scripts/…` has an npm script", (_file, text) => {
    for (const [, script] of text.matchAll(/`node (scripts\/[\w-]+\.ts)\b/g)) {
      const runs = Object.entries(scripts).filter(([, command]) =>
        command.startsWith(`node ${script}`),
      );
      expect(
        runs.map(([name]) => name),
        script,
      ).not.toEqual([]);
    }
  });

  it.each([...documentation(), ...usageLines])(
    "%s: each `npm run <name>` it gives exists",
    (_file, text) => {
      for (const [, name] of text.matchAll(/npm run ([\w:-]+)/g))
        expect(Object.keys(scripts), name).toContain(name);
    },
  );

  it("the screenshot, font subset and icon scripts each run by `npm run`", () => {
    expect(scripts.screenshot).toBe("node scripts/screenshot.ts");
    expect(scripts["subset-font"]).toBe("node scripts/subset-font.ts");
    expect(scripts["icon-shapes"]).toBe("node scripts/icon-shapes.ts");
  });
});
