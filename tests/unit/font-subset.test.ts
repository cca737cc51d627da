import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXTRA_CHARACTERS, unicodeRange } from "@/scripts/subset-font.ts";

/** Every source file whose strings can reach a page. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|md|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the Inter subset (app/fonts/inter-subset.woff2)", () => {
  it("holds every character the site's words use, so no word mixes two faces", () => {
    const outside = new Map<string, string>();
    for (const file of ["content", "components", "app"].flatMap(sourceFiles))
      for (const character of readFileSync(file, "utf8"))
        if (character > "~" && !EXTRA_CHARACTERS.includes(character)) outside.set(character, file);
    expect(Object.fromEntries(outside)).toEqual({});
  });

  it("is described by app/fonts/inter-subset.json: its weights and the code points it holds", () => {
    const facts = JSON.parse(readFileSync("app/fonts/inter-subset.json", "utf8"));
    expect(facts).toEqual({ weights: "400 700", unicodeRange: unicodeRange() });
    expect(unicodeRange()).toMatch(/^U\+0020-007E, /);
  });
});
