import arrowRightIcon from "@/components/ui/icons/arrow-right";
import checkIcon from "@/components/ui/icons/check";
import { SvgIcon } from "@/components/ui/svg-icon";
import { Link } from "@/components/ui/link";
import type { Domain } from "@/content/types";
import { Illustration } from "@/components/ui/illustration";
import { cn } from "@/lib/ui/cn";

/**
 * One technology domain: text and bullets beside its image. On wide screens the image
 * alternates sides (`imageFirst`); on narrow screens the image sits above the text.
 */
export function DomainSection({
  domain,
  imageFirst,
  people,
}: {
  domain: Domain;
  imageFirst: boolean;
  /** The team filtered to this domain, when anyone works in it. */
  people?: { href: string; count: number };
}) {
  const headingId = `${domain.id}-title`;
  const specialists = people
    ? `Meet our ${people.count === 1 ? "specialist" : `${people.count} specialists`}`
    : "";
  return (
    <section
      id={domain.id}
      aria-labelledby={headingId}
      className="grid items-center gap-8 lg:grid-cols-5 lg:gap-12"
    >
      <div className={cn("min-w-0 lg:col-span-3", imageFirst ? "lg:order-2" : "lg:order-1")}>
        <h2 id={headingId} className="text-brand-900 text-heading">
          {domain.title}
        </h2>
        <p className="text-muted mt-3 leading-relaxed">{domain.text}</p>
        <ul className="mt-5 grid gap-x-6 gap-y-2.5 sm:grid-cols-2">
          {domain.items.map((item) => (
            <li key={item} className="text-ink flex gap-2.5">
              <SvgIcon shapes={checkIcon} className="text-accent-500 mt-0.5 size-5 shrink-0" />
              {item}
            </li>
          ))}
        </ul>
        {people && (
          <p className="mt-6">
            <Link
              href={people.href}
              // The section's heading names the domain: the visible words stay short enough to
              // keep whole at 200% text on a phone ("Telecommunications" would not), the
              // accessible name carries the domain for a list of links.
              aria-label={`${specialists} in ${domain.title}`}
              className="text-brand-700 inline-flex items-center gap-2 font-semibold underline underline-offset-2"
            >
              {specialists}
              <SvgIcon shapes={arrowRightIcon} className="size-4" />
            </Link>
          </p>
        )}
      </div>
      <Illustration
        image={domain.image}
        className={cn(
          "order-first w-full max-w-md justify-self-center lg:col-span-2 lg:max-w-none",
          imageFirst ? "lg:order-1" : "lg:order-2",
        )}
      />
    </section>
  );
}
