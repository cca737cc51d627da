import { Link } from "@/components/ui/link";
import { firstPageOf, serviceGroups } from "@/lib/content/registry";

/** Links to every service group, so no page of the site depends on a hover menu to be found. */
export function ServiceGroupsNav({ current }: { current?: string }) {
  return (
    <nav aria-labelledby="service-groups-title" className="rounded-card bg-brand-50 p-5">
      <h2
        id="service-groups-title"
        className="text-brand-700 font-sans text-sm font-semibold tracking-wider uppercase"
      >
        All service areas
      </h2>
      <ul className="mt-3 space-y-1.5 text-sm">
        {serviceGroups.map((group) => (
          <li key={group.id}>
            <Link
              href={firstPageOf(group.id)}
              aria-current={group.id === current ? "true" : undefined}
              className="text-ink hover:text-brand-600 aria-[current=true]:text-brand-700 hover:underline aria-[current=true]:font-semibold"
            >
              {group.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
