"use client";

import { useState } from "react";
import type { Testimonial } from "@/content/types";
import { useHydrated } from "@/lib/client/hydrated";
import { nextIndex, previousIndex, wrapIndex } from "@/lib/ui/carousel";
import { clsx } from "clsx";
import { SpriteIcon } from "./sprite-icon";

type Place = "previous" | "current" | "next" | "waiting";

/** Where each quote sits: the grid column on wide screens, row 1 for all, so none moves others. */
const placeClasses: Record<Place, string> = {
  previous: "invisible @min-[64rem]:visible @min-[64rem]:col-start-1",
  current: "@min-[64rem]:col-start-2",
  next: "invisible @min-[64rem]:visible @min-[64rem]:col-start-3",
  waiting: "invisible @min-[64rem]:col-start-2",
};

const arrow =
  "border-line text-brand-800 hover:border-brand-500 hover:bg-brand-50 inline-flex size-12 cursor-pointer items-center justify-center rounded-full border bg-white transition-colors";

/**
 * Six quotes, each on the page once: the current one on narrow screens, previous, current and
 * next on wide ones. Every quote sits in the same row (the ones not shown are invisible there),
 * so the row is as tall as the longest quote and the section keeps its height from quote to
 * quote. The buttons step one quote back or forward and wrap at both ends; a polite live region
 * reads each new quote once. Without JavaScript every quote is shown, in a grid.
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
  const [stepped, setStepped] = useState(false);
  const hydrated = useHydrated();
  const count = items.length;
  const placeOf = (i: number): Place =>
    i === index
      ? "current"
      : i === previousIndex(index, count)
        ? "previous"
        : i === nextIndex(index, count)
          ? "next"
          : "waiting";
  const step = (to: number) => {
    setStepped(true);
    setIndex(wrapIndex(to, count));
  };
  const current = items[index];

  return (
    <div>
      <ul className="grid items-stretch gap-6 @min-[64rem]:grid-cols-3 noscript:grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))]!">
        {items.map((item, i) => {
          const place = placeOf(i);
          return (
            <li
              key={item.by}
              data-testid={`testimonial-${place}`}
              // Once the script runs, the side quotes are decoration: the current one is read.
              aria-hidden={(hydrated && place !== "current") || undefined}
              className={clsx(
                "[grid-column-start:1] row-start-1 noscript:visible! noscript:[grid-area:auto]!",
                placeClasses[place],
              )}
            >
              <figure
                className={clsx(
                  "rounded-card flex h-full flex-col bg-white p-7",
                  place === "current" ? "border-brand-300 border" : "border-line border",
                )}
              >
                <span
                  aria-hidden="true"
                  className="text-brand-300 font-heading text-5xl leading-none"
                >
                  &ldquo;
                </span>
                <blockquote className="text-ink mt-2 flex-1 text-lg leading-relaxed">
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="text-brand-700 mt-5 text-sm font-semibold">
                  {item.by}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {stepped && current ? `${current.text} ${current.by}` : ""}
      </p>
      <div className="mt-8 flex items-center justify-center gap-5 noscript:hidden">
        <button
          type="button"
          className={arrow}
          aria-label={previousLabel}
          onClick={() => step(index - 1)}
        >
          <SpriteIcon name="chevron-left" className="size-6" />
        </button>
        <p
          className="text-muted min-w-14 text-center text-sm font-semibold tabular-nums"
          aria-hidden="true"
        >
          {index + 1} / {count}
        </p>
        <button
          type="button"
          className={arrow}
          aria-label={nextLabel}
          onClick={() => step(index + 1)}
        >
          <SpriteIcon name="chevron-right" className="size-6" />
        </button>
      </div>
    </div>
  );
}
