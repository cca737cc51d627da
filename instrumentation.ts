/** Runs once when the server starts (`next start`, `next dev`). */
export async function register() {
  // Next's own switch between its Node and edge bundles, not configuration.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { installSocketAddressHeader } = await import("@/lib/socket-address");
  installSocketAddressHeader();
  const { formsStartupNotes } = await import("@/lib/forms/server");
  for (const note of formsStartupNotes()) console.warn(note);
}
