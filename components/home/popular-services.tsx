import type { HomeContent } from "@/content/types";
import { pathOf } from "@/lib/content/registry";
import { SectionTitle } from "./section-title";
import { SpriteIcon } from "./sprite-icon";

/**
 * Six cards, each a link to its service page: flat, a hairline frame that turns blue under the
 * pointer, no shadow or lift. Their icons are in the brand's navy rather than each card's own
 * colour: the section stays in navy and gold, and the six colours are left to the core values
 * further down, where the spec gives them.
 */
export function PopularServices({ services }: { services: HomeContent["popularServices"] }) {
  return (
    <section aria-labelledby="popular-services-title" className="bg-white py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionTitle id="popular-services-title" title={services.heading} intro={services.intro} />
        <ul className="mt-12 grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-6">
          {services.items.map((item) => {
            return (
              <li key={item.slug}>
                <a
                  href={pathOf(item.slug)}
                  className="group rounded-card border-line hover:border-brand-500 flex h-full flex-col border bg-white p-6 transition-colors duration-200"
                >
                  <span className="bg-brand-50 text-brand-700 flex size-12 items-center justify-center rounded-xl">
                    <SpriteIcon name={item.icon} className="size-6" />
                  </span>
                  <h3 className="text-brand-900 text-card mt-5">{item.title}</h3>
                  <p className="text-muted mt-2 flex-1 leading-relaxed">{item.description}</p>
                  <span className="text-brand-600 mt-5 inline-flex items-center gap-1.5 text-sm font-semibold">
                    {services.linkLabel}
                    <SpriteIcon
                      name="arrow-right"
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
