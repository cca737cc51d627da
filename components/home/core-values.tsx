import type { HomeContent } from "@/content/types";
import { cn } from "@/lib/cn";
import { cardColours } from "./card-colours";
import { Reveal } from "./reveal";
import { SectionTitle } from "./section-title";
import { SpriteIcon } from "./sprite-icon";

/** 'Our Core Values': six cards in the spec's colours that fade and scale in when visible. */
export function CoreValues({ values }: { values: HomeContent["coreValues"] }) {
  return (
    <section aria-labelledby="core-values-title" className="bg-brand-50 py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionTitle id="core-values-title" title={values.heading} intro={values.intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.items.map((value, i) => {
            const colour = cardColours[value.colour];
            return (
              <Reveal key={value.title} as="li" effect="scale" delayMs={(i % 3) * 100}>
                <div className={cn("rounded-card h-full border-t-4 bg-white p-6", colour.border)}>
                  <span
                    className={cn(
                      "flex size-14 items-center justify-center rounded-full text-white",
                      colour.solid,
                    )}
                  >
                    <SpriteIcon name={value.icon} className="size-7" />
                  </span>
                  <h3 className={cn("text-card mt-5 tracking-wide", colour.text)}>{value.title}</h3>
                  <p className="text-muted mt-2 leading-relaxed">{value.description}</p>
                </div>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
