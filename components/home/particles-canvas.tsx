"use client";

import { loadBasic } from "@tsparticles/basic";
import type { Container, Engine, ISourceOptions } from "@tsparticles/engine";
import { loadParticlesLinksInteraction } from "@tsparticles/interaction-particles-links";
import { loadInteractivityPlugin } from "@tsparticles/plugin-interactivity";
import { Particles, ParticlesProvider } from "@tsparticles/react";
import { useEffect, useMemo, useState } from "react";
import type { ParticleSettings } from "@/content/types";
import { whenIdle } from "@/lib/client/idle";
import { isPageCovered, onPageCoverChange } from "@/lib/client/page-cover";

/** The smallest feature set for moving, linked dots; must stay one stable function. */
async function loadFeatures(engine: Engine) {
  await loadBasic(engine);
  await loadInteractivityPlugin(engine);
  await loadParticlesLinksInteraction(engine);
}

/** A slate blue a little lighter than the hero's navy: the network is there, and it whispers. */
const INK = "#5f7fb3";

function optionsFor(s: ParticleSettings): ISourceOptions {
  return {
    // Full screen would put the canvas in the page flow; the parent layer positions it instead.
    fullScreen: { enable: false },
    fpsLimit: s.fpsLimit,
    detectRetina: true,
    // No hover or click modes: listening on the window would only cost work on every pointer
    // move. (Off screen and in a hidden tab the engine pauses by itself.)
    interactivity: { detectsOn: "canvas" },
    particles: {
      number: { value: s.count, density: { enable: false } },
      paint: { fill: { enable: true, color: { value: INK } } },
      shape: { type: "circle" },
      opacity: { value: s.opacity },
      size: { value: { min: s.size.min, max: s.size.max } },
      move: { enable: true, speed: s.speed, outModes: { default: "out" } },
      links: {
        enable: true,
        distance: s.linkDistance,
        color: INK,
        opacity: s.opacity,
        width: 1,
      },
    },
  };
}

/**
 * Pauses the particles while the visitor has stopped the page's motion or an overlay covers the
 * page. They resume once the browser is idle, so their first frame does not join the frame that
 * closes the overlay.
 */
function usePauseWhileStillOrCovered(container: Container | undefined, paused: boolean) {
  useEffect(() => {
    if (!container) return;
    let cancelResume = () => {};
    const follow = (covered: boolean) => {
      cancelResume();
      if (covered || paused) container.pause();
      else cancelResume = whenIdle(() => container.play());
    };
    follow(isPageCovered());
    const unsubscribe = onPageCoverChange(follow);
    return () => {
      unsubscribe();
      cancelResume();
    };
  }, [container, paused]);
}

/** Loaded only by ParticlesLoader, through a dynamic import. */
export function ParticlesCanvas({
  settings,
  paused,
}: {
  settings: ParticleSettings;
  paused: boolean;
}) {
  const options = useMemo(() => optionsFor(settings), [settings]);
  const [container, setContainer] = useState<Container>();
  usePauseWhileStillOrCovered(container, paused);
  return (
    <ParticlesProvider init={loadFeatures}>
      <Particles
        id="hero-particles"
        options={options}
        particlesLoaded={setContainer}
        className="absolute inset-0"
      />
    </ParticlesProvider>
  );
}
