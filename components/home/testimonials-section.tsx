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
        <div className="mt-12 noscript:hidden">
          <TestimonialCarousel
            items={testimonials.items}
            previousLabel={testimonials.previousLabel}
            nextLabel={testimonials.nextLabel}
          />
        </div>
        {/* Without script the carousel cannot turn: every quote is listed instead. */}
        <ul className="mt-12 hidden gap-6 sm:grid-cols-2 lg:grid-cols-3 noscript:grid">
          {testimonials.items.map((item) => (
            <li key={item.text}>
              <figure className="rounded-card border-line flex h-full flex-col border bg-white p-7 shadow-sm">
                <blockquote className="text-ink flex-1 text-lg leading-relaxed">
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="text-brand-700 mt-5 text-sm font-semibold">
                  {item.by}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
