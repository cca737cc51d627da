import { preload } from "react-dom";

const CONSTELLATION = "/home/hero-constellation.svg";

/**
 * The hero's still background: a brand gradient and a fixed constellation of linked dots, drawn
 * in public/home/hero-constellation.svg (a file, so its 45 shapes are not in every page's HTML
 * and React payload). It is all that shows under reduced motion, and it sits beneath the
 * particle canvas otherwise.
 *
 * It covers the hero, so it is the page's largest paint: preloaded from <head>, it is not left
 * to be found once the styles apply, behind the chunks of the slow-link fetch
 * (bench/changes.json).
 */
export function HeroBackdrop() {
  preload(CONSTELLATION, { as: "image", fetchPriority: "high" });
  return (
    <div
      aria-hidden="true"
      className="from-brand-950 via-brand-900 to-brand-700 absolute inset-0 -z-10 bg-gradient-to-br"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(37_99_196/0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(7_20_40/0.4),transparent_60%)]" />
      <div className="absolute inset-0 bg-[url(/home/hero-constellation.svg)] bg-cover bg-center opacity-40" />
    </div>
  );
}
