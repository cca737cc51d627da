import type { HomeContent } from "@/content/types";
import { pathOf } from "@/lib/registry";
import { Marquee } from "./marquee";
import { SpriteIcon } from "./sprite-icon";

/** The five service tiles, looping at the spec's marquee speed. */
export function ServiceStrip({ strip }: { strip: HomeContent["serviceStrip"] }) {
  return (
    <section
      aria-labelledby="service-strip-title"
      className="bg-brand-50 border-line flex border-b py-6"
    >
      <h2 id="service-strip-title" className="sr-only">
        {strip.label}
      </h2>
      <Marquee
        items={strip.tiles}
        keyOf={(tile) => tile.title}
        label={strip.label}
        speed={strip.speed}
        itemRem={17}
        gapRem={1.5}
        repeat={2}
        className="py-1 min-[1440px]:mr-[72px]"
        renderItem={(tile) => (
          <a
            href={pathOf(tile.slug)}
            className="border-line text-brand-900 hover:border-brand-500 flex h-16 items-center gap-3 rounded-full border bg-white px-3 text-sm font-bold tracking-wide whitespace-nowrap shadow-sm transition-colors"
          >
            <span className="bg-brand-700 flex size-10 shrink-0 items-center justify-center rounded-full text-white">
              <SpriteIcon name={tile.icon} className="size-5" />
            </span>
            {tile.title}
          </a>
        )}
      />
    </section>
  );
}
