"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { ParticleSettings } from "@/content/types";
import { afterLoadOnEngagement } from "@/lib/client/engagement";
import { whenIdle } from "@/lib/client/idle";
import { useMediaQuery } from "@/lib/client/media-query";
import { isPageCovered, onPageCoverChange } from "@/lib/client/page-cover";
import { useMotionPaused } from "./motion";

type CanvasComponent = ComponentType<{ settings: ParticleSettings; paused: boolean }>;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The hero's moving particles. Nothing renders on the server or for visitors who prefer
 * reduced motion (the static backdrop underneath stays); otherwise the particle engine is
 * imported after the page has loaded and the visitor has first moved, touched, scrolled or
 * typed, so it never competes with first paint or hydration. If an overlay (the phone drawer, the
 * IP Services panel) covers the page by then, the particles start once it has gone.
 */
export function ParticlesLoader({ settings }: { settings: ParticleSettings }) {
  // The server, and a browser before it knows, assume reduced motion: nothing is loaded early.
  const reduced = useMediaQuery(REDUCED_MOTION, true);
  const [Canvas, setCanvas] = useState<CanvasComponent | null>(null);
  // Stopped by the visitor for this visit: the engine is not even fetched.
  const paused = useMotionPaused();

  useEffect(() => {
    if (reduced || paused || Canvas) return;
    let cancelled = false;
    let stopWaiting = () => {};
    let cancelShow = () => {};
    const cancel = afterLoadOnEngagement(() => {
      void import("./particles-canvas").then((module) => {
        const show = () => {
          if (!cancelled) setCanvas(() => module.ParticlesCanvas);
        };
        if (!isPageCovered()) return show();
        stopWaiting = onPageCoverChange((covered) => {
          if (covered) return;
          stopWaiting();
          cancelShow = whenIdle(show);
        });
      });
    });
    return () => {
      cancelled = true;
      cancel();
      stopWaiting();
      cancelShow();
    };
  }, [reduced, paused, Canvas]);

  if (reduced || !Canvas) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="hero-particles"
      // Held to the hero's edges: faded out behind the motto, where the text is.
      className="absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_at_center,transparent_25%,black_70%)] transition-opacity duration-1000 starting:opacity-0"
    >
      <Canvas settings={settings} paused={paused} />
    </div>
  );
}
