import { describe, expect, it } from "vitest";
import { withCompileHint } from "@/scripts/compile-hints.ts";

describe("withCompileHint", () => {
  const chunk = '(globalThis.TURBOPACK||=[]).push(["x.js",1,e=>{}]);';

  it("puts V8's magic comment alone on the chunk's first line and keeps the code intact", () => {
    expect(withCompileHint(chunk)).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
  });

  it("marks a chunk once, however often the build step runs", () => {
    expect(withCompileHint(withCompileHint(chunk))).toBe(withCompileHint(chunk));
  });
});
