import type { TextPart } from "@/lib/search/highlight";

/** Text with the words a search matched in <mark>; React escapes every run. */
export function HighlightedText({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, i) =>
    part.mark ? (
      <mark key={i} className="bg-accent-100 text-ink rounded-sm px-0.5 font-semibold">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
