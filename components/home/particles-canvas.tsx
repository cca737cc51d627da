"use client";

import { loadBasic } from "@tsparticles/basic";
import type { Engine, ISourceOptions } from "@tsparticles/engine";
import { loadParticlesLinksInteraction } from "@tsparticles/interaction-particles-links";
import { loadInteractivityPlugin } from "@tsparticles/plugin-interactivity";
import { Particles, ParticlesProvider } from "@tsparticles/react";
import { useMemo } from "react";
import type { ParticleSettings } from "@/content/types";

/** The smallest feature set for moving, linked dots; must stay one stable function. */
async function loadFeatures(engine: Engine) {
  await loadBasic(engine);
  await loadInteractivityPlugin(engine);
  await loadParticlesLinksInteraction(engine);
}

function optionsFor(s: ParticleSettings): ISourceOptions {
  return {
    // Full screen would put the canvas in the page flow; the parent layer positions it instead.
    fullScreen: { enable: false },
    fpsLimit: s.fpsLimit,
    detectRetina: true,
    particles: {
      number: { value: s.count, density: { enable: false } },
      paint: { fill: { enable: true, color: { value: "#ffffff" } } },
      shape: { type: "circle" },
      opacity: { value: s.opacity },
      size: { value: { min: s.size.min, max: s.size.max } },
      move: { enable: true, speed: s.speed, outModes: { default: "out" } },
      links: {
        enable: true,
        distance: s.linkDistance,
        color: "#ffffff",
        opacity: s.opacity,
        width: 1,
      },
    },
  };
}

/** Loaded only by ParticlesLoader, through a dynamic import. */
export function ParticlesCanvas({ settings }: { settings: ParticleSettings }) {
  const options = useMemo(() => optionsFor(settings), [settings]);
  return (
    <ParticlesProvider init={loadFeatures}>
      <Particles id="hero-particles" options={options} className="absolute inset-0" />
    </ParticlesProvider>
  );
}
