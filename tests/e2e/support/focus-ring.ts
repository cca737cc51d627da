import type { Page } from "@playwright/test";

/** What the focused control shows: its ring's style and width, and its contrast with the surface under it. */
export interface FocusRing {
  control: string;
  style: string;
  width: number;
  /** The best contrast ratio of the ring's colours (outline, box-shadow ring) with the surface. */
  contrast: number;
}

/**
 * Measures the focus indicator of the focused element. The ring is drawn outside the control, so
 * its colours are compared with what lies just outside the control's box (the nearest opaque
 * background there, or every stop of a gradient, taking the worst). A control hidden as
 * sr-only (a radio inside a labelled switch) is measured on its label, which shows the ring.
 */
export function focusRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(async () => {
    type Rgba = [number, number, number, number];
    const parse = (text: string): Rgba[] =>
      [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r, g, b, a] = m[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r!, g!, b!, a ?? 1];
      });
    const luminance = ([r, g, b]: Rgba) => {
      const c = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };

    let element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    let box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) {
      element = element.closest("label") ?? element.parentElement;
      if (!element) return null;
      box = element.getBoundingClientRect();
    }
    // Focus scrolls the page smoothly and a control's colours may fade in (transition-colors
    // covers outline-color): measure once the control is in view and its ring has settled.
    element.scrollIntoView({ block: "center", behavior: "instant" });
    await Promise.all(element.getAnimations().map((a) => a.finished.catch(() => undefined)));
    box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const width = parseFloat(style.outlineWidth) || 0;
    const offset = parseFloat(style.outlineOffset) || 0;
    const ring = [
      ...(style.outlineStyle === "none" ? [] : parse(style.outlineColor)),
      ...(style.boxShadow === "none" ? [] : parse(style.boxShadow).filter((c) => c[3] > 0.5)),
    ];

    // A point on the ring: beside the control's middle, left or right, or above or below it.
    const gap = offset + width / 2;
    const points: [number, number][] = [
      [box.left - gap, box.top + box.height / 2],
      [box.right + gap, box.top + box.height / 2],
      [box.left + box.width / 2, box.top - gap],
      [box.left + box.width / 2, box.bottom + gap],
    ];
    const [x, y] = points.find(
      ([px, py]) => px >= 0 && py >= 0 && px < innerWidth && py < innerHeight,
    ) ?? [box.left, box.top];
    const under = document.elementsFromPoint(x, y).find((e) => !element!.contains(e));
    // The surface: the nearest opaque background going up from what lies under the point,
    // counting on the way the decorative backdrops some sections paint behind their content
    // (absolutely placed, aria-hidden, and out of hit testing).
    const colours = (e: Element) => {
      const s = getComputedStyle(e);
      return {
        gradient: parse(s.backgroundImage).filter((c) => c[3] >= 0.5),
        color: parse(s.backgroundColor).filter((c) => c[3] >= 0.5),
      };
    };
    const covers = (e: Element) => {
      const r = e.getBoundingClientRect();
      return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    };
    const surface: Rgba[] = [];
    for (let e: Element | null = under ?? document.body; e; e = e.parentElement) {
      const backdrops = [...e.children].filter(
        (c) =>
          !c.contains(element!) &&
          ["absolute", "fixed"].includes(getComputedStyle(c).position) &&
          covers(c),
      );
      const found = [e, ...backdrops].map(colours);
      for (const { gradient, color } of found) surface.push(...gradient, ...color);
      if (found.some((f) => f.color.length > 0 || f.gradient.length > 0)) break;
    }
    if (surface.length === 0) surface.push([255, 255, 255, 1]);
    const contrast = Math.min(...surface.map((s) => Math.max(0, ...ring.map((r) => ratio(r, s)))));
    const name =
      element.getAttribute("aria-label") ??
      element.textContent?.trim().slice(0, 40) ??
      element.tagName;
    return {
      control: `${element.tagName.toLowerCase()} "${name}"`,
      style: style.outlineStyle,
      width,
      contrast: Math.round(contrast * 100) / 100,
    };
  });
}
