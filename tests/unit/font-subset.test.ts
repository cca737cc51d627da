import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXTRA_CHARACTERS, unicodeRange } from "@/scripts/subset-font.ts";

/** Every source file whose strings can reach a page. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|md|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the subsets of Inter and Newsreader (app/fonts/*-subset.woff2)", () => {
  it("holds every character the site's words use, so no word mixes two faces", () => {
    const outside = new Map<string, string>();
    for (const file of ["content", "components", "app"].flatMap(sourceFiles))
      for (const character of readFileSync(file, "utf8"))
        if (character > "~" && !EXTRA_CHARACTERS.includes(character)) outside.set(character, file);
    expect(Object.fromEntries(outside)).toEqual({});
  });

  it("are described by their .json files: weights and the code points they hold", () => {
    const inter = JSON.parse(readFileSync("app/fonts/inter-subset.json", "utf8"));
    expect(inter).toEqual({ weights: "400 700", unicodeRange: unicodeRange() });
    const newsreader = JSON.parse(readFileSync("app/fonts/newsreader-subset.json", "utf8"));
    expect(newsreader).toEqual({ weights: "600", unicodeRange: unicodeRange() });
    expect(unicodeRange()).toMatch(/^U\+0020-007E, /);
  });

  // Both travel to a first visit within Chromium's 100 ms window (lib/build/web-font.ts).
  it("stay small: each under 20 KB", () => {
    for (const name of ["inter", "newsreader"])
      expect(statSync(`app/fonts/${name}-subset.woff2`).size, name).toBeLessThan(20_000);
  });
});
