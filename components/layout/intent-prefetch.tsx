"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/**
 * Signals that a link is about to be followed: the pointer moving over it (not pointerover,
 * which also fires when a scroll slides a link under a still pointer), focus, a touch.
 */
const INTENT = ["pointermove", "focusin", "touchstart"];

/** A same-origin page path worth prefetching from this anchor, if any. */
function pagePath(anchor: HTMLAnchorElement): string | undefined {
  if (anchor.origin !== window.location.origin || anchor.target || anchor.hasAttribute("download"))
    return undefined;
  const { pathname, search } = anchor;
  // Files and endpoints (sitemap.xml, /api/…) are not routes the router can prefetch.
  if (pathname.includes(".") || pathname.startsWith("/api/")) return undefined;
  if (pathname === window.location.pathname) return undefined;
  return pathname + search;
}

/**
 * Prefetches a page when a link to it is hovered, focused or touched: one listener for the
 * whole document in place of Next's per-link viewport prefetch (components/ui/link.tsx), so
 * the route is usually ready by the click without fetching every route a page mentions.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const prefetched = new Set<string>();
    // pointermove fires many times over one link: only a newly reached anchor is looked at.
    let lastAnchor: Element | null = null;
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (anchor === lastAnchor) return;
      lastAnchor = anchor;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = pagePath(anchor);
      if (!path || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of INTENT) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
