"use client";

import { useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import type { IconId } from "@/components/ui/icons";
import { stackDepth } from "@/lib/ui/carousel";
import { SpriteIcon } from "./sprite-icon";

export interface SolutionCard {
  title: string;
  url: string;
  description: string;
  icon: IconId;
}

/**
 * Whether the cards lie as a stack: where the page is at least 64rem wide in the visitor's
 * text size (the `@min-[64rem]` classes, the body being their container), so text enlarged
 * on a desktop gets the grid rather than a stack too narrow for it. Checked again whenever the
 * list changes size, as it does when the text size changes.
 */
function useStacked(list: RefObject<HTMLElement | null>): boolean {
  const [stacked, setStacked] = useState(false);
  useEffect(() => {
    const check = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      setStacked(document.body.clientWidth >= 64 * rem);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(document.body);
    if (list.current) observer.observe(list.current);
    return () => observer.disconnect();
  }, [list]);
  return stacked;
}

/**
 * The solution offerings, each card once. On wide screens the cards lie in one grid cell as a
 * stack: the front card is a link to its page; each card behind shows its spine, a button
 * ('Show <title>') that brings it to the front. The cell is as tall as the tallest card and the
 * spines are in rem, so the stack grows with the text rather than cutting it off. On narrow
 * screens, and wherever no script runs, the same cards are a grid of links.
 */
export function SolutionCards({
  cards,
  linkLabel,
  showPrefix,
}: {
  cards: SolutionCard[];
  linkLabel: string;
  showPrefix: string;
}) {
  // The server, and the browser until it hydrates, treat every card as a link.
  const list = useRef<HTMLUListElement>(null);
  const wide = useStacked(list);
  const [selected, setSelected] = useState(0);
  const frontLink = useRef<HTMLAnchorElement>(null);
  const chosen = useRef(false);
  const count = cards.length;
  const total = String(count).padStart(2, "0");

  // The button that was activated becomes a link: keep focus on it.
  useEffect(() => {
    if (chosen.current) frontLink.current?.focus();
  }, [selected]);

  return (
    <ul
      ref={list}
      data-testid="solution-cards"
      style={{ "--backs": count - 1 } as CSSProperties}
      // Each card's place in the stack is set here once for all of them, from its --depth.
      className="mt-12 grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-5 [--spine:3.25rem] *:relative *:transition-[translate,margin] *:duration-500 *:ease-out motion-reduce:*:transition-none @min-[64rem]:mx-auto @min-[64rem]:max-w-[51rem] @min-[64rem]:grid-cols-1 @min-[64rem]:gap-0 @min-[64rem]:*:my-[calc(var(--depth)*0.4375rem)] @min-[64rem]:*:w-[calc(100%-var(--spine)*var(--backs))] @min-[64rem]:*:translate-x-[calc(var(--depth)*var(--spine))] @min-[64rem]:*:[grid-area:1/1] noscript:max-w-none! noscript:grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))]! noscript:gap-5! noscript:*:my-0! noscript:*:w-auto! noscript:*:translate-x-0! noscript:*:[grid-area:auto]!"
    >
      {cards.map((card, i) => {
        const depth = stackDepth(i, selected, count);
        const back = wide && depth > 0;
        return (
          <li
            key={card.url}
            // A card further back is shorter (a margin), not scaled down: a scale would shrink
            // its spine's labels away from the visitor's text size.
            style={{ "--depth": depth, zIndex: count - depth } as CSSProperties}
            className="group/card"
          >
            <a
              ref={depth === 0 ? frontLink : undefined}
              href={card.url}
              inert={back || undefined}
              aria-hidden={back || undefined}
              className="rounded-card border-line hover:border-brand-500 flex h-full border bg-white text-left shadow-sm transition-colors @min-[64rem]:shadow-lg @min-[64rem]:shadow-black/5"
            >
              <span className="flex min-w-0 flex-1 flex-col p-6 @min-[64rem]:p-7">
                <span className="bg-brand-50 text-brand-700 flex size-12 shrink-0 items-center justify-center rounded-xl">
                  <SpriteIcon name={card.icon} className="size-6" />
                </span>
                <span className="text-brand-900 text-subheading @min-[64rem]:text-heading font-heading mt-5 block">
                  {card.title}
                </span>
                <span className="text-muted mt-2 block flex-1 leading-relaxed">
                  {card.description}
                </span>
                <span className="text-brand-600 mt-4 inline-flex items-center gap-1.5 font-semibold">
                  {linkLabel}
                  <SpriteIcon name="arrow-right" className="size-4" />
                </span>
              </span>
              <span
                aria-hidden="true"
                className="bg-brand-900 group-hover/card:bg-brand-700 rounded-r-card hidden w-(--spine) shrink-0 flex-col items-center gap-4 py-5 text-white transition-colors @min-[64rem]:flex noscript:hidden!"
              >
                <span className="text-brand-200 text-xs font-semibold tabular-nums">
                  {`${String(i + 1).padStart(2, "0")}/${total}`}
                </span>
                <span className="rotate-180 text-sm font-medium whitespace-nowrap [writing-mode:vertical-rl]">
                  {card.title}
                </span>
              </span>
            </a>
            {back && (
              // Over the spine, the part of a back card in view. Its ring lies on the navy spine
              // beside it or on the light section: a gold ring inside a dark blue one, so one of
              // the two keeps 3:1 on either.
              <button
                type="button"
                aria-label={`${showPrefix} ${card.title}`}
                onClick={() => {
                  chosen.current = true;
                  setSelected(i);
                }}
                className="rounded-r-card absolute inset-y-0 right-0 w-(--spine) cursor-pointer [--focus-ring:var(--color-brand-700)] focus-visible:shadow-[0_0_0_2px_var(--color-accent-400)]"
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
