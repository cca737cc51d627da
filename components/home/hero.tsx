import type { HomeContent } from "@/content/types";
import { site } from "@/content/site";
import { HeroBackdrop } from "./hero-backdrop";
import { Marquee } from "./marquee";
import { MotionToggle } from "./motion-toggle";
import { ParticlesLoader } from "./particles-loader";
import { SpriteIcon } from "./sprite-icon";

type Hero = HomeContent["hero"];

function PhoneBanner({ banner }: { banner: Hero["phoneBanner"] }) {
  return (
    <Marquee
      items={site.phones}
      keyOf={(phone) => phone.tel}
      label={banner.label}
      speed={banner.speed}
      itemRem={17}
      gapRem={2}
      repeat={4}
      renderItem={(phone) => (
        <a
          href={`tel:${phone.tel}`}
          className="text-brand-200 inline-flex min-h-10 items-center gap-2 border-l border-white/15 px-4 text-sm whitespace-nowrap hover:text-white hover:underline motion-reduce:whitespace-normal noscript:whitespace-normal"
        >
          <SpriteIcon name="phone" className="text-brand-300 size-4 shrink-0" />
          <span className="sr-only">{banner.callPrefix} </span>
          <span className="font-medium text-white">{phone.label}</span> <span>{phone.display}</span>
        </a>
      )}
    />
  );
}

/**
 * Particles (or their still backdrop), the call banner with the one control that stops the
 * page's motion, the motto and the contact button.
 */
export function Hero({ hero }: { hero: Hero }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate overflow-hidden text-white"
    >
      {/* Holds the first frame until the motto is parsed: on a slow link the page painted its
          header alone first and the motto, its largest paint, frames later (bench/changes.json).
          React hoists the link into <head>. */}
      <link rel="expect" href="#hero-title" blocking="render" />
      <HeroBackdrop />
      <ParticlesLoader settings={hero.particles} />
      {/* Keeps the motto legible over the moving particles, most of all on small screens. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgb(7_20_40/0.75)_0%,rgb(7_20_40/0.35)_45%,transparent_75%)]"
      />
      <div className="flex items-center border-b border-white/10 py-1.5">
        <PhoneBanner banner={hero.phoneBanner} />
        <div className="mx-2 shrink-0 min-[1440px]:mr-[72px] sm:mx-4">
          <MotionToggle label={hero.motionLabel} />
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-2 pt-20 pb-24 text-center sm:px-6 sm:pt-28 sm:pb-32 lg:px-8">
        <h1 id="hero-title">
          <span className="text-brand-200 block font-sans text-base font-medium">
            {hero.heading}
          </span>
          <span className="text-display mt-5 block text-balance">{hero.slogan}</span>
        </h1>
        <p className="text-brand-100 mx-auto mt-6 max-w-2xl text-lg sm:text-xl">{hero.tagline}</p>
        <p className="text-brand-100 mx-auto mt-3 max-w-2xl text-sm sm:text-base">{hero.support}</p>
        {/* The page's one primary action, the only amber on it, and a text link to proof. */}
        <div className="mt-10 flex flex-wrap items-center justify-center gap-x-8 gap-y-4">
          <a
            href={hero.cta.href}
            className="bg-accent-500 text-brand-950 hover:bg-accent-400 inline-flex min-h-12 items-center rounded-full px-8 font-semibold transition-colors"
          >
            {hero.cta.label}
          </a>
          <a
            href={hero.sampleLink.href}
            className="inline-flex min-h-12 items-center gap-2 font-medium text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
          >
            {hero.sampleLink.label}
            <SpriteIcon name="arrow-right" className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
