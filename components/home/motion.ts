import { useSyncExternalStore } from "react";

/**
 * Whether the visitor has stopped the home page's motion (the particles and both strips),
 * remembered for the visit in sessionStorage and shared by every component that moves.
 */
const KEY = "home-motion-paused";
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}

export function setMotionPaused(paused: boolean) {
  try {
    if (paused) sessionStorage.setItem(KEY, "1");
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota): the choice still holds for this page.
  }
  fallback = paused;
  for (const listener of listeners) listener();
}

let fallback = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False on the server and while hydrating; the visit's choice from the render after. */
export function useMotionPaused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read() || fallback,
    () => false,
  );
}
