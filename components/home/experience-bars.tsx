import type { HomeContent } from "@/content/types";

/**
 * The experience bars as meters with visible labels. Inside a Reveal, each fill grows from
 * the left (a transform, so nothing moves around it) when the block scrolls into view.
 */
export function ExperienceBars({ experience }: { experience: HomeContent["experience"] }) {
  return (
    <div className="rounded-card text-ink bg-white p-6 shadow-2xl shadow-black/20 sm:p-8">
      <h3 id="experience-title" className="text-brand-900 text-subheading">
        {experience.heading}
      </h3>
      <p className="text-muted mt-2">{experience.intro}</p>
      <ul className="mt-6 space-y-5">
        {experience.bars.map((bar, i) => (
          <li key={bar.title}>
            <div className="flex items-baseline justify-between gap-4 text-sm font-semibold">
              <span id={`experience-bar-${i}`}>{bar.title}</span>
              <span
                className="text-brand-700 shrink-0 whitespace-nowrap tabular-nums"
                aria-hidden="true"
              >
                {`${bar.percent}%`}
              </span>
            </div>
            <div
              role="meter"
              aria-labelledby={`experience-bar-${i}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.percent}
              aria-valuetext={`${bar.percent}%`}
              className="bg-brand-100 mt-2 h-2.5 overflow-hidden rounded-full"
            >
              <div
                className="from-brand-600 to-accent-500 h-full origin-left rounded-full bg-gradient-to-r transition-transform delay-200 duration-1000 ease-out group-data-[reveal=hidden]/reveal:scale-x-0 motion-reduce:transition-none"
                style={{ width: `${bar.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
