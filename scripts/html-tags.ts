// The elements of a page as an HTML parser reads them (htmlparser2), with where each starts and
// ends in the text, so the build can rewrite Next's markup by position: attributes in any order,
// with any quoting, new ones tolerated.
import { Parser } from "htmlparser2";

export interface Tag {
  /** Lower-case element name. */
  name: string;
  /** Attributes by lower-case name, values decoded. */
  attrs: Record<string, string>;
  /** The start tag's first character and the index just after its `>`. */
  start: number;
  end: number;
  /** The index just after the element's end tag (`end` for a void or unclosed element). */
  outerEnd: number;
  /** The text between the start and end tags (a script's or style's source). */
  text: string;
  /** Whether the element lies inside <head>. */
  inHead: boolean;
  /** The element it is a child of. */
  parent?: Tag;
}

/** Every element of the page, in document order. */
export function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  const open: Tag[] = [];
  let headDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const tag: Tag = {
          name,
          attrs,
          start: parser.startIndex,
          end: parser.endIndex + 1,
          outerEnd: parser.endIndex + 1,
          text: "",
          inHead: headDepth > 0,
          parent: open.at(-1),
        };
        if (name === "head") headDepth++;
        tags.push(tag);
        open.push(tag);
      },
      onclosetag(name, implied) {
        const index = open.findLastIndex((tag) => tag.name === name);
        if (index < 0) return;
        const [tag] = open.splice(index);
        if (name === "head") headDepth = Math.max(0, headDepth - 1);
        if (!implied && parser.startIndex >= tag!.end) {
          tag!.text = html.slice(tag!.end, parser.startIndex);
          tag!.outerEnd = parser.endIndex + 1;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return tags;
}

/** The rel attribute's tokens, lower case. */
export function relOf(tag: Tag): string[] {
  return (tag.attrs.rel ?? "").toLowerCase().split(/\s+/).filter(Boolean);
}

/** `type` values of a <script> the browser runs (any other type is data, never executed). */
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** Whether the browser would run this <script> element's inline source. */
export function isInlineScript(tag: Tag): boolean {
  if (tag.name !== "script" || "src" in tag.attrs) return false;
  const type = (tag.attrs.type ?? "").trim().toLowerCase();
  return RUNNABLE_TYPES.has(type) || type === "importmap" || type === "speculationrules";
}

/** A replacement of the text between two indices. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The text with the edits applied; edits must not overlap. */
export function applyEdits(html: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = "";
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error("overlapping edits");
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}
