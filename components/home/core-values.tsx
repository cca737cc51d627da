import type { HomeContent } from "@/content/types";
import { cn } from "@/lib/ui/cn";
import { cardColours } from "./card-colours";
import { Reveal } from "./reveal";
import { SectionTitle } from "./section-title";
import { SpriteIcon } from "./sprite-icon";

/**
 * 'Our Core Values': six cards that fade and scale in when visible. The spec's six colours are
 * a tonal family here, each shown only as the card's thin top rule and its icon.
 */
export function CoreValues({ values }: { values: HomeContent["coreValues"] }) {
  return (
    <section aria-labelledby="core-values-title" className="bg-brand-50 py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-3 sm:px-6 lg:px-8">
        <SectionTitle id="core-values-title" title={values.heading} intro={values.intro} />
        <ul className="mt-12 grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-6">
          {values.items.map((value, i) => {
            const colour = cardColours[value.colour];
            return (
              <Reveal key={value.title} as="li" effect="scale" delayMs={(i % 3) * 100}>
                <div className={cn("h-full border-t-2 bg-white p-3 sm:p-6", colour.border)}>
                  <SpriteIcon name={value.icon} className={cn("size-6", colour.text)} />
                  <h3 className="text-brand-900 sm:text-card mt-4 text-sm font-semibold">
                    {value.title}
                  </h3>
                  <p className="text-muted mt-2 text-sm leading-relaxed sm:text-base">
                    {value.description}
                  </p>
                </div>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
