// What the inline scripts of a page share (the build's page rewrite, scripts/optimize-html.ts,
// and lib/build/web-font.ts): the names on `window` through which they signal one another, and where a
// slow link begins.

/** Set by a prerendered page's chunk loader while the page's scripts arrive. */
export const SCRIPTS_LOADING = "__siteScriptsLoading" as const;

/** Called by that loader, when defined, once every script has arrived. */
export const AFTER_SCRIPTS = "__siteAfterScripts" as const;

/**
 * A round trip (ms, `navigator.connection.rtt`) over this is a slow link: there the chunks are
 * fetched early and the web font is not preloaded. It is Chromium's block period for an
 * `optional` face, and Chromium reports exactly this while it has not measured the link (any
 * private network, a Lighthouse run's unthrottled load), which therefore counts as fast.
 */
export const SLOW_LINK_RTT_MS = 100;
