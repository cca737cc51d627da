import type { HomeContent } from "@/content/types";
import { audiencePages, pathOf } from "@/lib/content/registry";
import { SectionTitle } from "./section-title";
import { SolutionCards } from "./solution-cards";

/**
 * Solution offerings: one card per audience page, in Solutions-menu order; a stack on wide
 * screens, a plain grid on narrow ones and wherever no script runs.
 */
export function SolutionsSection({ solutions }: { solutions: HomeContent["solutions"] }) {
  return (
    <section aria-labelledby="solutions-title" className="bg-white py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionTitle id="solutions-title" title={solutions.heading} intro={solutions.intro} />
        <SolutionCards
          linkLabel={solutions.linkLabel}
          showPrefix={solutions.showPrefix}
          cards={audiencePages.map((page) => ({
            title: page.label,
            url: pathOf(page.slug),
            description: page.description,
            icon: page.image.icon,
          }))}
        />
      </div>
    </section>
  );
}
