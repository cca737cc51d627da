"use client";

import { SpriteIcon } from "./sprite-icon";
import { setMotionPaused, useMotionPaused } from "./motion";

/**
 * The one control that stops the hero's particles and both moving strips (WCAG 2.2.2), and
 * starts them again; the choice holds for the rest of the visit. Without JavaScript nothing
 * moves, and under reduced motion nothing does either, so the control is not offered there.
 */
export function MotionToggle({ label }: { label: string }) {
  const paused = useMotionPaused();
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={() => setMotionPaused(!paused)}
      className="inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-2 rounded-full border border-current/30 px-3 text-sm font-medium hover:bg-current/10 motion-reduce:hidden noscript:hidden"
    >
      <SpriteIcon name={paused ? "play" : "pause"} className="size-4" />
      {/* On a phone the icon alone, so the numbers keep the room; the name stays for everyone. */}
      <span className="max-sm:sr-only">{label}</span>
    </button>
  );
}
