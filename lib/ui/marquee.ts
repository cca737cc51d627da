/** Timing of the home page's logo marquee (components/home/marquee.tsx). */

/** Duration in seconds of one marquee loop: the width of one copy at `speed` pixels per second. */
export function marqueeSeconds(copyWidthPx: number, speed: number): number {
  return Math.round((copyWidthPx / speed) * 100) / 100;
}
