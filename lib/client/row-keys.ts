import { wrapIndex } from "@/lib/carousel";

/** The keys that move along a horizontal row: the menu bar, a menu panel's row, tabs. */
export const ROW_KEYS = ["ArrowLeft", "ArrowRight", "Home", "End"];

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * Where Home, End or an arrow key moves from item `index` of `count` in a row: Home and End to
 * the ends, Left and Up back one, Right and Down on one. Past an end it goes round to the other
 * with `wrap`, and nowhere (undefined) without; any other key is undefined too.
 */
export function rowStep(key: string, index: number, count: number, wrap = false) {
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const step = STEPS[key];
  if (step === undefined) return undefined;
  const next = index + step;
  if (wrap) return wrapIndex(next, count);
  return next >= 0 && next < count ? next : undefined;
}
