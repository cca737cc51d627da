import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the CSS media `query` matches, kept current as it changes; `serverValue` on the server
 * and while hydrating, so the first client render matches the server's HTML.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
