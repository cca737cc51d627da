import type { CSSProperties, ReactNode } from "react";
import { marqueeSeconds } from "@/lib/carousel";
import { cn } from "@/lib/cn";

const REM = 16;

/**
 * An endless horizontal strip in CSS alone: the track holds the item list `2 * repeat` times
 * and the `marquee` keyframe slides it by half its width, so the end meets the start with no
 * seam. Items have a fixed width, which turns `speed` (pixels per second) into a duration.
 * Only the first copy is exposed to assistive tech and the keyboard. Hovering pauses the strip;
 * focus inside stops it at the start, so the focused link is in view; reduced motion shows
 * one still, wrapped copy.
 */
export function Marquee<T>({
  items,
  keyOf,
  renderItem,
  label,
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
    <div className={cn("group overflow-hidden", className)}>
      <div
        className="animate-marquee flex w-max group-focus-within:animate-none group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
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
  );
}
