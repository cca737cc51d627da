// Writes the site's two faces, cut down to what the site sets, into app/fonts/:
//  - inter-subset.woff2: Inter, the text face (the variable face from @fontsource-variable/inter,
//    SIL Open Font License 1.1, app/fonts/OFL.txt), at the weights text uses (400 to 700);
//  - newsreader-subset.woff2: Newsreader, the headings' face (@fontsource-variable/newsreader,
//    the same licence, app/fonts/OFL-newsreader.txt), pinned to the one instance headings use:
//    semibold, at a display optical size (finer hairlines and tighter spacing than its text
//    size, made for the 20 to 70 px headings are set at).
// Each holds printable ASCII and the few other characters the site's words use, with only the
// layout features it sets: a fraction of the whole face, so that a first visit can have both in
// time (lib/build/web-font.ts). Beside each, <name>-subset.json: the weights and the unicode-range,
// which the page's @font-face declares.
//
// Run it after adding a character outside the set to the site's words, or after updating a
// package: `npm run subset-font` (Node 24 from node_modules). A character outside the set still
// shows, in the metric-matched fallback face (the @font-face's unicode-range leaves it out).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** Beyond printable ASCII: typographic quotes and dashes, and the symbols the site writes. */
export const EXTRA_CHARACTERS = "\u00a0©®§·é\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026€£₹™→";

/** A variable axis kept as a range, or pinned to one value (an instance). */
type Axis = number | { min: number; max: number };

export interface SubsetFace {
  /** The package's file: its Latin subset, with the axes named in `axes`. */
  source: string;
  axes: Record<string, Axis>;
  /** The @font-face font-weight the subset covers. */
  weights: string;
  features: string[];
}

/**
 * The faces, by the name of their files. Inter keeps kerning and mark positioning, their
 * prerequisites, and tabular figures (`tabular-nums`); its other features (contextual
 * alternates, fractions, ...) would pull in a third of the glyphs again. Newsreader's headings
 * need kerning and the standard ligatures (fi, fl), nothing that sets figures or text.
 */
export const FACES = {
  inter: {
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    axes: { wght: { min: 400, max: 700 } },
    weights: "400 700",
    features: ["kern", "mark", "mkmk", "ccmp", "locl", "tnum"],
  },
  newsreader: {
    source: "@fontsource-variable/newsreader/files/newsreader-latin-opsz-normal.woff2",
    axes: { wght: 600, opsz: 36 },
    weights: "600",
    features: ["kern", "liga", "mark", "mkmk", "ccmp", "locl"],
  },
} as const satisfies Record<string, SubsetFace>;

export type FaceName = keyof typeof FACES;

/** Where a face's subset and its facts are written. */
export function outputs(name: FaceName): { font: string; facts: string } {
  return {
    font: fileURLToPath(new URL(`../app/fonts/${name}-subset.woff2`, import.meta.url)),
    facts: fileURLToPath(new URL(`../app/fonts/${name}-subset.json`, import.meta.url)),
  };
}

const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)).join("");

/** The code points each subset holds, as a CSS unicode-range value. */
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
        variationAxes: Record<string, Axis>;
      },
    ) => Promise<Buffer>;
  };
  const require = createRequire(import.meta.url);
  for (const [name, face] of Object.entries(FACES) as [FaceName, SubsetFace][]) {
    const source = readFileSync(require.resolve(face.source));
    const subset = await subsetFont(source, ASCII + EXTRA_CHARACTERS, {
      targetFormat: "woff2",
      keepFeatures: face.features,
      variationAxes: face.axes,
    });
    const { font, facts } = outputs(name);
    writeFileSync(font, subset);
    writeFileSync(
      facts,
      `${JSON.stringify({ weights: face.weights, unicodeRange: unicodeRange() }, null, 2)}\n`,
    );
    console.log(`${font}: ${subset.length} bytes (from ${source.length})`);
  }
  console.log(`unicode-range: ${unicodeRange()}`);
}
