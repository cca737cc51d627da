import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/** False in the server's HTML and while hydrating, true once the component runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
