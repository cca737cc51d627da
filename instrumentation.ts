/**
 * Runs once when the server starts (`next start`, `next dev`). A request's path on a Node host:
 * deploy/nginx.conf (limits, methods, bodies), then next.config.ts (headers, rewrites), proxy.ts
 * (each page's policy, refusals only the app can make), then the page or route.
 */
export async function register() {
  // Next's own switch between its Node and edge bundles, not configuration.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { formsStartupNotes, startFormsOutboxWorker } = await import("@/lib/server/forms/server");
  const { env } = await import("@/lib/server/env");
  const { startupExposureWarning } = await import("@/lib/server/exposure");
  // `next dev` is a developer's own machine; on Vercel the platform stands in front.
  const exposure =
    process.env.NODE_ENV === "production" && !env.VERCEL
      ? startupExposureWarning(env.TRUSTED_PROXY)
      : null;
  if (exposure) console.warn(exposure);
  for (const note of formsStartupNotes()) console.warn(note);
  // Forwards enquiries queued while the provider was failing (not on Vercel).
  await startFormsOutboxWorker();
}
