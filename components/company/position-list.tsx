import type { IconPoint } from "@/content/types";
import { Icon } from "@/components/ui/icon";

/** The positions applicants choose from, each with a line on the work. */
export function PositionList({ items }: { items: readonly IconPoint[] }) {
  return (
    <ul className="mt-8 grid gap-x-10 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.title}
          className="border-line flex flex-col gap-3 border-t py-6 sm:flex-row sm:gap-5"
        >
          <Icon name={item.icon} className="text-brand-600 mt-1 size-6 shrink-0" />
          <div>
            <h3 className="text-brand-900 text-card">{item.title}</h3>
            <p className="text-muted mt-1.5 leading-relaxed">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
