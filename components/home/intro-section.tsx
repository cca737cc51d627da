import type { HomeContent } from "@/content/types";
import { ExperienceBars } from "./experience-bars";
import { IntroBackdrop } from "./intro-backdrop";
import { Reveal } from "./reveal";
import { SpriteIcon } from "./sprite-icon";

/** Who the firm is, beside the experience bars; the two halves slide in from the sides. */
export function IntroSection({
  intro,
  experience,
}: {
  intro: HomeContent["intro"];
  experience: HomeContent["experience"];
}) {
  return (
    <section
      aria-labelledby="intro-title"
      className="on-dark relative isolate overflow-x-clip text-white"
    >
      <IntroBackdrop />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:gap-16 lg:px-8 lg:py-24 @min-[64rem]:grid-cols-[minmax(0,1fr)_30rem]">
        <Reveal effect="left">
          <p className="text-brand-200 text-base font-medium">{intro.eyebrow}</p>
          <h2 id="intro-title" className="text-heading mt-3 text-balance">
            {intro.heading}
          </h2>
          {intro.paragraphs.map((text) => (
            <p key={text} className="text-brand-100 mt-5 text-lg leading-relaxed">
              {text}
            </p>
          ))}
          <a
            href={intro.cta.href}
            className="mt-8 inline-flex min-h-12 items-center gap-2 rounded-full border border-white/40 px-6 font-semibold transition-colors hover:bg-white/10"
          >
            {intro.cta.label}
            {intro.cta.context && <span className="sr-only"> {intro.cta.context}</span>}
            <SpriteIcon name="arrow-right" className="size-4" />
          </a>
        </Reveal>
        <Reveal effect="right">
          <ExperienceBars experience={experience} />
        </Reveal>
      </div>
    </section>
  );
}
