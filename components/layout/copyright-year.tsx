"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The current year. Pages are prerendered, so the server's year is the build's; the browser
 * replaces it with today's, keeping the line right after New Year without a rebuild.
 */
export function CopyrightYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <span data-testid="copyright-year">{year}</span>;
}
