import { describe, expect, it } from "vitest";
import { rowStep } from "@/lib/client/row-keys";

describe("rowStep: where a key moves along a row of four", () => {
  it("Home and End go to the ends", () => {
    expect(rowStep("Home", 2, 4)).toBe(0);
    expect(rowStep("End", 1, 4)).toBe(3);
  });

  it("Left and Up go back one, Right and Down on one", () => {
    expect(rowStep("ArrowLeft", 2, 4)).toBe(1);
    expect(rowStep("ArrowUp", 2, 4)).toBe(1);
    expect(rowStep("ArrowRight", 2, 4)).toBe(3);
    expect(rowStep("ArrowDown", 2, 4)).toBe(3);
  });

  it("stops at the ends unless the row wraps", () => {
    expect(rowStep("ArrowRight", 3, 4)).toBeUndefined();
    expect(rowStep("ArrowLeft", 0, 4)).toBeUndefined();
    expect(rowStep("ArrowRight", 3, 4, true)).toBe(0);
    expect(rowStep("ArrowLeft", 0, 4, true)).toBe(3);
  });

  it("ignores other keys", () => {
    expect(rowStep("Enter", 1, 4)).toBeUndefined();
    expect(rowStep("a", 1, 4, true)).toBeUndefined();
  });
});
