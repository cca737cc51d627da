import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { compactSource, inlineScript } from "@/lib/build/inline-script";

describe("compactSource", () => {
  it("drops comments and spaces but keeps strings and the spaces tokens need", () => {
    const source = `function f(a, b) {
      // a comment
      var x = "a // not a comment", y = 'two  spaces';
      /* another */ return typeof a === "string" ? a + +b : a - -b;
    }`;
    expect(compactSource(source)).toBe(
      `function f(a,b){var x="a // not a comment",y='two  spaces';return typeof a==="string"?a+ +b:a- -b}`,
    );
  });

  it("keeps escaped quotes inside a string", () => {
    expect(compactSource(`var s = "say \\"hi\\" ";`)).toBe(`var s="say \\"hi\\" ";`);
  });

  it("refuses template and regular expression literals rather than risk their text", () => {
    expect(() => compactSource("var s = `a  b`;")).toThrow(/template literals/);
    expect(() => compactSource("var r = /a  b/;")).toThrow(/regular expression/);
    expect(compactSource("var q = a / b;")).toBe("var q=a/b;");
  });
});

describe("inlineScript", () => {
  function greet(name: string, times: number, into: string[]): void {
    for (let i = 0; i < times; i++) into.push("hello " + name);
  }

  it("runs the function with its values as JSON, from the text alone", () => {
    const script = inlineScript(
      function (name: string, times: number) {
        (globalThis as unknown as { out: string[] }).out.push(name.repeat(times));
      },
      ["ab", 2],
    );
    expect(script).toMatch(/^\(function\(\)\{var name="ab",times=2;/);
    const context = { out: [] as string[] };
    runInNewContext(script, context);
    expect(context.out).toEqual(["abab"]);
  });

  it("refuses a function whose parameters do not match the values", () => {
    expect(() => inlineScript(greet, ["x", 1] as never)).toThrow(/parameters must be 2/);
  });
});
