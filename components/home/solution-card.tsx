import { Link } from "@/components/ui/link";
import arrowRightIcon from "@/components/ui/icons/arrow-right";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { SolutionOffering } from "@/content/types";
import { Icon } from "@/components/ui/icon";

/** Width in pixels of the spine each stacked card shows behind the front card. */
export const SPINE_PX = 52;

/**
 * The face of a solution card, in spans so it can sit inside a link or a button. The spine on
 * the right carries the title sideways and is what shows of a card behind the front one.
 */
export function SolutionCardFace({
  offering,
  linkLabel,
  position,
}: {
  offering: SolutionOffering;
  linkLabel: string;
  position: string;
}) {
  return (
    <span className="rounded-card border-line flex size-full overflow-hidden border bg-white text-left shadow-xl shadow-black/10">
      <span className="flex min-w-0 flex-1 flex-col p-7">
        <span className="from-brand-600 to-brand-900 flex size-14 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white">
          <Icon name={offering.image.icon} className="size-7" />
        </span>
        <span className="text-brand-900 text-heading font-heading mt-5 block">
          {offering.title}
        </span>
        <span className="text-muted mt-2 block leading-relaxed">{offering.description}</span>
        <span className="text-brand-600 mt-auto inline-flex items-center gap-1.5 pt-4 font-semibold">
          {linkLabel}
          <SvgIcon shapes={arrowRightIcon} className="size-4" />
        </span>
      </span>
      <span
        aria-hidden="true"
        className="bg-brand-800 group-hover/card:bg-brand-600 flex shrink-0 flex-col items-center justify-between py-5 text-white transition-colors"
        style={{ width: SPINE_PX }}
      >
        <span className="text-accent-400 text-xs font-bold tabular-nums">{position}</span>
        <span className="rotate-180 text-sm font-semibold tracking-wide whitespace-nowrap [writing-mode:vertical-rl]">
          {offering.title}
        </span>
      </span>
    </span>
  );
}

/** The narrow-screen version: a plain card linking to the audience page. */
export function SolutionGridCard({
  offering,
  linkLabel,
}: {
  offering: SolutionOffering;
  linkLabel: string;
}) {
  return (
    <Link
      href={offering.url}
      className="rounded-card border-line hover:border-brand-500 flex h-full flex-col border bg-white p-6 shadow-sm transition-colors"
    >
      <span className="from-brand-600 to-brand-900 flex size-12 items-center justify-center rounded-xl bg-gradient-to-br text-white">
        <Icon name={offering.image.icon} className="size-6" />
      </span>
      <span className="text-brand-900 text-subheading font-heading mt-4 block">
        {offering.title}
      </span>
      <span className="text-muted mt-2 block flex-1 leading-relaxed">{offering.description}</span>
      <span className="text-brand-600 mt-4 inline-flex items-center gap-1.5 font-semibold">
        {linkLabel}
        <SvgIcon shapes={arrowRightIcon} className="size-4" />
      </span>
    </Link>
  );
}
