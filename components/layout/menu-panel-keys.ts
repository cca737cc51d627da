import type { KeyboardEvent } from "react";

const ARROWS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"];

/** The panel's links, in document order. */
const linksOf = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLAnchorElement>("a[href]")];

/**
 * In the IP Services panel the arrow keys follow what the visitor sees: Up and Down move within
 * a column, Left and Right to the link level with this one in the previous or next column, in
 * the panel's flow of columns. At the edge of the panel focus stays put.
 */
function nextByColumn(links: HTMLAnchorElement[], current: HTMLElement, key: string) {
  const box = (a: HTMLElement) => a.getBoundingClientRect();
  const here = box(current);
  const sameColumn = (b: DOMRect) => Math.abs(b.left - here.left) < 2;
  if (key === "ArrowDown" || key === "ArrowUp") {
    const down = key === "ArrowDown";
    return links
      .filter((a) => sameColumn(box(a)) && (down ? box(a).top > here.top : box(a).top < here.top))
      .sort((a, b) => (down ? 1 : -1) * (box(a).top - box(b).top))[0];
  }
  const right = key === "ArrowRight";
  const lefts = [...new Set(links.map((a) => Math.round(box(a).left)))].sort((a, b) => a - b);
  const index = lefts.findIndex((left) => Math.abs(left - here.left) < 2);
  const target = lefts[index + (right ? 1 : -1)];
  if (target === undefined) return undefined;
  const middle = here.top + here.height / 2;
  return links
    .filter((a) => Math.abs(box(a).left - target) < 2)
    .sort(
      (a, b) =>
        Math.abs(box(a).top + box(a).height / 2 - middle) -
        Math.abs(box(b).top + box(b).height / 2 - middle),
    )[0];
}

/**
 * Arrow keys, Home and End among a menu panel's links (plain anchors, so Radix's own link
 * handling is not there to do it): Home and End go to the first and last link; the arrows go
 * by column in a panel marked `data-menu-columns`, otherwise to the previous (Left, Up) or next
 * (Right, Down) link in document order. One handler on the panel serves all its links.
 */
export function movePanelFocus(event: KeyboardEvent<HTMLElement>) {
  const current = event.target;
  const panel = event.currentTarget;
  const isKey = event.key === "Home" || event.key === "End" || ARROWS.includes(event.key);
  if (!isKey || !(current instanceof HTMLAnchorElement) || !panel.contains(current)) return;
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const links = linksOf(panel);
  let next: HTMLAnchorElement | undefined;
  if (event.key === "Home") next = links[0];
  else if (event.key === "End") next = links.at(-1);
  else if (panel.querySelector("[data-menu-columns]"))
    next = nextByColumn(links, current, event.key);
  else {
    const back = event.key === "ArrowLeft" || event.key === "ArrowUp";
    next = links[links.indexOf(current) + (back ? -1 : 1)];
  }
  event.preventDefault();
  next?.focus();
}
