/** Runs once when the server starts (`next start`, `next dev`). */
export async function register() {
  // Next's own switch between its Node and edge bundles, not configuration.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installSocketAddressHeader } = await import("@/lib/socket-address");
  installSocketAddressHeader();
  // Refuses TRACE, malformed and encoded-slash paths cleanly, and fills in the security
  // headers on every response Next writes (redirects, errors).
  const { installRequestGuard } = await import("@/lib/request-guard");
  installRequestGuard();
  const { formsStartupNotes, startFormsOutboxWorker } = await import("@/lib/forms/server");
  for (const note of formsStartupNotes()) console.warn(note);
  // Forwards enquiries queued while the provider was failing (not on Vercel).
  await startFormsOutboxWorker();
}
