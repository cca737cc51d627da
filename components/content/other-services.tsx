import { Link } from "@/components/ui/link";
import chevronRightIcon from "@/components/ui/icons/chevron-right";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { ServiceLink } from "@/content/types";

/** The side list of sibling services; entries without a url are listed but not clickable. */
export function OtherServices({ links }: { links: ServiceLink[] }) {
  return (
    <nav aria-labelledby="other-services-title" className="border-brand-900 border-t-2 pt-4">
      <h2 id="other-services-title" className="text-brand-900 text-lg font-semibold">
        Other Services
      </h2>
      <ul className="divide-line mt-3 divide-y text-sm">
        {links.map((link) => (
          <li key={link.title}>
            {link.url ? (
              <Link
                href={link.url}
                className="text-ink hover:text-brand-600 flex items-center justify-between gap-2 py-2.5"
              >
                {link.title}
                <SvgIcon shapes={chevronRightIcon} className="text-brand-500 size-4 shrink-0" />
              </Link>
            ) : (
              <span className="text-muted flex items-center justify-between gap-2 py-2.5">
                {link.title}
                <span className="shrink-0 text-xs">On request</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
