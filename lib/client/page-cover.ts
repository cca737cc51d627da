import { useEffect } from "react";

/**
 * Overlays that hide most of the page (the phone drawer, the IP Services panel) say so here,
 * so decoration underneath (the hero's particles) can rest while nobody can see it and leave
 * the main thread to the overlay's own interactions.
 */
const covers = new Set<symbol>();
const listeners = new Set<(covered: boolean) => void>();

function notify() {
  const covered = covers.size > 0;
  for (const listener of listeners) listener(covered);
}

/** Marks the page as covered until the returned function is called. */
export function coverPage(): () => void {
  const cover = Symbol("cover");
  covers.add(cover);
  if (covers.size === 1) notify();
  return () => {
    if (!covers.delete(cover)) return;
    if (covers.size === 0) notify();
  };
}

export function isPageCovered(): boolean {
  return covers.size > 0;
}

/** Calls `listener` each time the page becomes covered or uncovered; returns an unsubscribe. */
export function onPageCoverChange(listener: (covered: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the page as covered while `covered` is true (a hook for overlays that open and close). */
export function useCoverPageWhile(covered: boolean) {
  useEffect(() => (covered ? coverPage() : undefined), [covered]);
}
