import { Link } from "@/components/ui/link";
import chevronRightIcon from "@/components/ui/icons/chevron-right";
import { SvgIcon } from "@/components/ui/svg-icon";
import { firstPageOf, serviceGroups } from "@/lib/content/registry";

/** Every service group, each linking to its first page: a way in when search gives none. */
export function ServiceGroupLinks({ headingId, heading }: { headingId: string; heading: string }) {
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-brand-900 text-subheading">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {serviceGroups.map((group) => (
          <li key={group.id}>
            <Link
              href={firstPageOf(group.id)}
              className="rounded-card border-line text-ink hover:border-brand-500 hover:bg-brand-50 flex min-h-12 items-center justify-between gap-2 border px-4 py-2 font-medium transition-colors"
            >
              {group.title}
              <SvgIcon shapes={chevronRightIcon} className="text-brand-500 size-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
