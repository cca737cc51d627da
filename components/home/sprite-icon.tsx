import type { IconId } from "@/components/ui/icons";

/** The route app/home-icons.svg, which serves iconSprite() (components/home/icon-sprite.ts). */
const SPRITE = "/home-icons.svg";

/**
 * A decorative icon from the home page's sprite file (components/home/icon-sprite.ts), in
 * Lucide's frame: the stroke and its width come from `svg.icon` (app/globals.css) and reach the
 * symbol by inheritance.
 */
export function SpriteIcon({ name, className }: { name: IconId; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      className={className ? `icon ${className}` : "icon"}
    >
      <use href={`${SPRITE}#hi-${name}`} />
    </svg>
  );
}
