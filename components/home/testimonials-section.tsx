import type { HomeContent } from "@/content/types";
import { SectionTitle } from "./section-title";
import { TestimonialCarousel } from "./testimonial-carousel";

export function TestimonialsSection({
  testimonials,
}: {
  testimonials: HomeContent["testimonials"];
}) {
  return (
    <section aria-labelledby="testimonials-title" className="bg-brand-50 py-20 lg:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionTitle
          id="testimonials-title"
          title={testimonials.heading}
          intro={testimonials.intro}
        />
        <div className="mt-12">
          <TestimonialCarousel
            items={testimonials.items}
            previousLabel={testimonials.previousLabel}
            nextLabel={testimonials.nextLabel}
          />
        </div>
      </div>
    </section>
  );
}
