import type { HomeContent } from "@/content/types";
import { pathOf } from "@/lib/content/registry";
import { Marquee } from "./marquee";
import { SpriteIcon } from "./sprite-icon";

/** The five service tiles, a quiet ticker between hairlines, looping at the spec's marquee speed. */
export function ServiceStrip({ strip }: { strip: HomeContent["serviceStrip"] }) {
  return (
    <section
      aria-labelledby="service-strip-title"
      className="border-line flex border-b bg-white py-3"
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
            className="border-line text-brand-900 hover:text-brand-600 flex min-h-12 items-center gap-3 border-l px-4 text-sm font-semibold whitespace-nowrap motion-reduce:whitespace-normal noscript:whitespace-normal"
          >
            <SpriteIcon name={tile.icon} className="text-brand-500 size-5 shrink-0" />
            {tile.title}
          </a>
        )}
      />
    </section>
  );
}
