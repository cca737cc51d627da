import { describe, expect, it } from "vitest";
import { nextIndex, previousIndex, stackDepth, visibleWindow, wrapIndex } from "@/lib/ui/carousel";
import { marqueeSeconds } from "@/lib/ui/marquee";
import { home } from "@/content/home";

const SIX = 6;

describe("testimonial carousel index", () => {
  it("starts at 0 and moves forward one step at a time", () => {
    expect(nextIndex(0, SIX)).toBe(1);
    expect(nextIndex(3, SIX)).toBe(4);
  });

  it("moves back one step at a time", () => {
    expect(previousIndex(4, SIX)).toBe(3);
    expect(previousIndex(1, SIX)).toBe(0);
  });

  it("wraps from the last item forward to the first", () => {
    expect(nextIndex(5, SIX)).toBe(0);
  });

  it("wraps from the first item back to the last", () => {
    expect(previousIndex(0, SIX)).toBe(5);
  });

  it("returns to where it started after a full lap in either direction", () => {
    let forward = 0;
    let back = 0;
    for (let step = 0; step < SIX; step++) {
      forward = nextIndex(forward, SIX);
      back = previousIndex(back, SIX);
    }
    expect(forward).toBe(0);
    expect(back).toBe(0);
  });

  it("shows previous, current and next, wrapping at both ends", () => {
    expect(visibleWindow(0, SIX)).toEqual([5, 0, 1]);
    expect(visibleWindow(2, SIX)).toEqual([1, 2, 3]);
    expect(visibleWindow(5, SIX)).toEqual([4, 5, 0]);
  });

  it("normalizes any integer, including large and negative ones", () => {
    expect(wrapIndex(-1, SIX)).toBe(5);
    expect(wrapIndex(-13, SIX)).toBe(5);
    expect(wrapIndex(14, SIX)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it("stays on the only item of a one-item list", () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });
});

describe("stacked solution cards", () => {
  it("puts the selected card in front and the others behind it in order", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => stackDepth(i, 0, 7))).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("brings a back card to the front and wraps the cards before it to the back", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => stackDepth(i, 2, 7))).toEqual([5, 6, 0, 1, 2, 3, 4]);
    expect(stackDepth(6, 6, 7)).toBe(0);
    expect(stackDepth(0, 6, 7)).toBe(1);
  });
});

describe("home page data", () => {
  it("has six testimonials, each credited to a client descriptor", () => {
    expect(home.testimonials.items).toHaveLength(6);
    for (const t of home.testimonials.items) expect(t.by).toMatch(/,/);
  });

  it("keeps the spec's marquee speed and turns it into a loop duration", () => {
    expect(home.serviceStrip.speed).toBe(40);
    expect(home.hero.phoneBanner.speed).toBe(40);
    expect(marqueeSeconds(1480, 40)).toBe(37);
  });
});
