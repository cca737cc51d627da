"use client";

import { Toaster } from "sonner";

/** Where the forms' notices appear, just below the sticky header; only on the form pages. */
export function FormToaster() {
  return (
    <Toaster
      position="top-center"
      offset={{ top: 80 }}
      mobileOffset={{ top: 72 }}
      closeButton
      duration={8000}
    />
  );
}
