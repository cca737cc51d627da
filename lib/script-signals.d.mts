/** Types of script-signals.mjs (plain JavaScript so the build's page rewrite can import it). */
export const SCRIPTS_LOADING: "__siteScriptsLoading";
export const AFTER_SCRIPTS: "__siteAfterScripts";
