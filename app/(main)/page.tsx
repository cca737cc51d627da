import { CompetitionBanner } from "@/components/home/competition-banner";
import { CoreValues } from "@/components/home/core-values";
import { Hero } from "@/components/home/hero";
import { IntroSection } from "@/components/home/intro-section";
import { PopularServices } from "@/components/home/popular-services";
import { ServiceStrip } from "@/components/home/service-strip";
import { SolutionsSection } from "@/components/home/solutions-section";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { home } from "@/content/home";
import { pageMetadata } from "@/lib/server/seo";

export const metadata = pageMetadata("/");

/** Sections in the spec's order; popular services and experience fill its two unnamed slots. */
export default function HomePage() {
  return (
    <>
      <Hero hero={home.hero} />
      <ServiceStrip strip={home.serviceStrip} />
      <IntroSection intro={home.intro} experience={home.experience} />
      <PopularServices services={home.popularServices} />
      <CompetitionBanner banner={home.competition} />
      <CoreValues values={home.coreValues} />
      <SolutionsSection solutions={home.solutions} />
      <TestimonialsSection testimonials={home.testimonials} />
    </>
  );
}
