import type { IconPoint } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { InlineText } from "@/components/content/inline-text";
import { cn } from "@/lib/ui/cn";

/**
 * Titled points in columns, each under a hairline rule rather than in a card of its own: the
 * type and the rule carry the structure. Numbered points lead with their numeral in the
 * headings' serif, the others with their icon. Five or three-plus-two items fill a six-column
 * row as three then two, so no row is left with a hole.
 */
export function PointGrid({
  items,
  columns = 3,
  numbered = false,
  className,
}: {
  items: readonly IconPoint[];
  columns?: 2 | 3 | 4;
  numbered?: boolean;
  className?: string;
}) {
  const List = numbered ? "ol" : "ul";
  const fiveUp = columns === 3 && items.length === 5;
  return (
    <List
      className={cn(
        "mt-8 grid gap-x-10 gap-y-10 sm:grid-cols-2",
        columns === 3 && (fiveUp ? "lg:grid-cols-6" : "lg:grid-cols-3"),
        columns === 4 && "lg:grid-cols-4",
        className,
      )}
    >
      {items.map((item, i) => (
        <li
          key={item.title}
          className={cn(
            "border-line flex flex-col border-t pt-5",
            fiveUp && (i < 3 ? "lg:col-span-2" : "lg:col-span-3"),
            fiveUp && i === 4 && "sm:col-span-2 lg:col-span-3",
          )}
        >
          {numbered ? (
            <span
              className="font-heading text-brand-600 text-3xl leading-none font-semibold tabular-nums"
              aria-hidden="true"
            >
              {String(i + 1).padStart(2, "0")}
            </span>
          ) : (
            <Icon name={item.icon} className="text-brand-600 size-6" />
          )}
          <h3 className="text-brand-900 text-card mt-4">{item.title}</h3>
          <p className="text-muted mt-2 leading-relaxed">
            <InlineText text={item.text} />
          </p>
        </li>
      ))}
    </List>
  );
}
