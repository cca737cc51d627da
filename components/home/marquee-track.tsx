"use client";

import { useEffect, useState, type CSSProperties, type ReactNode } from "react";
import { whenIdle } from "@/lib/client/idle";
import { useMediaQuery } from "@/lib/client/media-query";
import { clsx } from "clsx";
import { useMotionPaused } from "./motion";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The moving part of a Marquee. The server sends the list once; the copies that make the loop
 * seamless are added here once the browser is idle (inert: no focus, nothing for assistive
 * tech), and only then does the track move. Until then, without JavaScript and under reduced
 * motion the one list stands still.
 */
export function MarqueeTrack({
  copies,
  style,
  children,
}: {
  /** How many lists the moving track holds in all: an even number. */
  copies: number;
  style: CSSProperties;
  children: ReactNode;
}) {
  const reduced = useMediaQuery(REDUCED_MOTION, true);
  const paused = useMotionPaused();
  const [idle, setIdle] = useState(false);
  const looping = idle && !reduced;

  useEffect(() => {
    if (reduced) return;
    return whenIdle(() => setIdle(true));
  }, [reduced]);

  return (
    <div
      className={clsx(
        "flex w-max motion-reduce:w-full noscript:w-full",
        looping &&
          "animate-marquee group-hover:[animation-play-state:paused] focus-within:animate-none",
        looping && paused && "[animation-play-state:paused]",
      )}
      style={style}
    >
      {children}
      {looping &&
        Array.from({ length: copies - 1 }, (_, i) => (
          <div key={i} inert aria-hidden="true" className="flex shrink-0">
            {children}
          </div>
        ))}
    </div>
  );
}
