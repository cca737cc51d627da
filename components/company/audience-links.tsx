import type { AudiencePage } from "@/content/types";
import { Icon } from "@/components/ui/icon";
import { LinkCard } from "@/components/ui/link-card";
import { pathOf } from "@/lib/content/registry";

/** Cards linking to each audience (solution) page, straight from the registry. */
export function AudienceLinks({ pages }: { pages: readonly AudiencePage[] }) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {pages.map((page) => (
        <li key={page.slug}>
          <LinkCard
            href={pathOf(page.slug)}
            title={page.label}
            description={page.tagline}
            icon={<Icon name={page.image.icon} className="text-brand-600 size-6" />}
            className="bg-white p-5"
          />
        </li>
      ))}
    </ul>
  );
}
