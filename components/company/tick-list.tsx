import circleCheckIcon from "@/components/ui/icons/circle-check";
import { SvgIcon } from "@/components/ui/svg-icon";
import { InlineText } from "@/components/content/inline-text";

/** A list of short statements, each with a check mark, in two columns on wide screens. */
export function TickList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-8 grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="rounded-card border-line flex gap-3 border bg-white p-4">
          <SvgIcon shapes={circleCheckIcon} className="text-brand-600 mt-0.5 size-5 shrink-0" />
          <span className="text-ink leading-relaxed">
            <InlineText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
