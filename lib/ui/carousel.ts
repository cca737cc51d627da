/**
 * Index logic of the home page's carousels: the testimonials (one step forward or back,
 * wrapping at both ends) and the stacked solution cards (a card's depth behind the front).
 */

/** `index` brought into 0..length-1, wrapping in both directions. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

export function nextIndex(index: number, length: number): number {
  return wrapIndex(index + 1, length);
}

export function previousIndex(index: number, length: number): number {
  return wrapIndex(index - 1, length);
}

/** The previous, current and next indices shown side by side on wide screens. */
export function visibleWindow(index: number, length: number): [number, number, number] {
  return [previousIndex(index, length), wrapIndex(index, length), nextIndex(index, length)];
}

/** How far a card sits behind the front of the stack: 0 for the selected card. */
export function stackDepth(cardIndex: number, selected: number, length: number): number {
  return wrapIndex(cardIndex - selected, length);
}
