"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { clsx } from "clsx";

type Effect = "left" | "right" | "scale";
type State = "static" | "hidden" | "shown";

const hiddenClasses: Record<Effect, string> = {
  left: "-translate-x-16 opacity-0",
  right: "translate-x-16 opacity-0",
  scale: "scale-90 opacity-0",
};

let observer: IntersectionObserver | undefined;
const listeners = new Map<Element, (entry: IntersectionObserverEntry) => void>();

/** One IntersectionObserver for every Reveal on the page. */
function observe(element: Element, listener: (entry: IntersectionObserverEntry) => void) {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) listeners.get(entry.target)?.(entry);
  });
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    listeners.delete(element);
  };
}

/**
 * Slides or scales its content in when it first scrolls into view, with transform and opacity
 * only (no layout shift). The server renders the content visible; only content still below
 * the fold when the page hydrates is hidden and then revealed, and never under reduced motion.
 * Children can follow the state with `group-data-[reveal=hidden]/reveal:` classes.
 */
export function Reveal({
  effect,
  delayMs = 0,
  as: Tag = "div",
  className,
  children,
}: {
  effect: Effect;
  delayMs?: number;
  as?: "div" | "li";
  className?: string;
  children: ReactNode;
}) {
  // One ref type that fits both tags the wrapper may render as.
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const [state, setState] = useState<State>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let first = true;
    const stop = observe(element, (entry) => {
      const belowFold = entry.boundingClientRect.top > 0;
      if (first) {
        first = false;
        // The observer's first report says where the element is now: in view (or above it), stay put.
        if (entry.isIntersecting || !belowFold) return stop();
        setState("hidden");
        return;
      }
      if (entry.isIntersecting) {
        setState("shown");
        stop();
      }
    });
    return stop;
  }, []);

  return (
    <Tag
      ref={ref}
      data-reveal={state}
      className={clsx(
        "group/reveal",
        state === "hidden" && hiddenClasses[effect],
        state === "shown" &&
          "transition-[opacity,transform] duration-700 ease-out motion-reduce:transition-none",
        className,
      )}
      style={state === "shown" && delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
    >
      {children}
    </Tag>
  );
}
