// What a page weighs as served, before any script runs: its HTML, the inline React payload in
// it (the `self.__next_f` scripts the browser parses and React decodes to hydrate) and its
// elements. The bench reports them for each key route; tests/e2e/home-weight.spec.ts holds the
// home page to its budget with the same measure.
import { Parser } from "htmlparser2";

export interface PageWeight {
  htmlBytes: number;
  payloadBytes: number;
  elements: number;
}

export function weighHtml(html: string): PageWeight {
  let elements = 0;
  let payloadBytes = 0;
  let script: string | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        elements++;
        if (name === "script" && !attributes.src) script = "";
      },
      ontext(text) {
        if (script !== null) script += text;
      },
      onclosetag(name) {
        if (name !== "script" || script === null) return;
        if (script.includes("self.__next_f")) payloadBytes += Buffer.byteLength(script);
        script = null;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return { htmlBytes: Buffer.byteLength(html), payloadBytes, elements };
}

/** Each route's weight, fetched once from `origin`. */
export async function weighRoutes(origin: string, routes: readonly string[]) {
  const weights: ({ path: string } & PageWeight)[] = [];
  for (const path of routes) {
    const response = await fetch(origin + path);
    weights.push({ path, ...weighHtml(await response.text()) });
  }
  return weights;
}

/** The weights as a Markdown table's rows: route, HTML KB, inline payload KB, elements. */
export function weightRows(weights: readonly ({ path: string } & PageWeight)[]) {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return weights.map((w) => [`\`${w.path}\``, kb(w.htmlBytes), kb(w.payloadBytes), w.elements]);
}

export const WEIGHT_HEADERS = ["Route", "HTML", "Inline React payload", "Elements"];
