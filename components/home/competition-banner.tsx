import type { HomeContent } from "@/content/types";
import { SpriteIcon } from "./sprite-icon";

/** 'Stay ahead of competition', pointing to /why-us. */
export function CompetitionBanner({ banner }: { banner: HomeContent["competition"] }) {
  return (
    <section
      aria-labelledby="competition-title"
      className="border-line text-brand-950 border-y bg-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="competition-title" className="text-heading">
            {banner.heading}
          </h2>
          <p className="text-muted mt-3 text-lg">{banner.text}</p>
        </div>
        <a
          href={banner.cta.href}
          className="border-brand-900 text-brand-900 hover:bg-brand-50 inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full border px-6 font-semibold transition-colors"
        >
          {banner.cta.label}
          <SpriteIcon name="arrow-right" className="size-4" />
        </a>
      </div>
    </section>
  );
}
