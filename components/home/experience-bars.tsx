import { Fragment } from "react";
import type { HomeContent } from "@/content/types";

/**
 * The experience bars as meters with visible labels: thin, in one colour, their figures in
 * tabular digits, and marked as the firm's own assessment. Inside a Reveal, each fill grows from
 * the left (a transform, so nothing moves around it) when the block scrolls into view.
 */
export function ExperienceBars({ experience }: { experience: HomeContent["experience"] }) {
  return (
    <div className="rounded-card text-ink bg-white p-5 sm:p-8">
      <h3 id="experience-title" className="text-brand-900 text-subheading">
        {experience.heading}
      </h3>
      <p className="text-muted mt-1 text-sm font-semibold">{experience.note}</p>
      <p className="text-muted mt-2">{experience.intro}</p>
      <ul className="mt-6 space-y-5">
        {experience.bars.map((bar, i) => (
          <li key={bar.title}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm font-medium">
              {/* A title like "Design Patent/Industrial Design" may wrap after its slash. */}
              <span id={`experience-bar-${i}`}>
                {bar.title.split("/").map((part, j, parts) => (
                  <Fragment key={j}>
                    {part}
                    {j < parts.length - 1 && (
                      <>
                        /<wbr />
                      </>
                    )}
                  </Fragment>
                ))}
              </span>
              <span
                className="text-brand-800 shrink-0 whitespace-nowrap tabular-nums"
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
              className="bg-brand-100 mt-1.5 h-1 overflow-hidden rounded-full"
            >
              <div
                className="bg-brand-600 h-full origin-left transition-transform delay-200 duration-1000 ease-out group-data-[reveal=hidden]/reveal:scale-x-0 motion-reduce:transition-none"
                style={{ width: `${bar.percent}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
