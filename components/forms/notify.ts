"use client";

/** One notice at a time: a new outcome replaces the last one instead of stacking. */
const NOTICE_ID = "form-status";

/**
 * Shows a form's outcome as a toast. sonner loads with the first notice (the toaster itself is
 * mounted once the visitor engages with the form, and shows a toast created before it mounted).
 */
export async function notify(kind: "success" | "error", message: string) {
  const { toast } = await import("sonner");
  toast[kind](message, { id: NOTICE_ID });
}

/** Takes down a notice still showing (an earlier error, once the form has gone through). */
export async function dismissNotice() {
  const { toast } = await import("sonner");
  toast.dismiss(NOTICE_ID);
}
