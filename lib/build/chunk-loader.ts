/**
 * The two scripts the build's page rewrite (scripts/optimize-html.ts) puts in every prerendered
 * page, in place of Next's chunk tags. They run in the page, compiled by lib/build/inline-script.ts:
 * each reads only its parameters and the page's globals, and is written in the plain syntax that
 * compiler keeps (no template or regular expression literals).
 */

/** `navigator.connection`, where the browser has it (Chromium): its estimate of the link. */
interface Connection {
  rtt: number;
  downlink: number;
  saveData?: boolean;
}

/**
 * Fetches the chunks without running them, when the browser's estimate of the round trip is
 * over `rttMs`: on a link that slow the chunks take bandwidth that would otherwise sit idle until
 * the first paint. On a fast link, or with no estimate, it does nothing.
 */
export function fetchChunksEarly(sources: string[], rttMs: number): void {
  const c = (navigator as Navigator & { connection?: Connection }).connection;
  if (!c || !(c.rtt > rttMs)) return;
  sources.forEach(function (u) {
    const l = document.createElement("link");
    l.rel = "preload";
    l.as = "script";
    l.href = u;
    document.head.appendChild(l);
  });
}

/**
 * Adds the chunk scripts once the first contentful paint has been presented (one frame later,
 * so that content parsed after it is on screen too), or after 3 s for a page that never paints
 * (a hidden tab); one script element per task, so that no one task holds the main thread long.
 * While they arrive it sets `self[loading]`; once every one has arrived it calls `self[after]`
 * when the page defines it (lib/build/script-signals.ts names both).
 */
export function startChunksAfterPaint(s: string[], loading: string, after: string): void {
  const w = self as unknown as Record<string, unknown>;
  let started = 0,
    arrived = 0;
  w[loading] = 1;
  function done() {
    if (++arrived === s.length && w[after]) (w[after] as () => void)();
  }
  function add(i: number) {
    if (i < s.length) {
      const e = document.createElement("script");
      e.src = s[i]!;
      e.async = true;
      e.onload = e.onerror = done;
      document.head.appendChild(e);
      setTimeout(function () {
        add(i + 1);
      }, 0);
    }
  }
  function go() {
    if (started) return;
    started = 1;
    add(0);
  }
  function later() {
    requestAnimationFrame(function () {
      setTimeout(go, 0);
    });
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        later();
      }
    }).observe({ type: "paint", buffered: true });
  } catch {
    go();
  }
  setTimeout(go, 3000);
}
