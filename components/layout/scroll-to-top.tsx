"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * Opens a page reached by a link at its top. Next scrolls a client-side navigation only when it
 * judges the new page's first element out of view, and then scrolls that element into view:
 * from far down one page, the next could open tens of pixels down. This runs after Next's own
 * handling (a later sibling of <main>), for a new path without a fragment; Back and Forward
 * keep the position the browser restores, and a fragment keeps Next's scroll to its target.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const popped = useRef(false);
  useEffect(() => {
    const onPopState = () => (popped.current = true);
    addEventListener("popstate", onPopState);
    return () => removeEventListener("popstate", onPopState);
  }, []);
  useLayoutEffect(() => {
    const moved = previous.current !== pathname;
    const fromHistory = popped.current;
    previous.current = pathname;
    popped.current = false;
    if (moved && !fromHistory && !location.hash) window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
