"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { stackDepth } from "@/lib/carousel";

export interface StackCard {
  id: number;
  title: string;
  url: string;
  /** The card's face, rendered on the server. */
  face: ReactNode;
}

const CARD = { width: 500, height: 345 };
/** How much shorter each card further back is drawn, in pixels at each edge. */
const INSET_PX = 7;

/**
 * The wide-screen solution cards as a stack: the front card is a link to its page; each card
 * behind shows its spine and is a button ('Show <title>') that brings it to the front.
 */
export function SolutionStack({
  cards,
  spinePx,
  showPrefix,
}: {
  cards: StackCard[];
  spinePx: number;
  showPrefix: string;
}) {
  const [selected, setSelected] = useState(0);
  const frontLink = useRef<HTMLAnchorElement>(null);
  const chosen = useRef(false);
  const count = cards.length;

  // The button that was activated becomes a link: keep focus on it.
  useEffect(() => {
    if (chosen.current) frontLink.current?.focus();
  }, [selected]);

  return (
    <div
      className="relative mx-auto"
      style={{ width: CARD.width + spinePx * (count - 1), height: CARD.height }}
    >
      {cards.map((card, i) => {
        const depth = stackDepth(i, selected, count);
        const face = "block size-full rounded-card text-left";
        return (
          <div
            key={card.id}
            className="group/card absolute left-0 transition-[transform,top,height] duration-500 ease-out motion-reduce:transition-none"
            // A card further back is shorter, not scaled down: a scale would shrink its spine's
            // labels below 12 px and away from the visitor's text size.
            style={{
              width: CARD.width,
              top: depth * INSET_PX,
              height: CARD.height - 2 * depth * INSET_PX,
              transform: `translateX(${depth * spinePx}px)`,
              zIndex: count - depth,
            }}
          >
            {depth === 0 ? (
              <Link ref={frontLink} href={card.url} className={face}>
                {card.face}
              </Link>
            ) : (
              <>
                <span aria-hidden="true" className={face}>
                  {card.face}
                </span>
                {/* Covers the card; only its spine shows from behind the front card. */}
                <button
                  type="button"
                  aria-label={`${showPrefix} ${card.title}`}
                  onClick={() => {
                    chosen.current = true;
                    setSelected(i);
                  }}
                  className="rounded-card absolute inset-0 cursor-pointer"
                />
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
