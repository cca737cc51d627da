import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DIR, iconFiles } from "@/scripts/icon-shapes.ts";

describe("the icons (components/ui/icons/, written by scripts/icon-shapes.ts)", () => {
  it("are what the generator writes from lucide-react today", () => {
    const written = Object.fromEntries(
      readdirSync(DIR)
        .filter((name) => name.endsWith(".ts"))
        .map((name) => [name, readFileSync(`${DIR}${name}`, "utf8")]),
    );
    expect(written).toEqual(iconFiles());
  });

  it("draw Lucide's shapes: the arrow is its two strokes, the chevron its one", () => {
    const files = iconFiles();
    expect(files["arrow-right.ts"]).toContain(
      String.raw`"<path d=\"M5 12h14\"></path><path d=\"m12 5 7 7-7 7\"></path>"`,
    );
    expect(files["chevron-down.ts"]).toContain(String.raw`"<path d=\"m6 9 6 6 6-6\"></path>"`);
  });

  it("include every icon the content names", () => {
    const types = readFileSync("content/types.ts", "utf8");
    const union = types.match(/export type IconName =([^;]+);/)![1]!;
    const named = [...union.matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(30);
    for (const id of named) expect(Object.keys(iconFiles())).toContain(`${id}.ts`);
  });
});
