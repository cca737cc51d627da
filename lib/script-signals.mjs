// Names on `window` through which the inline scripts of a page signal one another (plain
// JavaScript, shared by the build's page rewrite, scripts/optimize-html.mjs, and lib/web-font.ts).

/** Set by a prerendered page's chunk loader while the page's scripts arrive. */
export const SCRIPTS_LOADING = "__siteScriptsLoading";

/** Called by that loader, when defined, once every script has arrived. */
export const AFTER_SCRIPTS = "__siteAfterScripts";
