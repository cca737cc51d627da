"use client";

import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";
import type { ParticleSettings } from "@/content/types";

type CanvasComponent = ComponentType<{ settings: ParticleSettings }>;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Runs `task` once the page has loaded and the main thread is idle; returns a cancel. */
function afterLoadWhenIdle(task: () => void): () => void {
  let idleId: number | undefined;
  let timeoutId: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback: a short timeout after load does the same job.
    if (typeof window.requestIdleCallback === "function")
      idleId = window.requestIdleCallback(task, { timeout: 3000 });
    else timeoutId = setTimeout(task, 300);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleId !== undefined) window.cancelIdleCallback(idleId);
    if (timeoutId !== undefined) clearTimeout(timeoutId);
  };
}

/**
 * The hero's moving particles. Nothing renders on the server or for visitors who prefer
 * reduced motion (the static backdrop underneath stays); otherwise the particle engine is
 * imported after the page has loaded and gone idle, so it never competes with first paint
 * or hydration.
 */
export function ParticlesLoader({ settings }: { settings: ParticleSettings }) {
  // The server, and a browser before it knows, assume reduced motion: nothing is loaded early.
  const reduced = useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const [Canvas, setCanvas] = useState<CanvasComponent | null>(null);

  useEffect(() => {
    if (reduced || Canvas) return;
    let cancelled = false;
    const cancel = afterLoadWhenIdle(() => {
      void import("./particles-canvas").then((module) => {
        if (!cancelled) setCanvas(() => module.ParticlesCanvas);
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [reduced, Canvas]);

  if (reduced || !Canvas) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="hero-particles"
      className="absolute inset-0 -z-10 transition-opacity duration-1000 starting:opacity-0"
    >
      <Canvas settings={settings} />
    </div>
  );
}
