import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the render after. Controls
 * that need JavaScript (a menu trigger, the phone menu button) render as plain links to the
 * site menu (components/layout/site-menu.tsx) until this turns true, so they work before the
 * scripts run and without them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
