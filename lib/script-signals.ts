// Names on `window` through which the inline scripts of a page signal one another (shared by
// the build's page rewrite, scripts/optimize-html.ts, and lib/web-font.ts).

/** Set by a prerendered page's chunk loader while the page's scripts arrive. */
export const SCRIPTS_LOADING = "__siteScriptsLoading" as const;

/** Called by that loader, when defined, once every script has arrived. */
export const AFTER_SCRIPTS = "__siteAfterScripts" as const;
