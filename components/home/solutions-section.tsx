import type { HomeContent, SolutionOffering } from "@/content/types";
import { audiencePages, pathOf } from "@/lib/registry";
import { SectionTitle } from "./section-title";
import { SolutionCardFace, SolutionGridCard, SPINE_PX } from "./solution-card";
import { SolutionStack } from "./solution-stack";

/** One card per audience page, in Solutions-menu order. */
function solutionOfferings(): SolutionOffering[] {
  return audiencePages.map((page, id) => ({
    id,
    title: page.label,
    url: pathOf(page.slug),
    image: page.image,
    description: page.description,
  }));
}

/**
 * Solution offerings: a stack of cards on wide screens, a plain grid on narrow ones and
 * wherever no script runs (the stack's back cards need it to come to the front).
 */
export function SolutionsSection({ solutions }: { solutions: HomeContent["solutions"] }) {
  const offerings = solutionOfferings();
  const total = String(offerings.length).padStart(2, "0");
  return (
    <section aria-labelledby="solutions-title" className="bg-white py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionTitle id="solutions-title" title={solutions.heading} intro={solutions.intro} />
        <div className="mt-12 hidden lg:block noscript:hidden!" data-testid="solution-stack">
          <SolutionStack
            spinePx={SPINE_PX}
            showPrefix={solutions.showPrefix}
            cards={offerings.map((offering) => ({
              id: offering.id,
              title: offering.title,
              url: offering.url,
              face: (
                <SolutionCardFace
                  offering={offering}
                  linkLabel={solutions.linkLabel}
                  position={`${String(offering.id + 1).padStart(2, "0")}/${total}`}
                />
              ),
            }))}
          />
        </div>
        <ul
          className="mt-12 grid gap-5 sm:grid-cols-2 lg:hidden noscript:grid! lg:noscript:grid-cols-3"
          data-testid="solution-grid"
        >
          {offerings.map((offering) => (
            <li key={offering.id}>
              <SolutionGridCard offering={offering} linkLabel={solutions.linkLabel} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
