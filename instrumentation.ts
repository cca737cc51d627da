/** Runs once when the server starts (`next start`, `next dev`). */
export async function register() {
  // Next's own switch between its Node and edge bundles, not configuration.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { countRefusedPagePost, formsStartupNotes, startFormsOutboxWorker } =
    await import("@/lib/forms/server");
  // Refuses TRACE, malformed and encoded-slash paths and malformed form posts cleanly, and
  // fills in the security headers on every response Next writes (redirects, errors).
  const { installRequestGuard } = await import("@/lib/request-guard");
  installRequestGuard({ countRefusedPost: countRefusedPagePost });
  // Installed after the guard so that it runs first: the guard's rate limit reads the address.
  const { installSocketAddressHeader } = await import("@/lib/socket-address");
  installSocketAddressHeader();
  for (const note of formsStartupNotes()) console.warn(note);
  // Forwards enquiries queued while the provider was failing (not on Vercel).
  await startFormsOutboxWorker();
}
