"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * A link outside the page's content (the footer's) survives the navigation it starts, and so
 * would keep focus: the next Tab would go on through the footer, far below the new page. A link
 * inside <main> is replaced with the content, and the browser starts the next Tab from the new
 * page. So focus on a surviving footer link moves to the new page's start, <main>, focusable by
 * script only while it has focus.
 */
function focusPageStart() {
  const active = document.activeElement;
  const main = document.getElementById("main");
  if (!main || !(active instanceof HTMLElement) || !active.closest("footer")) return;
  main.tabIndex = -1;
  main.addEventListener("blur", () => main.removeAttribute("tabindex"), { once: true });
  main.focus({ preventScroll: true });
}

/**
 * Opens a page reached by a link at its top, with focus on it (focusPageStart). Next scrolls a client-side navigation only when it
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
    if (moved && !fromHistory && !location.hash) {
      window.scrollTo({ top: 0, behavior: "instant" });
      focusPageStart();
    }
  }, [pathname]);
  return null;
}
