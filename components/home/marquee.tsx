import pauseIcon from "@/components/ui/icons/pause";
import playIcon from "@/components/ui/icons/play";
import { SvgIcon } from "@/components/ui/svg-icon";
import type { CSSProperties, ReactNode } from "react";
import { marqueeSeconds } from "@/lib/marquee";
import { cn } from "@/lib/cn";

const REM = 16;

/**
 * An endless horizontal strip in CSS alone: the track holds the item list `2 * repeat` times
 * and the `marquee` keyframe slides it by half its width, so the end meets the start with no
 * seam. Items have a fixed width, which turns `speed` (pixels per second) into a duration.
 * Only the first copy is exposed to assistive tech and the keyboard. A checkbox beside the strip
 * pauses it (WCAG 2.2.2) in CSS alone, so it works before and without JavaScript; its icon shows
 * pause while the strip moves and play once it is paused. Hovering pauses the strip too; focus
 * on a link stops it at the start, so the focused link is in view; reduced motion shows one
 * still, wrapped copy and no control.
 */
export function Marquee<T>({
  items,
  keyOf,
  renderItem,
  label,
  pauseLabel,
  speed,
  itemRem,
  gapRem,
  repeat = 1,
  className,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  /** `duplicate` copies are hidden from assistive tech; their links take tabIndex -1. */
  renderItem: (item: T, duplicate: boolean) => ReactNode;
  label: string;
  /** The pause checkbox's name, e.g. "Pause the moving phone numbers". */
  pauseLabel: string;
  speed: number;
  itemRem: number;
  gapRem: number;
  /** Copies of the list in each half of the track: enough to cover the widest screen. */
  repeat?: number;
  className?: string;
}) {
  const copyWidth = items.length * (itemRem + gapRem) * REM;
  const trackStyle = {
    "--marquee-duration": `${marqueeSeconds(copyWidth * repeat, speed)}s`,
    "--marquee-gap": `${gapRem}rem`,
  } as CSSProperties;

  return (
    <div className={cn("group flex items-center", className)}>
      {/* On wide screens the strip keeps out of the margins, where the chat button floats. Its
          padding leaves room inside the clip for a focused link's ring (2 px, 2 px out). */}
      <div className="min-w-0 flex-1 overflow-hidden p-1 min-[1440px]:ml-[72px]">
        <div
          className="animate-marquee flex w-max group-hover:[animation-play-state:paused] group-has-checked:[animation-play-state:paused] focus-within:animate-none motion-reduce:w-full motion-reduce:animate-none"
          style={trackStyle}
        >
          {Array.from({ length: repeat * 2 }, (_, copy) => (
            <ul
              key={copy}
              aria-label={copy === 0 ? label : undefined}
              aria-hidden={copy > 0 ? true : undefined}
              className={cn(
                "flex shrink-0 gap-x-(--marquee-gap) gap-y-3 pr-(--marquee-gap) motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0",
                copy > 0 && "motion-reduce:hidden",
              )}
            >
              {items.map((item) => (
                <li key={keyOf(item)} className="shrink-0" style={{ width: `${itemRem}rem` }}>
                  {renderItem(item, copy > 0)}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
      <label className="relative mx-2 flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full border border-current/40 hover:bg-current/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-current motion-reduce:hidden min-[1440px]:mr-[72px]! sm:mx-4">
        <input type="checkbox" aria-label={pauseLabel} className="peer sr-only" />
        <SvgIcon shapes={pauseIcon} className="size-4 peer-checked:hidden" />
        <SvgIcon shapes={playIcon} className="hidden size-4 peer-checked:block" />
      </label>
    </div>
  );
}
