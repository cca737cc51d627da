import { Link } from "@/components/ui/link";
import { ArrowRight } from "lucide-react";
import type { AudiencePage } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { pathOf } from "@/lib/registry";

/** Cards linking to each audience (solution) page, straight from the registry. */
export function AudienceLinks({ pages }: { pages: readonly AudiencePage[] }) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {pages.map((page) => (
        <li key={page.slug}>
          <Link
            href={pathOf(page.slug)}
            className="group rounded-card border-line hover:border-brand-500 hover:bg-brand-50 flex h-full flex-col border bg-white p-5 transition-colors"
          >
            <Icon name={page.image.icon} className="text-brand-600 size-6" />
            <span className="text-brand-900 mt-3 flex items-center justify-between gap-2 font-semibold">
              {page.label}
              <ArrowRight
                className="text-brand-500 size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
            <span className="text-muted mt-1 text-sm">{page.tagline}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
