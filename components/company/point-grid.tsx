import type { IconPoint } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { InlineText } from "@/components/content/inline-text";
import { cn } from "@/lib/cn";

/**
 * Cards of titled points with icons. Five or three-plus-two items fill a six-column row
 * as three then two, so no row is left with a hole.
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
        "mt-8 grid gap-5 sm:grid-cols-2",
        columns === 3 && (fiveUp ? "lg:grid-cols-6" : "lg:grid-cols-3"),
        columns === 4 && "lg:grid-cols-4",
        className,
      )}
    >
      {items.map((item, i) => (
        <li
          key={item.title}
          className={cn(
            "rounded-card border-line flex flex-col border bg-white p-6 shadow-sm",
            fiveUp && (i < 3 ? "lg:col-span-2" : "lg:col-span-3"),
            fiveUp && i === 4 && "sm:col-span-2 lg:col-span-3",
          )}
        >
          <div className="flex items-center gap-3">
            <span className="bg-brand-50 text-brand-600 flex size-11 shrink-0 items-center justify-center rounded-xl">
              <Icon name={item.icon} className="size-5" />
            </span>
            {numbered && (
              <span className="text-brand-600 text-sm font-semibold" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </span>
            )}
          </div>
          <h3 className="text-brand-900 text-card mt-4">{item.title}</h3>
          <p className="text-muted mt-2 leading-relaxed">
            <InlineText text={item.text} />
          </p>
        </li>
      ))}
    </List>
  );
}
