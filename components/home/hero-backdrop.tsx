/**
 * The hero's still background: a brand gradient and a fixed constellation of linked dots, drawn
 * in public/home/hero-constellation.svg (a file, so its 45 shapes are not in every page's HTML
 * and React payload). It is all that shows under reduced motion, and it sits beneath the
 * particle canvas otherwise.
 *
 * The constellation is a mask over white rather than a background image: the browser does not
 * count a mask as a largest-paint candidate, so the motto, painted with the page's first frame,
 * is the largest paint, not a file that can only arrive a round trip after the HTML
 * (bench/changes.json).
 */
export function HeroBackdrop() {
  return (
    <div
      aria-hidden="true"
      className="from-brand-950 via-brand-900 to-brand-700 absolute inset-0 -z-10 bg-gradient-to-br"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(37_99_196/0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(7_20_40/0.4),transparent_60%)]" />
      <div className="absolute inset-0 bg-white mask-[url(/home/hero-constellation.svg)] mask-cover mask-center mask-no-repeat opacity-40" />
    </div>
  );
}
