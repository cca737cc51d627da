import { Link } from "@/components/ui/link";
import { parseInline } from "@/lib/content/content-text";

/** Renders content text, turning `[label](/route)` into links. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) =>
        "href" in part ? (
          <Link
            key={i}
            href={part.href}
            className="text-brand-600 decoration-brand-600/30 hover:decoration-brand-600 font-medium underline underline-offset-2"
          >
            {part.text}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
