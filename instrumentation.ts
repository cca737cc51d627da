/**
 * Runs once when the server starts (`next start`, `next dev`). A request's path under
 * `next start`: lib/request-guard.ts (before Next), then next.config.ts (headers, rewrites),
 * proxy.ts (each page's policy), then the page or route.
 */
export async function register() {
  // Next's own switch between its Node and edge bundles, not configuration.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { countRefusedPagePost, formsStartupNotes, startFormsOutboxWorker } =
    await import("@/lib/forms/server");
  // Every step Node's server takes before Next sees a request, in order (the module says which).
  const { installRequestGuard } = await import("@/lib/request-guard");
  const { env } = await import("@/lib/env");
  installRequestGuard({
    countRefusedPost: countRefusedPagePost,
    trustedProxies: env.TRUSTED_PROXY,
  });
  for (const note of formsStartupNotes()) console.warn(note);
  // Forwards enquiries queued while the provider was failing (not on Vercel).
  await startFormsOutboxWorker();
}
