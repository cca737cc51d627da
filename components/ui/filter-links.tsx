import { Link } from "@/components/ui/link";
import { cn } from "@/lib/ui/cn";

export interface FilterOption {
  label: string;
  href: string;
  current: boolean;
}

/**
 * A filter as plain links to query-string URLs: the server renders the filtered page, so it works
 * without JavaScript and each state can be shared. The current option is marked for assistive tech.
 */
export function FilterLinks({ label, options }: { label: string; options: FilterOption[] }) {
  return (
    <nav aria-label={label}>
      <h2 className="text-brand-900 font-sans text-sm font-semibold tracking-wide uppercase">
        {label}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.href}>
            <Link
              href={option.href}
              aria-current={option.current ? "page" : undefined}
              className={cn(
                "inline-block rounded-full border px-3 py-1.5 text-sm font-medium",
                option.current
                  ? "border-brand-800 bg-brand-800 text-white"
                  : "border-line text-brand-800 hover:bg-brand-50 bg-white",
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
