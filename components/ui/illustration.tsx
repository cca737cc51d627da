import type { Illustration as IllustrationData } from "@/content/types";
import { cn } from "@/lib/cn";
import { Icon } from "./icon";

/**
 * The site's own imagery: an icon composed on a brand gradient with a soft grid,
 * sized by its container. Decorative when `alt` is empty.
 */
export function Illustration({
  image,
  className,
}: {
  image: IllustrationData;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "rounded-card from-brand-700 via-brand-600 to-brand-900 relative isolate flex aspect-[4/3] items-center justify-center overflow-hidden bg-gradient-to-br",
        className,
      )}
      role={image.alt ? "img" : undefined}
      aria-label={image.alt || undefined}
      aria-hidden={image.alt ? undefined : true}
    >
      <div className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.07)_1px,transparent_1px)] bg-[size:2rem_2rem]" />
      <div className="bg-accent-500/25 absolute -top-1/4 -right-1/4 -z-10 size-2/3 rounded-full blur-3xl" />
      <Icon name={image.icon} className="size-1/3 stroke-[1.25] text-white drop-shadow-lg" />
    </div>
  );
}
