import type { AudiencePage, Block } from "@/content/types";

/*
 * Text helpers for content blocks: inline link markup, plain text and word counts. They import
 * no content, so client code (and the registry) can use them without pulling every page's
 * prose into a bundle.
 */

const INLINE_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits inline text into plain runs and `[label](/route)` links. */
export function parseInline(text: string): ({ text: string } | { text: string; href: string })[] {
  const parts: ({ text: string } | { text: string; href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1] ?? "", href: match[2] ?? "" });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Every inline string of a block, for link checks, word counts and the search index. */
export function blockTexts(block: Block): string[] {
  switch (block.type) {
    case "heading":
    case "subheading":
    case "paragraph":
      return [block.text];
    case "callout":
      return block.title ? [block.title, block.text] : [block.text];
    case "list":
      return block.items;
    case "definitions":
      return block.items.flatMap((i) => [i.title, i.text]);
    case "table":
      return [block.caption, ...block.head, ...block.rows.flat()];
  }
}

/** Plain text of blocks with link markup removed. */
export function plainText(blocks: readonly Block[]): string {
  return blocks
    .flatMap(blockTexts)
    .map((t) =>
      parseInline(t)
        .map((p) => p.text)
        .join(""),
    )
    .join(" ");
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** All blocks of an audience page's words, whichever layout it uses. */
export function audienceBlocks(page: AudiencePage): Block[] {
  if (page.layout === "standard") {
    return [
      ...page.content,
      ...(page.secondary ? [{ type: "paragraph" as const, text: page.secondary }] : []),
    ];
  }
  return [
    { type: "paragraph", text: page.start },
    { type: "definitions", items: page.items, ordered: true },
    { type: "paragraph", text: page.end },
  ];
}
