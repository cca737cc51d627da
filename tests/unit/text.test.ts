import { describe, expect, it } from "vitest";
import { keepNumbersWithWords } from "@/lib/ui/text";

describe("keepNumbersWithWords", () => {
  it("binds a number to the word before it and leaves every other space", () => {
    expect(keepNumbersWithWords("100 Example Avenue, Suite 100")).toBe(
      "100 Example Avenue, Suite\u00a0100",
    );
    expect(keepNumbersWithWords("Fullerton, CA 92832")).toBe("Fullerton, CA\u00a092832");
    expect(keepNumbersWithWords("United States")).toBe("United States");
  });
});
