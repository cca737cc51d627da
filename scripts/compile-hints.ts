// As the build finishes (scripts/site-build.ts): marks every client chunk for eager compilation
// with V8's explicit compile hint, a `//# allFunctionsCalledOnLoad` comment on the file's first
// line (Chrome 136 and later; other engines read a comment).
//
// Without it V8 only pre-parses a chunk as it arrives and compiles each function on its first
// call, on the main thread: the module factories and React's code are all first called while the
// page hydrates, so their compilation landed in the longest tasks of the load (bench/changes.json).
// With the hint, V8 compiles a streamed chunk's functions on a background thread while it
// downloads. The chunks are the code a page runs as it loads or as the visitor first engages (the
// drawer, the particles, a form's validation), so little of what is compiled early goes unused.
import { readFileSync, writeFileSync } from "node:fs";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The chunk's source with the hint as its first line; unchanged if it has one already. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/** Marks each chunk file in place; returns how many there were. */
export function markChunks(files: string[]): number {
  for (const file of files) writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));
  return files.length;
}
