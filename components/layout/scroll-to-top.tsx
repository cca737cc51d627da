"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";

/**
 * A link outside the page's content (the footer's) survives the navigation it starts, and so
 * would keep focus: the next Tab would go on through the footer, far below the new page. A link
 * inside <main> is replaced with the content, and the browser starts the next Tab from the new
 * page. So after a footer link, focus moves to the new page's start, <main>, focusable by
 * script only while it has focus. Whether the link was the footer's is taken when it is
 * followed (`fromFooter`), not from where focus happens to be when the new page is committed:
 * by then focus had sometimes already left the link for <body> (about one run in ten), and the
 * next Tab then started from wherever the old page's focus point had been, deep in the new one.
 */
function focusPageStart() {
  const active = document.activeElement;
  const main = document.getElementById("main");
  // Something the visitor focused since (the search box, a menu) keeps its focus.
  if (!main || (active && active !== document.body && !active.closest("footer"))) return;
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
  const fromFooter = useRef(false);
  useEffect(() => {
    const onPopState = () => (popped.current = true);
    // A click, or Enter on a link (which the browser turns into a click), before Next's own
    // handler starts the navigation.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      fromFooter.current = Boolean(link?.closest("footer"));
    };
    addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick, { capture: true });
    return () => {
      removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick, { capture: true });
    };
  }, []);
  useLayoutEffect(() => {
    const moved = previous.current !== pathname;
    const fromHistory = popped.current;
    const footerLink = fromFooter.current;
    previous.current = pathname;
    popped.current = false;
    if (!moved) return;
    fromFooter.current = false;
    if (!fromHistory && !location.hash) {
      window.scrollTo({ top: 0, behavior: "instant" });
      if (footerLink) focusPageStart();
    }
  }, [pathname]);
  return null;
}
