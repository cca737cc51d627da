import type { IconPoint } from "@/content/types";
import { Icon } from "@/components/ui/icon";

/** The positions applicants choose from, each with a line on the work. */
export function PositionList({ items }: { items: readonly IconPoint[] }) {
  return (
    <ul className="mt-8 grid gap-5 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.title}
          className="rounded-card border-line flex flex-col gap-4 border bg-white p-6 shadow-sm sm:flex-row"
        >
          <span className="bg-brand-700 flex size-11 shrink-0 items-center justify-center rounded-xl text-white">
            <Icon name={item.icon} className="size-5" />
          </span>
          <div>
            <h3 className="text-brand-900 text-card">{item.title}</h3>
            <p className="text-muted mt-1.5 leading-relaxed">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
