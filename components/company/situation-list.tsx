import type { TitledText } from "@/content/types";
import { InlineText } from "@/components/content/inline-text";

/** Titled situations as a two-column list with a check-mark rule, for tinted sections. */
export function SituationList({ items }: { items: readonly TitledText[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.title} className="border-accent-500 border-l-4 pl-5">
          <h3 className="text-brand-900 text-card">{item.title}</h3>
          <p className="text-muted mt-2 leading-relaxed">
            <InlineText text={item.text} />
          </p>
        </li>
      ))}
    </ul>
  );
}
