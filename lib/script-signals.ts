// What the build's page rewrite (scripts/optimize-html.ts) and its inline scripts share: the
// name on `window` that marks a page whose chunks the loader starts, and where a slow link begins.

/** Set by a prerendered page's chunk loader while the page's scripts arrive. */
export const SCRIPTS_LOADING = "__siteScriptsLoading" as const;

/**
 * A round trip (ms, `navigator.connection.rtt`) over this is a slow link: there the chunks are
 * fetched early. Chromium reports exactly this while it has not measured the link (any private
 * network, a Lighthouse run's unthrottled load), which therefore counts as fast.
 */
export const SLOW_LINK_RTT_MS = 100;
