/**
 * Turns a typed function into the text of an inline <script> that runs it once with the given
 * values: `(function(){var a=…,b=…;BODY})()`. The functions a page carries inline (the chunk
 * loader, lib/build/chunk-loader.ts; the web font's script, lib/build/web-font.ts) are written, type-checked,
 * linted and unit-tested as TypeScript; the page gets their compiled source, whatever compiled it
 * (Node's type stripping in the build's page rewrite, Next's server bundle for the layout), with
 * comments and spaces taken out. The CSP hashes are computed from the pages' final text
 * (scripts/csp-hashes.ts), so they follow whatever this writes.
 *
 * Such a function reads nothing from its module: everything it needs is a parameter (plain
 * identifiers, no defaults), or a global of the page. Its source may hold no template or regular
 * expression literal: `compactSource` refuses them rather than risk changing their text.
 */

const WORD = /[A-Za-z0-9_$]/;
const SPACE = /\s/;

/** The source with comments and the spaces no token needs taken out. */
export function compactSource(source: string): string {
  let out = "";
  let spaced = false;
  let i = 0;
  const last = () => out[out.length - 1] ?? "";
  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (SPACE.test(c)) {
      spaced = true;
      i++;
    } else if (c === "/" && next === "/") {
      while (i < source.length && source[i] !== "\n") i++;
      spaced = true;
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      if (end < 0) throw new Error("inline script: unterminated comment");
      i = end + 2;
      spaced = true;
    } else if (c === "`") {
      throw new Error("inline script: template literals are not supported");
    } else if (c === "/" && !/[A-Za-z0-9_$)\]]/.test(last())) {
      throw new Error("inline script: regular expression literals are not supported");
    } else {
      // Keep one space where two tokens would otherwise merge: `var d`, `a + +b`, `a - -b`.
      const prev = last();
      if (spaced && ((WORD.test(prev) && WORD.test(c)) || ((c === "+" || c === "-") && prev === c)))
        out += " ";
      spaced = false;
      if (c === '"' || c === "'") {
        let j = i + 1;
        while (source[j] !== c) {
          if (j >= source.length || source[j] === "\n")
            throw new Error("inline script: unterminated string");
          j += source[j] === "\\" ? 2 : 1;
        }
        out += source.slice(i, j + 1);
        i = j + 1;
      } else {
        // A semicolon just before a closing brace is redundant (the sources have no empty
        // statements, which prettier would not leave).
        if (c === "}" && last() === ";") out = out.slice(0, -1);
        out += c;
        i++;
      }
    }
  }
  return out;
}

const FUNCTION = /^function\s*[A-Za-z0-9_$]*\(([^)]*)\)\{([\s\S]*)\}$/;

/**
 * The script that runs `fn` with `values` as its parameters, each written as JSON. The function
 * must be a `function` (not an arrow) whose parameters are plain names.
 */
// Any function type, whatever its parameters: the values are written as JSON, checked by count.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function inlineScript<F extends (...args: any[]) => void>(
  fn: F,
  values: Parameters<F>,
): string {
  const match = FUNCTION.exec(compactSource(fn.toString()));
  if (!match) throw new Error(`inline script: ${fn.name || "the function"} is not a function`);
  const names = match[1] ? match[1].split(",") : [];
  if (names.length !== values.length || names.some((name) => !/^[A-Za-z_$][\w$]*$/.test(name)))
    throw new Error(`inline script: ${fn.name}'s parameters must be ${values.length} plain names`);
  const vars = names.map((name, i) => `${name}=${JSON.stringify(values[i])}`).join(",");
  return `(function(){${vars ? `var ${vars};` : ""}${match[2]}})()`;
}
