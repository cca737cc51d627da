// Writes app/fonts/inter-subset.woff2: Inter (the variable face from @fontsource-variable/inter,
// SIL Open Font License 1.1, app/fonts/OFL.txt) cut down to what the site sets: printable ASCII
// and the few other characters its words use, at the weights it uses (400 to 700), with only the
// layout features it sets (kerning, marks, tabular figures): a fraction of the whole face, so
// that a first visit can have it in time (lib/web-font.ts). Beside it,
// app/fonts/inter-subset.json: the weights and the unicode-range, which the page's @font-face
// declares.
//
// Run it after adding a character outside the set to the site's words, or after updating the
// package: `npm run subset-font` (Node 24 from node_modules). A character outside the set still shows, in the
// metric-matched fallback face (the @font-face's unicode-range leaves it out).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** Beyond printable ASCII: typographic quotes and dashes, and the symbols the site writes. */
export const EXTRA_CHARACTERS = "\u00a0©®§·é\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026€£₹™→";
export const WEIGHTS = { min: 400, max: 700 };
/**
 * Kerning and mark positioning, their prerequisites, and tabular figures (`tabular-nums`). Inter's
 * other features (contextual alternates, fractions, ...) would pull in a third of the glyphs again.
 */
export const FEATURES = ["kern", "mark", "mkmk", "ccmp", "locl", "tnum"];
export const OUTPUT = fileURLToPath(new URL("../app/fonts/inter-subset.woff2", import.meta.url));
export const FACTS = fileURLToPath(new URL("../app/fonts/inter-subset.json", import.meta.url));

const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/** The code points the subset holds, as a CSS unicode-range value. */
export function unicodeRange() {
  const points = [...new Set([...(ASCII + EXTRA_CHARACTERS)].map((c) => c.codePointAt(0)!))];
  points.sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // @ts-expect-error: the package ships no types.
  const { default: subsetFont } = (await import("subset-font")) as {
    default: (
      font: Buffer,
      text: string,
      options: {
        targetFormat: string;
        keepFeatures: string[];
        variationAxes: Record<string, { min: number; max: number }>;
      },
    ) => Promise<Buffer>;
  };
  const require = createRequire(import.meta.url);
  const source = readFileSync(
    require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
  );
  const subset = await subsetFont(source, ASCII + EXTRA_CHARACTERS, {
    targetFormat: "woff2",
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  });
  writeFileSync(OUTPUT, subset);
  writeFileSync(
    FACTS,
    `${JSON.stringify({ weights: `${WEIGHTS.min} ${WEIGHTS.max}`, unicodeRange: unicodeRange() }, null, 2)}\n`,
  );
  console.log(`${OUTPUT}: ${subset.length} bytes (from ${source.length})`);
  console.log(`unicode-range: ${unicodeRange()}`);
}
