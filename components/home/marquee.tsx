import type { CSSProperties, ReactNode } from "react";
import { marqueeSeconds } from "@/lib/ui/marquee";
import { cn } from "@/lib/ui/cn";
import { MarqueeTrack } from "./marquee-track";

const REM = 16;

/**
 * An endless horizontal strip: the list is sent once, and MarqueeTrack adds the copies that
 * loop it when the browser is idle; the `marquee` keyframe then slides the track by half its
 * width, so the end meets the start with no seam. Items have a fixed width (in rem, so they grow
 * with the text), which turns `speed` (pixels per second) into a duration. Hovering pauses the
 * strip; focus on a link stops it at the start, so the focused link is in view; the hero's
 * motion control stops it for the visit. Without JavaScript and under reduced motion the list
 * stands still, wrapped, every item in view.
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
  listClassName,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  label: string;
  speed: number;
  itemRem: number;
  gapRem: number;
  /** Copies of the list in each half of the track: enough to cover the widest screen. */
  repeat?: number;
  className?: string;
  listClassName?: string;
}) {
  const copyWidth = items.length * (itemRem + gapRem) * REM;
  const trackStyle = {
    "--marquee-duration": `${marqueeSeconds(copyWidth * repeat, speed)}s`,
    "--marquee-gap": `${gapRem}rem`,
    "--marquee-item": `${itemRem}rem`,
  } as CSSProperties;

  return (
    <div className={cn("group flex min-w-0 flex-1 items-center", className)}>
      {/* On wide screens the strip keeps out of the margins, where the chat button floats. Its
          padding leaves room inside the clip for a focused link's ring (2 px, 2 px out). */}
      <div className="min-w-0 flex-1 overflow-hidden p-1 min-[1440px]:ml-[72px]">
        <MarqueeTrack copies={repeat * 2} style={trackStyle}>
          <ul
            aria-label={label}
            className={cn(
              "flex shrink-0 gap-x-(--marquee-gap) gap-y-3 pr-(--marquee-gap) *:w-(--marquee-item) *:shrink-0 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0 motion-reduce:*:max-w-full noscript:w-full noscript:flex-wrap noscript:justify-center noscript:pr-0 noscript:*:max-w-full",
              listClassName,
            )}
          >
            {items.map((item) => (
              <li key={keyOf(item)}>{renderItem(item)}</li>
            ))}
          </ul>
        </MarqueeTrack>
      </div>
    </div>
  );
}
