"use client";

import chevronLeftIcon from "@/components/ui/icons/chevron-left";
import chevronRightIcon from "@/components/ui/icons/chevron-right";
import { SvgIcon } from "@/components/ui/svg-icon";
import { useState } from "react";
import type { Testimonial } from "@/content/types";
import { nextIndex, previousIndex, visibleWindow } from "@/lib/carousel";
import { clsx } from "clsx";

function Quote({ item, side = false }: { item: Testimonial; side?: boolean }) {
  return (
    <figure
      className={clsx(
        "rounded-card flex h-full flex-col bg-white p-7 shadow-sm",
        side ? "border-line border" : "ring-brand-500 shadow-brand-900/10 shadow-xl ring-2",
      )}
    >
      <span aria-hidden="true" className="text-accent-500 font-serif text-5xl leading-none">
        &ldquo;
      </span>
      <blockquote className="text-ink mt-2 flex-1 text-lg leading-relaxed">
        <p>{item.text}</p>
      </blockquote>
      <figcaption className="text-brand-700 mt-5 text-sm font-semibold">{item.by}</figcaption>
    </figure>
  );
}

const arrow =
  "border-line text-brand-800 hover:border-brand-500 hover:bg-brand-50 inline-flex size-12 items-center justify-center rounded-full border bg-white transition-colors";

/**
 * Six quotes: the current one on narrow screens, previous, current and next on wide ones.
 * The buttons step one quote back or forward and wrap at both ends; the current quote is a
 * polite live region, so a screen reader hears each new quote once.
 */
export function TestimonialCarousel({
  items,
  previousLabel,
  nextLabel,
}: {
  items: Testimonial[];
  previousLabel: string;
  nextLabel: string;
}) {
  const [index, setIndex] = useState(0);
  const [previous, current, next] = visibleWindow(index, items.length).map((i) => items[i]);
  if (!previous || !current || !next) return null;

  return (
    <div>
      <div className="grid items-stretch gap-6 lg:grid-cols-3">
        <div aria-hidden="true" className="hidden lg:block" data-testid="testimonial-previous">
          <Quote item={previous} side />
        </div>
        {/* Every quote is laid out, unseen, in the current quote's cell, so the cell is as tall
            as the longest one and the section keeps its height from quote to quote. */}
        <div className="grid *:[grid-area:1/1]">
          {items.map((item) => (
            <div key={item.by} aria-hidden="true" className="invisible">
              <Quote item={item} />
            </div>
          ))}
          <div aria-live="polite" aria-atomic="true" data-testid="testimonial-current">
            <Quote item={current} />
          </div>
        </div>
        <div aria-hidden="true" className="hidden lg:block" data-testid="testimonial-next">
          <Quote item={next} side />
        </div>
      </div>
      <div className="mt-8 flex items-center justify-center gap-5">
        <button
          type="button"
          className={arrow}
          aria-label={previousLabel}
          onClick={() => setIndex((i) => previousIndex(i, items.length))}
        >
          <SvgIcon shapes={chevronLeftIcon} className="size-6" />
        </button>
        <p
          className="text-muted min-w-14 text-center text-sm font-semibold tabular-nums"
          aria-hidden="true"
        >
          {index + 1} / {items.length}
        </p>
        <button
          type="button"
          className={arrow}
          aria-label={nextLabel}
          onClick={() => setIndex((i) => nextIndex(i, items.length))}
        >
          <SvgIcon shapes={chevronRightIcon} className="size-6" />
        </button>
      </div>
    </div>
  );
}
