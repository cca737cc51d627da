import type { HomeContent } from "@/content/types";
import { SpriteIcon } from "./sprite-icon";

/** 'Stay ahead of competition', pointing to /why-us. */
export function CompetitionBanner({ banner }: { banner: HomeContent["competition"] }) {
  return (
    <section
      aria-labelledby="competition-title"
      className="bg-accent-400 text-brand-950 relative isolate overflow-hidden [--focus-ring:var(--color-brand-950)]"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[repeating-linear-gradient(135deg,rgb(255_255_255/0.12)_0_2px,transparent_2px_18px)]"
      />
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="competition-title" className="text-heading">
            {banner.heading}
          </h2>
          <p className="mt-3 text-lg">{banner.text}</p>
        </div>
        <a
          href={banner.cta.href}
          className="bg-brand-900 hover:bg-brand-800 inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full px-7 font-semibold text-white transition-colors"
        >
          {banner.cta.label}
          <SpriteIcon name="arrow-right" className="size-4" />
        </a>
      </div>
    </section>
  );
}
